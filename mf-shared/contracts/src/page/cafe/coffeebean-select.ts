import type { FieldDecl } from '../types';

/** One of the cafe's own beans (002 §7 `/api/cafe/coffeebean/default/code`): a lot, a brew and a QC note name theirs. */
export const coffeebeanSelect = (more: Partial<FieldDecl> = {}): FieldDecl => ({
  name: 'coffeebean_seq',
  widget: 'select',
  type: 'integer',
  ...more,
  source: {
    dataUrl: '/api/cafe/coffeebean/default/code',
    valueKey: 'coffeebean_seq',
    labelKey: 'coffeebean_name',
  },
});
