// @ts-check
/**
 * The federation share scope of every app (docs/FRONTEND.md "Shared singletons"): which libraries
 * exist once in the page, at which versions, and which of them a module of ours serves.
 */
const path = require('node:path');

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

module.exports = { SHARED, UNSHARED, MF_SHARED_VERSION, majorRange, sharedFor, workspaceRoot };
