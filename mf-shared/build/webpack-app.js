// @ts-check
/**
 * One webpack configuration factory for the shell and the five remotes, so every app builds the
 * same way and shares the same singletons (docs/FRONTEND.md). Each app's webpack.config.js only
 * says who it is. The share scope is shared-scope.js's, the chunks chunk-groups.js's, what is
 * written besides them build-output.js's, and the server-rendered pages' script page-actions-config.js's.
 */
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { CACHE_GROUPS } = require('./chunk-groups');
const { SOURCE_MAP_DIR, swcMinimizer, precompress, hashedEntryFilename } = require('./build-output');
const { pageActionsConfig } = require('./page-actions-config');
const { SHARED, UNSHARED, MF_SHARED_VERSION, majorRange, sharedFor, workspaceRoot } = require('./shared-scope');

const reactRouterDist = path.join(
  path.dirname(require.resolve('react-router/package.json', { paths: [workspaceRoot] })),
  'dist',
);

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
          cacheGroups: CACHE_GROUPS,
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

module.exports = { createAppConfig, SHARED, SOURCE_MAP_DIR };
