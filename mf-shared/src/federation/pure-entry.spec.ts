import path from 'node:path';
import { reach } from './import-graph';

// `@beantrail/mf-shared/pure` is not shared; each app bundles what it imports of it.
// That is safe only while nothing it reaches holds state that must exist once in the page (the
// i18next instance, the session and preference stores, the API client's language) or draws with MUI
// (a second copy of MUI's theme in an area). A label module that started importing one of those
// would fail here, not as a second store in the browser.
const src = path.resolve(__dirname, '..');

describe('the pure entry of mf-shared', () => {
  const reached = reach(path.join(src, 'pure.ts'));
  const rel = [...reached.keys()].map((f) => path.relative(src, f));

  it('reaches the pages’ labels and the domain’s arithmetic (the scan follows imports)', () => {
    expect(rel).toEqual(
      expect.arrayContaining([
        'i18n/entity-labels.ts',
        'i18n/qc-labels.ts',
        'charts/brewing-calc.ts',
        'charts/cupping.ts',
      ]),
    );
  });

  it('imports only the contracts, React and react-i18next’s hooks (both shared singletons)', () => {
    const bare = new Set([...reached.values()].flat());
    expect([...bare].filter((s) => !['@beantrail/contracts', 'react', 'react-i18next'].includes(s))).toEqual([]);
  });

  it('reaches no component and nothing of core’s state', () => {
    expect(rel.filter((f) => f.endsWith('.tsx'))).toEqual([]);
    expect(rel.filter((f) => /^(auth|prefs|api|account|area|engine|ui)\/|^i18n\/i18n\.ts$/.test(f))).toEqual([]);
  });

  // The engine's own uses stay (the list's CSV file name is timestamp-name's); the labels and the
  // arithmetic only the areas use must not come back.
  it('is not re-exported by the shared full library, which would carry it whole again', () => {
    const full = reach(path.join(src, 'index.ts'));
    const overlap = [...full.keys()]
      .map((f) => path.relative(src, f))
      .filter(
        (f) =>
          /^i18n\/(?!i18n|menu-text|missing-key)/.test(f) ||
          /^charts\/(brewing-calc|cupping|roast-form|development|charts-text)\.ts$/.test(f),
      );
    expect(overlap).toEqual([]);
  });
});
