// @ts-check
/**
 * One webpack configuration factory for the shell and the five remotes, so every app builds the
 * same way and shares the same singletons (docs/FRONTEND.md). Each app's webpack.config.js only
 * says who it is.
 */
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');

const MUI_SHARED = require('./mui-shared');

const workspaceRoot = path.resolve(__dirname, '../..');

/**
 * Shared barrels served by a module of ours that re-exports only what the product imports
 * (mf-shared/src/federation): a shared module is never tree-shaken, and the real barrel put all of
 * React Router 7 on every first load. MUI is shared by each component's path instead.
 */
const CURATED = {
  'react-router-dom': path.join(workspaceRoot, 'mf-shared/src/federation/react-router-dom.ts'),
  'react-i18next': path.join(workspaceRoot, 'mf-shared/src/federation/react-i18next.ts'),
  '@tanstack/react-query': path.join(workspaceRoot, 'mf-shared/src/federation/react-query.ts'),
};
/**
 * The real packages behind two curated modules: a curated module importing `react-i18next` would
 * ask the share scope for itself (and wait forever), so it imports the package's own entry file
 * under a name the share scope does not know.
 */
// MUI modules a record's form draws and no list page loads (the optimization's `muiForm` group).
const MUI_FORM_COMPONENTS = [
  'Autocomplete',
  'useAutocomplete',
  'ListSubheader',
  'Popper',
  'Popover',
  'Menu',
  'MenuList',
  'MenuItem',
  'ListItemIcon',
  'Grow',
  'Tooltip',
  'Chip',
  'ToggleButton',
  'ToggleButtonGroup',
  'Switch',
  'Checkbox',
  'FormControlLabel',
  'FormGroup',
  'Link',
  'Slider',
  'Radio',
  'RadioGroup',
  'Rating',
  'FilledInput',
  'Divider',
  'TextField',
];
// The dialog and what it is built on: its own chunk, since a cafe's receiving QR opens cold on a
// question (register the bean first?) before any form, and the engine's dialogs load on their own.
const MUI_DIALOG =
  /[\\/]node_modules[\\/]@mui[\\/]material[\\/](Dialog|DialogActions|DialogContent|DialogContentText|DialogTitle|Modal|Backdrop|Fade|Unstable_TrapFocus|Portal)[\\/]/;
const MUI_FORM = new RegExp(
  `[\\\\/]node_modules[\\\\/](@popperjs[\\\\/]core[\\\\/]|@mui[\\\\/]material[\\\\/]((${MUI_FORM_COMPONENTS.join('|')})[\\\\/]|Select[\\\\/]Select(Input)?\\.mjs$))`,
);

const UNSHARED = {
  '@beantrail/unshared/react-i18next$': path.join(
    path.dirname(require.resolve('react-i18next/package.json', { paths: [workspaceRoot] })),
    'dist/es/index.js',
  ),
  '@beantrail/unshared/react-query$': path.join(
    path.dirname(require.resolve('@tanstack/react-query/package.json', { paths: [workspaceRoot] })),
    'build/modern/index.js',
  ),
};
const reactRouterDist = path.join(
  path.dirname(require.resolve('react-router/package.json', { paths: [workspaceRoot] })),
  'dist',
);
/** `@mui/material/SvgIcon` → `@mui/material`, `react/jsx-runtime` → `react`. */
const packageOf = (request) =>
  request
    .split('/')
    .slice(0, request.startsWith('@') ? 2 : 1)
    .join('/');
const installedVersion = (name) => require(require.resolve(`${name}/package.json`, { paths: [workspaceRoot] })).version;

/** The shared library's own version: what the shell provides, and what each area's build asked for. */
const MF_SHARED_VERSION = require(path.join(workspaceRoot, 'mf-shared/package.json')).version;
const majorRange = (version) => `^${String(version).split('.')[0]}.0.0`;

