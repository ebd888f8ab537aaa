import { ALL_PAGES } from './all-pages';
import { pageFields } from './fields';
import { saveChecks } from './validate';
import { cafeBrewingResultPage } from './cafe';
import { userCupnotePage } from './user';

/**
 * Scores start unset on every page (roaster QC notes 001, cafe and user notes and brews 002): an
 * untouched form must not save a perfect cup, and a drinker's sliders must not start at a score.
 */
describe('scores start unset', () => {
  const scores = ALL_PAGES.flatMap((page) =>
    pageFields(page)
      .filter((f) => f.widget === 'slider' || f.widget === 'rating')
      .map((f) => ({ page: page.id, field: f.name, default: f.default })),
  );

  it('no slider or rating declares a default', () => {
    expect(scores.length).toBeGreaterThan(10);
    expect(scores.filter((s) => s.default !== undefined)).toEqual([]);
  });

  it('a required score left unset is refused, naming the field', () => {
    const note = { cupnote_name_locale: '하우스 블렌드', cupnote_place: 'HOME', cupnote_date: '2026-11-28' };
    expect(saveChecks(userCupnotePage, note, { mode: 'write', locale: 'kr' })).toEqual([
      expect.objectContaining({ key: 'field_required', field: 'cupnote_satis' }),
    ]);
    expect(saveChecks(userCupnotePage, { ...note, cupnote_satis: 0 }, { mode: 'write', locale: 'kr' })).toEqual([]);
    const brew = saveChecks(cafeBrewingResultPage, {}, { mode: 'write', locale: 'en' });
    expect(brew).toContainEqual(expect.objectContaining({ key: 'field_required', field: 'brewing_satis' }));
  });
});
