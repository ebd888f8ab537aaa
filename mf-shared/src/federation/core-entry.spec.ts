import fs from 'node:fs';
import path from 'node:path';
import { reach } from './import-graph';

// Docs/FRONTEND.md "What the first page loads": `@beantrail/mf-shared/core` is what the
// shell's first page loads of mf-shared. Everything it reaches is followed here through relative
// imports; none of it may pull in the page engine's or the charts' React parts, nor the MUI barrel
// (every component the areas use), or the sign-in page carries them again.
const src = path.resolve(__dirname, '..');

describe('the core entry of mf-shared', () => {
  const reached = reach(path.join(src, 'core.ts'));
  const rel = [...reached.keys()].map((f) => path.relative(src, f));

  it('reaches the session, API client and account pieces (the scan follows imports)', () => {
    expect(rel).toEqual(
      expect.arrayContaining(['api/api-client.ts', 'auth/auth-store.ts', 'auth/return-path.ts', 'i18n/i18n.ts']),
    );
  });

  it('leaves out the sign-in form and getting an account: a QR link’s panel and the shell’s sign-up and Google pages load them', () => {
    expect(rel.filter((f) => f.startsWith('account/'))).toEqual([]);
    expect(rel).not.toContain('ui/outlined-field.tsx');
  });

  it('reaches no component of the page engine or the charts', () => {
    expect(rel.filter((f) => /^(engine|charts)\//.test(f) && f.endsWith('.tsx'))).toEqual([]);
    expect(
      rel.filter((f) => /^area\/(area-layout|area-gate|landing|event-form-page|create-organisation-page)/.test(f)),
    ).toEqual([]);
  });

  it('imports MUI by path, never the barrel', () => {
    const barrel = [...reached]
      .filter(([, specs]) => specs.includes('@mui/material'))
      .map(([f]) => path.relative(src, f));
    expect(barrel).toEqual([]);
  });

  it('is re-exported whole by the full library, so the areas see the same modules', () => {
    expect(fs.readFileSync(path.join(src, 'index.ts'), 'utf8')).toMatch(/^export \* from '\.\/core';$/m);
  });
});