/**
 * Libraries that must exist once in the page: the shell provides them, remotes consume them.
 * Each declares the versions it works with, so that an area built against an incompatible one is
 * refused when it loads (the shell then says the area needs a newer BeanTrail) instead of running
 * against what it was not built for (docs/DEPLOY.md "What a team may change"):
 * - the workspace library (`@beantrail/mf-shared`, resolved by alias to its sources) at the version
 *   in its package.json; an app asks for the range its own package.json depends on;
 * - every other package at its installed version; an app asks for the same major.
 * `@beantrail/contracts` is not shared: it is pure (declarations, checks, no state; its
 * package.json says sideEffects false), so each app bundles only the parts it imports, where a
 * shared module would put every page declaration on the first load.
 */
const SHARED_NAMES = [
  'react',
  // What a remote's compiled JSX imports.
  'react/jsx-runtime',
  'react-router-dom',
  // MUI by each component's path (mui-shared.js). SvgIcon is among them: @mui/icons-material's
  // icons import createSvgIcon from it, and unshared every remote using an icon carried its own.
  ...MUI_SHARED,
  '@tanstack/react-query',
  'react-i18next',
  // The engine's form context: a remote's custom section must see the shell's <Form>.
  'react-final-form',
  '@beantrail/mf-shared',
  // What the shell's first page needs of it (mf-shared/src/core.ts): the full library above
  // re-exports it and loads with the first area.
  '@beantrail/mf-shared/core',
  // Not shared, as no remote imports them (shared-exports.spec.ts fails if one does): react-dom,
  // emotion, i18next, final-form and zustand. The shell's build holds one copy of each, which a
  // shared module would keep whole and list in the share table on every page.
];

/**
 * The share configuration of one app. `mfSharedRange`: the range of `@beantrail/mf-shared` the
 * app's package.json depends on.
 * @param {string} mfSharedRange
 * @returns {Record<string, { singleton: true; strictVersion: true; requiredVersion: string; version: string; import?: string }>}
 */
function sharedFor(mfSharedRange) {
  return Object.fromEntries(
    SHARED_NAMES.map((name) => {
      const ours = name.startsWith('@beantrail/');
      // The installed package's version, stated: react-final-form's ES build sits beside a
      // package.json without one (a warning on every build), and a curated module would be read as mf-shared's.
      const version = ours ? MF_SHARED_VERSION : installedVersion(packageOf(name));
      return [
        name,
        {
          singleton: true,
          strictVersion: true,
          requiredVersion: ours ? mfSharedRange : majorRange(version),
          version,
          ...(CURATED[name] ? { import: CURATED[name] } : {}),
        },
      ];
    }),
  );
}

/** The shell's share configuration, as it provides it. */
const SHARED = sharedFor(majorRange(MF_SHARED_VERSION));

/** Where a production build puts its source maps: `<app>/sourcemaps`, outside the published dist. */
const SOURCE_MAP_DIR = 'sourcemaps';

/** The minimizer bundled with webpack 5.111, using swc when it is available (fast on 2 cores). */
function swcMinimizer() {
  try {
    const modPath = require.resolve('minimizer-webpack-plugin', { paths: [path.dirname(require.resolve('webpack'))] });
    const Minimizer = require(modPath);
    if (typeof Minimizer.swcMinify !== 'function') return undefined;
    return new Minimizer({ minify: Minimizer.swcMinify, extractComments: false });
  } catch {
    try {
      const Terser = require('terser-webpack-plugin');
      return Terser.swcMinify ? new Terser({ minify: Terser.swcMinify }) : undefined;
    } catch {
      return undefined;
    }
  }
}

/**
 * Brotli and gzip copies next to each text asset: the backend serves them as they are
 * (@fastify/static `preCompressed`), so no request pays for compression and Lighthouse sees the
 * transfer size a CDN would give (performance ≥ 90).
 */
