import { describe, expect, it } from '@jest/globals';
import {
  CAFE_PAGES,
  CAFE_VIEWS,
  cafeCreatePage,
  cafeRoasterPage,
  cafeRoasterRegisterPage,
  EVENT_PAGES,
  type PageDecl,
  PROFILE_PAGES,
  STAFF_PAGES,
} from '@beantrail/contracts';
import { missingEntityLabels } from '@beantrail/mf-shared/pure';
import { entityTexts } from './entity-texts';
import { translations } from './translations';

const pages = [
  ...Object.values(CAFE_PAGES),
  ...Object.values(CAFE_VIEWS),
  cafeCreatePage,
  STAFF_PAGES.cafeUser,
  STAFF_PAGES.cafeUserSignUp,
  STAFF_PAGES.cafeUserEtc,
  EVENT_PAGES.cafe,
  cafeRoasterPage,
  cafeRoasterRegisterPage,
  PROFILE_PAGES.cafeUserInfo,
] as readonly PageDecl[];

describe('cafe entity texts (spec 002 §3, GUIDE §1: labels never live in declarations)', () => {
  it.each(['kr', 'en'] as const)(
    'spec 002 §3: every title, section and field of the cafe bean pages has a %s label',
    (locale) => {
      expect(missingEntityLabels(pages, entityTexts(locale))).toEqual([]);
    },
  );

  it('the supplier registration texts (002 §2.5) exist in both languages with the same keys', () => {
    expect(Object.keys(translations.kr.supplier).sort()).toEqual(Object.keys(translations.en.supplier).sort());
    expect(translations.en.supplier.lead).toContain('{{roastery}}');
  });

  it('the QR registration texts exist in both languages with the same keys', () => {
    const keys = (o: unknown): string[] =>
      o && typeof o === 'object'
        ? Object.entries(o).flatMap(([k, v]) => (typeof v === 'string' ? [k] : keys(v).map((x) => `${k}.${x}`)))
        : [];
    expect(keys(translations.kr.qr).sort()).toEqual(keys(translations.en.qr).sort());
    expect(keys(translations.kr.qr)).toEqual(
      expect.arrayContaining([
        'reload',
        'register',
        'default.lead',
        'default.reload_lead',
        'received.lead',
        'received.before',
      ]),
    );
    expect(translations.kr.qr.received.lead).not.toEqual(translations.en.qr.received.lead);
  });
});
