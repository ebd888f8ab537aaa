import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A STATIC_ROOT holding what the pages the server renders need of the shell's build: its index and
 * the page-actions script (`/page-actions.0a1b2c3d.js`, mf-shared/build/page-actions-config.js).
 */
export function fakeShellBuild(prefix: string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.mkdirSync(path.join(root, 'shell/dist'), { recursive: true });
  fs.writeFileSync(path.join(root, 'shell/dist/index.html'), '<!doctype html><title>shell</title>');
  fs.writeFileSync(path.join(root, 'shell/dist/page-actions.0a1b2c3d.js'), 'void 0');
  return root;
}
