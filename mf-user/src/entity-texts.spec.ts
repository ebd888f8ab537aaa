import { describe, expect, it } from '@jest/globals';
import { type PageDecl, PROFILE_PAGES, SIGNUP_PAGES, USER_PAGES } from '@beantrail/contracts';
import { missingEntityLabels, type TextTree } from '@beantrail/mf-shared/pure';
import { entityTexts } from './entity-texts';
import { translations } from './translations';
import { COFFEENOTE_ROUTE, USER_PAGE_ROUTES } from './user-pages';

const pages = Object.values(USER_PAGES) as readonly PageDecl[];
// The sign-up forms are mounted by their own page (signup/signup-page.tsx), under /user/link.
const labelled = [...pages, ...Object.values(SIGNUP_PAGES), PROFILE_PAGES.userBasicInfo] as readonly PageDecl[];

describe('user entity texts (spec 002 §2.4, §3; GUIDE §1: labels never live in declarations)', () => {
  it.each(['kr', 'en'] as const)('every title, section and field of the user pages has a %s label', (locale) => {
    expect(missingEntityLabels(labelled, entityTexts(locale))).toEqual([]);
  });

  it('the sign-up texts (002 §2.4) exist in both languages with the same keys', () => {
    expect(Object.keys(translations.kr.signup).sort()).toEqual(Object.keys(translations.en.signup).sort());
    expect(translations.kr.signup.lead).toContain('{{org}}');
    expect(translations.en.signup.lead).toContain('{{org}}');
  });

  it('the two languages differ where a drinker reads them', () => {
    const roastDate = (locale: 'kr' | 'en') =>
      ((entityTexts(locale).userBrewingResult as TextTree).field as TextTree).blending_result_date;
    expect(roastDate('kr')).not.toEqual(roastDate('en'));
  });

  it('every user page is mounted once, at the menu paths of 002 §2.4', () => {
    const mounted = [...USER_PAGE_ROUTES, COFFEENOTE_ROUTE];
    expect(mounted.map((r) => r.page).sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      [...pages].sort((a, b) => a.id.localeCompare(b.id)),
    );
    expect(mounted.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        'usernote/brewingdefault',
        'usernote/brewingresult',
        'usernote/coffeenote',
        'item/equip',
      ]),
    );
  });
});