function precompress() {
  const test = /\.(js|css|html|json|svg)$/;
  return [
    new CompressionPlugin({ test, algorithm: 'gzip', filename: '[path][base].gz', threshold: 1024, minRatio: 0.9 }),
    new CompressionPlugin({
      test,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
      threshold: 1024,
      minRatio: 0.9,
    }),
  ];
}

/**
 * Entry chunks get `[name].[contenthash:8].js`. The federation runtime also asks for the entry's
 * file name before content hashes exist (only to know its folder depth); it gets the plain name.
 * @param {import('webpack').PathData} pathData
 */
function hashedEntryFilename(pathData) {
  const hashes = /** @type {{ contentHash?: Record<string, string> } | undefined} */ (pathData.chunk)?.contentHash;
  return hashes && hashes.javascript ? '[name].[contenthash:8].js' : '[name].js';
}

/**
 * @param {{
 *   dirname: string;
 *   name: string;
 *   kind: 'host' | 'remote';
 *   port?: number;
 * }} app
 * @returns {(env: unknown, argv: { mode?: 'production' | 'development' | 'none' }) => import('webpack').Configuration}
 */
function createAppConfig(app) {
  return (_env, argv) => {
    const production = (argv.mode ?? 'production') === 'production';
    const isHost = app.kind === 'host';
    const appPackage = require(path.join(app.dirname, 'package.json'));
    const shared = sharedFor(appPackage.dependencies?.['@beantrail/mf-shared'] ?? majorRange(MF_SHARED_VERSION));
    const minimizer = production ? swcMinimizer() : undefined;
    // `output.clean` only empties dist: drop the previous build's maps too.
    if (production) fs.rmSync(path.join(app.dirname, SOURCE_MAP_DIR), { recursive: true, force: true });
    /** @type {import('webpack').Configuration} */
    const config = {
      name: app.name,
      mode: production ? 'production' : 'development',
      context: app.dirname,
      entry: { main: path.join(app.dirname, 'src/main.ts') },
      // A production build's maps go beside dist, not in it, with no
      // sourceMappingURL comment — kept for reading stack traces, never published with the app.
      // Development (`npm run dev`) writes them into dist, served only with SOURCE_MAPS=1; not eval
      // maps, which the Content-Security-Policy (no 'unsafe-eval') would block.
      devtool: production ? 'hidden-source-map' : 'cheap-module-source-map',
      output: {
        path: path.join(app.dirname, 'dist'),
        ...(production ? { sourceMapFilename: `../${SOURCE_MAP_DIR}/[file].map` } : {}),
        publicPath: isHost ? '/' : 'auto',
        filename: production ? hashedEntryFilename : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: app.name,
        // The page-actions build writes into the host's dist after it (production runs it after each
        // host build); in watch mode it is not rebuilt with the host, so its file is kept.
        clean: production || !isHost ? true : { keep: /^page-actions\.js$/ },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        alias: {
          '@beantrail/contracts$': path.join(workspaceRoot, 'mf-shared/contracts/src/index.ts'),
          '@beantrail/mf-shared$': path.join(workspaceRoot, 'mf-shared/src/index.ts'),
          '@beantrail/mf-shared/core$': path.join(workspaceRoot, 'mf-shared/src/core.ts'),
          '@beantrail/mf-shared/pure$': path.join(workspaceRoot, 'mf-shared/src/pure.ts'),
          '@beantrail/mf-shared/account$': path.join(workspaceRoot, 'mf-shared/src/account.ts'),
          '@beantrail/mf-shared/page-actions$': path.join(workspaceRoot, 'mf-shared/src/page-actions/index.ts'),
          ...UNSHARED,
          // React Router 7's package exports name only its development build (warnings and
          // invariant texts included); a production build takes the one it also ships.
          ...(production
            ? {
                'react-router$': path.join(reactRouterDist, 'production/index.mjs'),
              }
            : {}),
        },
      },
      module: {
        rules: [
          // Emotion imports it bare (`import 'hoist-non-react-statics'`) beside withTheme, which
          // nothing here uses; the package does not say it is free of side effects, which it is,
          // so webpack kept it on every page (0.9 KB gzip).
          { test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false },
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  target: 'es2020',
                  transform: { react: { runtime: 'automatic', development: !production } },
                },
              },
            },
          },
        ],
      },
      optimization: {
        // Short numeric ids: named ids put every chunk's long name into the runtime's file-name map
        // and each chunk's header (a lazy chunk keeps its webpackChunkName in its file name).
        chunkIds: 'deterministic',
        moduleIds: 'deterministic',
        minimize: production,
        ...(minimizer ? { minimizer: [minimizer] } : {}),
        splitChunks: {
          cacheGroups: {
            // Libraries every page of the application runs: one chunk, where each shared module had
            // its own small one (a file's gzip does not reach across files).
            framework: {
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|history|i18next|react-i18next|@tanstack[\\/](query-core|react-query)|zustand|use-sync-external-store)[\\/]/,
              chunks: 'async',
              enforce: true,
              name: 'framework',
            },
            // What every MUI component is built on (styled, the theme, emotion, utilities) and the
            // components every area page draws (header, tool bar, a list, status screens): one chunk,
            // not a copy of each small module in every component's chunk. Form-only
            // components stay in chunks of their own, loaded with a record's form.
            muiBase: {
              test: /[\\/]node_modules[\\/](@mui[\\/](system|utils|styled-engine|private-theming|material[\\/](styles|utils|transitions|DefaultPropsProvider|zero-styled|className|colors|internal[\\/]svg-icons|SvgIcon|ButtonBase|Button|ButtonGroup|IconButton|Typography|Paper|Box|Stack|Container|AppBar|Toolbar|Alert|Skeleton|CircularProgress|Collapse|List|ListItem|ListItemButton|ListItemText|InputBase|Input|OutlinedInput|FormControl|InputLabel|NativeSelect|TextareaAutosize|Table|TableBody|TableCell|TableContainer|TableHead|TableRow|useMediaQuery|CssBaseline|GlobalStyles|useLazyRipple))|@emotion|stylis|hoist-non-react-statics|clsx|react-is|prop-types|@babel[\\/]runtime)[\\/]/,
              chunks: 'async',
              enforce: true,
              name: 'mui-base',
            },
            // The components a record's form draws and no list page does (selects, autocompletes,
            // the pop-ups under them, switches, chips, sliders, Popper.js): one chunk, fetched with
            // the first form; the dialog and its modal base are `mui-dialog`. Each in its own chunk, a form page opened cold from a QR
            // or note link loaded ~70 files, most under 3 KB (a file's gzip does not reach across
            // files). Modules a list page loads (selectClasses, FormLabel, FormHelperText,
            // LinearProgress, the transition base) stay out: they would pull the whole chunk
            // onto every list page. docs/PERFORMANCE.md "Deep links".
            muiForm: {
              test: MUI_FORM,
              chunks: 'async',
              enforce: true,
              name: 'mui-form',
            },
            muiDialog: { test: MUI_DIALOG, chunks: 'async', enforce: true, name: 'mui-dialog' },
            // Any other MUI module needed by two chunks (the shell's tool bar and the areas' barrel
            // both use NativeSelect and Input): below webpack's 20 KB minimum it was copied into
            // both, and an area's page loaded it twice (the bench's second copy of @mui/material).
            muiShared: {
              test: /[\\/]node_modules[\\/]@mui[\\/]material[\\/]/,
              chunks: 'async',
              minChunks: 2,
              minSize: 0,
              priority: -5,
              reuseExistingChunk: true,
            },
            // The same for the contracts: the shell's core and the full library are two shared
            // modules, and below 20 KB the message catalogue went into both (loaded twice).
            contractsShared: {
              test: /[\\/]mf-shared[\\/]contracts[\\/]/,
              chunks: 'async',
              minChunks: 2,
              minSize: 0,
              priority: -5,
              reuseExistingChunk: true,
            },
          },
        },
      },
      performance: { hints: false },
      plugins: [
        new ModuleFederationPlugin({
          name: app.name,
          ...(isHost
            ? { remotes: {} }
            : { filename: 'remoteEntry.js', exposes: { './Module': path.join(app.dirname, 'src/module.tsx') } }),
          // A remote carries no copy of its own (`import: false`): it always takes the shell's.
          // With a fallback, a library the shell had not loaded yet (the full mf-shared, the MUI
          // barrel: the shell's first page does not need them) went to the remote's own copy under
          // 'loaded-first', with its own stores and contexts.
          shared: isHost
            ? shared
            : Object.fromEntries(
                Object.entries(shared).map(([k, v]) => [k, { ...v, import: /** @type {false} */ (false) }]),
              ),
          shareStrategy: 'loaded-first',
          // Only browsers run these builds: the runtime leaves out its Node code. /remotes.json names
          // each remote by its remoteEntry.js, so the runtime needs no manifest snapshots: without
          // the snapshot plugin the shell and each remote entry are ~3 KB lighter, and an area
          // loads without first fetching its mf-manifest.json (one round trip). Tried and
          // not kept: remotes taking the shell's runtime through externalRuntime /
          // provideExternalRuntime — the injected runtime was a second build of runtime-core, and
          // the shell grew by more than each remote entry shrank.
          experiments: { optimization: { target: 'web', disableSnapshot: true } },
          // No mf-manifest.json: /remotes.json names each remote entry itself (above).
          manifest: false,
          dts: false,
        }),
        ...(isHost
          ? [new HtmlWebpackPlugin({ template: path.join(app.dirname, 'src/index.html'), chunks: ['main'] })]
          : []),
        ...(production ? precompress() : []),
      ],
      devServer: {
        port: app.port,
        historyApiFallback: isHost,
        headers: { 'Access-Control-Allow-Origin': '*' },
        // The pages the server renders (the intro, a lot's story, sign-in) come from the backend
        // too; /user/signin/google (where Google sends the browser back) is the shell's own.
        proxy: isHost
          ? [
              {
                context: (/** @type {string} */ pathname) =>
                  /^\/(api|remotes)(\/|\.json$|$)/.test(pathname) ||
                  /^(\/en|\/kr)?\/(info\/intro|info\/beannote\/|cafe\/coffeebean\/bean(info|detail)\/|(user|setting)\/signin\/?$)/.test(
                    pathname,
                  ),
                target: process.env.BACKEND_URL || 'http://localhost:8080',
              },
            ]
          : undefined,
      },
      stats: 'errors-warnings',
    };
    return isHost ? [config, pageActionsConfig(config, production)] : config;
  };
}

/**
 * The script of the pages the server renders (the intro's copy and save-image buttons): a second,
 * plain build into the host's dist, after it (the host's build empties dist first). Not an entry
 * of the host's build: the federation plugin puts its runtime into every entry (124 KB for 3).
 * @param {import('webpack').Configuration} host
 * @param {boolean} production
 * @returns {import('webpack').Configuration}
 */
function pageActionsConfig(host, production) {
  return {
    name: 'page-actions',
    dependencies: [String(host.name)],
    mode: host.mode,
    context: host.context,
    entry: { 'page-actions': path.join(String(host.context), 'src/page-actions.ts') },
    devtool: host.devtool,
    output: { ...host.output, filename: production ? '[name].[contenthash:8].js' : '[name].js', clean: false },
    resolve: host.resolve,
    module: host.module,
    optimization: {
      minimize: production,
      ...(host.optimization?.minimizer ? { minimizer: host.optimization.minimizer } : {}),
    },
    performance: { hints: false },
    plugins: production ? precompress() : [],
    stats: 'errors-warnings',
  };
}

module.exports = { createAppConfig, SHARED, SOURCE_MAP_DIR };
