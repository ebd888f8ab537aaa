import { describe, expect, it } from '@jest/globals';
import {
  blendingDefaultPage,
  blendingResultPage,
  type PageDecl,
  pageSublists,
  type SublistDecl,
} from '@beantrail/contracts';
import { rowDependents, sublistColumns } from './sublist-columns';

const rowsOf = (page: PageDecl): SublistDecl => pageSublists(page)[0];
const shown = (sub: SublistDecl) => sub.fields.filter((f) => f.widget !== 'hidden');

describe('sublist rows share one column template (repeating rows line up)', () => {
  it('a lot row: recipe and roast span two columns each; six columns, so recipe, year, roast and mass fill the first line', () => {
    const fields = shown(rowsOf(blendingResultPage));
    const { columns, wide } = sublistColumns(fields);
    expect(columns).toBe(6);
    expect(fields.filter(wide).map((f) => f.name)).toEqual(['roasting_seq', 'roasting_result_seq']);
    expect(fields.slice(0, 4).reduce((n, f) => n + (wide(f) ? 2 : 1), 0)).toBe(6);
  });

  it('a blend row: the recipe (two) and three numbers make five columns, never more than the fields need', () => {
    expect(sublistColumns(shown(rowsOf(blendingDefaultPage))).columns).toBe(5);
  });

  it("a lot row's recipe and year narrow its roast picker, so changing either clears the roast", () => {
    const deps = rowDependents(rowsOf(blendingResultPage));
    expect(deps.get('roasting_seq')).toEqual(['roasting_result_seq']);
    expect(deps.get('roasting_result_year')).toEqual(['roasting_result_seq']);
  });
});
