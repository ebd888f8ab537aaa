import fs from 'node:fs';
import path from 'node:path';
import * as reactI18next from './react-i18next';
import * as reactQuery from './react-query';
import * as reactRouterDom from './react-router-dom';

// The share scope serves these curated modules in place of the real barrels
// (mf-shared/build/shared-scope.js). A name the product imports but the module lacks would be
// `undefined` at run time in the browser, so every import in the apps' sources is checked here;
// a name no longer imported is dead weight on every first load and is flagged too.
const root = path.resolve(__dirname, '../../..');
const APPS = ['shell', 'mf-shared', 'mf-roaster', 'mf-cafe', 'mf-user', 'mf-admin', 'mf-public'];

function sources(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    // src/testing holds the specs' helpers (a router in memory for hooks): never in a build.
    if (e.isDirectory()) return e.name === 'node_modules' || e.name === 'testing' ? [] : sources(full);
    return /\.tsx?$/.test(e.name) && !/\.spec\.tsx?$/.test(e.name) ? [full] : [];
  });
}

/** The value names imported from `pkg` (the exact specifier), type-only imports left out. */
function importedNames(pkg: string): Set<string> {
  const names = new Set<string>();
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*'${pkg.replace('/', '\\/')}'`, 'g');
  for (const file of APPS.flatMap((app) => sources(path.join(root, app, 'src')))) {
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(pattern)) {
      if (m[1]) continue;
      for (const part of m[2].split(',')) {
        const name = part.trim();
        if (name && !name.startsWith('type ')) names.add(name.split(/\s+as\s+/)[0]);
      }
    }
  }
  return names;
}

describe.each([
  ['react-router-dom', reactRouterDom],
  ['react-i18next', reactI18next],
  ['@tanstack/react-query', reactQuery],
] as const)('the curated %s the share scope serves', (pkg, curated) => {
  const used = importedNames(pkg);

  it('is imported somewhere (the scan finds the sources)', () => {
    expect(used.size).toBeGreaterThan(2);
  });

  it('exports every name the apps import from it, each defined', () => {
    const missing = [...used].filter((name) => (curated as Record<string, unknown>)[name] === undefined);
    expect(missing).toEqual([]);
  });

  it('exports nothing the apps no longer import', () => {
    expect(Object.keys(curated).filter((name) => !used.has(name))).toEqual([]);
  });
});

// MUI is shared by each component's path (mf-shared/build/mui-shared.js). An area importing a path
// that is not shared would bundle its own copy of it and of MUI's base (a second theme, the bench's
// second @mui/material); a shared path no app imports is a share-scope entry for nothing.
describe('the MUI paths the share scope serves', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const shared: string[] = require('../../build/mui-shared.js');
  const AREAS = ['mf-roaster', 'mf-cafe', 'mf-user', 'mf-admin', 'mf-public'];
  const importsIn = (apps: string[]) =>
    new Set(
      apps
        .flatMap((app) => sources(path.join(root, app, 'src')))
        .flatMap((file) =>
          [
            ...fs.readFileSync(file, 'utf8').matchAll(/^import\s+(?!type\s)[^;]*?from\s+'(@mui\/material\/[^']+)'/gm),
          ].map((m) => m[1]),
        ),
    );

  it('serves every MUI path an area imports', () => {
    const used = importsIn(AREAS);
    expect(used.size).toBeGreaterThan(10);
    expect([...used].filter((p) => !shared.includes(p))).toEqual([]);
  });

  it("serves only what the shell's build holds: each path is imported by the shell or the library, so the shell provides it", () => {
    // A path only an area imports is in the share table with no module behind it: the area's
    // page fails at run time with "Can not get '@mui/material/…'" (remotes carry no copy).
    const provided = importsIn(['shell', 'mf-shared']);
    expect(shared.filter((p) => p !== '@mui/material/SvgIcon' && !provided.has(p))).toEqual([]);
  });

  it('serves nothing no app imports (icons draw with SvgIcon)', () => {
    const used = importsIn(APPS);
    expect(shared.filter((p) => p !== '@mui/material/SvgIcon' && !used.has(p))).toEqual([]);
  });

  it('leaves the barrel unimported, so no page loads MUI whole', () => {
    const barrel = APPS.flatMap((app) => sources(path.join(root, app, 'src'))).filter((file) =>
      /^import\s+(?!type\s)[^;]*?from\s+'@mui\/material'/m.test(fs.readFileSync(file, 'utf8')),
    );
    expect(barrel).toEqual([]);
  });
});

// React-dom, emotion, i18next, final-form and zustand are not shared (mf-shared/build/shared-scope.js):
// only the shell's build uses them. An area importing one would bundle a second copy of it (a
// second react-dom, a second emotion cache with its own style order, another i18next). Type-only
// imports are fine.
describe('the libraries only the shell bundles', () => {
  const AREAS = ['mf-roaster', 'mf-cafe', 'mf-user', 'mf-admin', 'mf-public'];
  const SHELL_ONLY =
    /^import\s+(?!type\s)[^;]*?from\s+'(react-dom(\/[^']*)?|@emotion\/[^']+|i18next|final-form|zustand(\/[^']*)?)'/m;

  it('the scan sees a value import of one of them (in the shell)', () => {
    expect(sources(path.join(root, 'shell/src')).some((file) => SHELL_ONLY.test(fs.readFileSync(file, 'utf8')))).toBe(
      true,
    );
  });

  it('no area imports one', () => {
    const files = AREAS.flatMap((app) => sources(path.join(root, app, 'src'))).filter((file) =>
      SHELL_ONLY.test(fs.readFileSync(file, 'utf8')),
    );
    expect(files.map((f) => path.relative(root, f))).toEqual([]);
  });
});
