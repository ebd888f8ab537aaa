import path from 'node:path';
import { reach } from '../../federation/import-graph';

// Docs/FRONTEND.md "What the first page loads": an area's first page is most often a list
// (000 §4). The full library is loaded whole with it, so the detail form (000 §5: final-form, the
// widgets of 000 §2 and the MUI parts only they use, the built-in sections) must be reached only
// through detail/lazy-detail.tsx's dynamic import, and an area's own form section must be lazy too.
const src = path.resolve(__dirname, '../..');
const root = path.resolve(src, '../..');
const rel = (files: Iterable<string>) => [...files].map((f) => path.relative(root, f));

describe('the detail form loads when first drawn, not with a list', () => {
  const reached = reach(path.join(src, 'index.ts'));

  it('the full library reaches the list view and the lazy detail (the scan follows imports)', () => {
    expect(rel(reached.keys())).toEqual(
      expect.arrayContaining([
        'mf-shared/src/engine/list/entity-list-view.tsx',
        'mf-shared/src/engine/detail/lazy-detail.tsx',
        'mf-shared/src/engine/entity-page.tsx',
      ]),
    );
  });

  it('does not reach the detail form, the widgets or the built-in sections', () => {
    const form = rel(reached.keys()).filter((f) =>
      /engine\/(detail\/(entity-detail-view|use-detail-form|use-detail-clipboard|detail-form-effects|fields-preview|detail-setup|detail-fields|sublist-editor)|widgets\/(default-widgets|choice-widgets|select-widget|text-widgets|text-box|use-text-box|media-widgets|date-widgets)|sections\/builtin)\.tsx?$/.test(
        f,
      ),
    );
    expect(form).toEqual([]);
  });

  // TextField brings Select, Menu, Popover and Modal; Dialog and Snackbar their own modal and
  // transitions: the list uses CompactField, and the dialogs and the notice load on first use.
  // dayjs is the pickers' (a list cell's date is date-text.ts's).
  const FORM_ONLY =
    /^(react-)?final-form$|^dayjs\b|^@mui\/material\/(Autocomplete|Rating|Slider|ToggleButton|Radio|Card|TextField|Select|Menu|Popover|Modal|Dialog|Snackbar|Switch|Checkbox|Chip)\b/;

  it('does not import final-form or a form-only MUI component', () => {
    const heavy = [...reached]
      .filter(([, specs]) => specs.some((s) => FORM_ONLY.test(s)))
      .map(([f]) => path.relative(root, f));
    expect(heavy).toEqual([]);
  });

  it.each(['mf-roaster', 'mf-cafe', 'mf-user', 'mf-admin', 'mf-public'])(
    '%s: its module reaches no form code (a custom section or a side page is lazy)',
    (app) => {
      const files = reach(path.join(root, app, 'src/module.tsx'));
      const heavy = [...files]
        .filter(([, specs]) => specs.some((s) => FORM_ONLY.test(s)))
        .map(([f]) => path.relative(root, f));
      expect(heavy).toEqual([]);
    },
  );
});
