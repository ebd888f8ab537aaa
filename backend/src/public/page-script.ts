import fs from 'node:fs';
import path from 'node:path';

const PAGE_ACTIONS = /^page-actions(\.[0-9a-f]{8})?\.js$/;

/**
 * Where the shell's build put the script of the pages the server renders (`page-actions.<hash>.js`,
 * mf-shared/build/page-actions-config.js): found once; null without a build (API tests), asked again later.
 */
export function pageScriptFinder(staticRoot: string): () => string | null {
  let found: string | null = null;
  return () => {
    if (found) return found;
    const dir = path.join(staticRoot, 'shell/dist');
    const file = fs.existsSync(dir) ? fs.readdirSync(dir).find((f) => PAGE_ACTIONS.test(f)) : undefined;
    found = file ? `/${file}` : null;
    return found;
  };
}
