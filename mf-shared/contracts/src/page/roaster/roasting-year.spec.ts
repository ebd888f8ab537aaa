import { saveChecks } from '../validate';
import { roastingResultPage } from './roasting';

// 001 §5: a roast is filed under its date's year (the lot's roast picker lists by year). A roast
// imported from a 2021 log and then dated today was saved under 2021.
describe("a roast's year follows its date", () => {
  const follow = roastingResultPage.follow!;

  it('on a new roast, a date picked, typed or imported sets the year; on edit nothing moves', () => {
    expect(
      follow(
        new Set(['roasting_result_date']),
        { roasting_result_date: '2021-02-09', roasting_result_year: 2026 },
        'write',
      ),
    ).toEqual({ roasting_result_year: 2021 });
    expect(
      follow(
        new Set(['roasting_result_date']),
        { roasting_result_date: '2026-11', roasting_result_year: 2021 },
        'write',
      ),
    ).toEqual({});
    expect(
      follow(
        new Set(['roasting_result_memo']),
        { roasting_result_date: '2021-02-09', roasting_result_year: 2026 },
        'write',
      ),
    ).toEqual({});
    expect(
      follow(
        new Set(['roasting_result_date']),
        { roasting_result_date: '2021-02-09', roasting_result_year: 2026 },
        'edit',
      ),
    ).toEqual({});
  });

  it("a year that is not the date's is field_year_date, naming the year, with the date's year as the bound", () => {
    const errors = saveChecks(
      roastingResultPage,
      { roasting_result_year: 2021, roasting_result_date: '2026-11-26' },
      { mode: 'write', locale: 'kr' },
    );
    expect(errors.find((e) => e.field === 'roasting_result_year')).toEqual({
      key: 'field_year_date',
      field: 'roasting_result_year',
      value: 2021,
      limit: 2026,
    });
    const agreed = saveChecks(
      roastingResultPage,
      { roasting_result_year: 2026, roasting_result_date: '2026-11-26' },
      { mode: 'write', locale: 'kr' },
    );
    expect(agreed.some((e) => e.key === 'field_year_date')).toBe(false);
  });
});
