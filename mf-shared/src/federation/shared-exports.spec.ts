import fs from 'node:fs';
import path from 'node:path';
import * as muiMaterial from './mui-material';
import * as reactI18next from './react-i18next';
import * as reactQuery from './react-query';
import * as reactRouterDom from './react-router-dom';

// Issue 17: the share scope serves these curated modules in place of the real barrels
// (mf-shared/build/webpack-app.js). A name the product imports but the module lacks would be
// `undefined` at run time in the browser, so every import in the apps' sources is checked here;
// a name no longer imported is dead weight on every first load and is flagged too.
const root = path.resolve(__dirname, '../../..');
const APPS = ['shell', 'mf-shared', 'mf-roaster', 'mf-cafe', 'mf-user', 'mf-admin', 'mf-public'];

function sources(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : sources(full);
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
  ['@mui/material', muiMaterial],
  ['react-router-dom', reactRouterDom],
  ['react-i18next', reactI18next],
  ['@tanstack/react-query', reactQuery],
] as const)('the curated %s the share scope serves (issue 17)', (pkg, curated) => {
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
