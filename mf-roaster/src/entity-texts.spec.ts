import { describe, expect, it } from '@jest/globals';
import {
  PROFILE_PAGES,
  PROFILE_STAGES,
  QC_PAGES,
  ROASTER_PAGES,
  roasterCreatePage,
  EVENT_PAGES,
  ROASTER_CAFE_PAGES,
  STAFF_PAGES,
  STAGE_PARTS,
  type PageDecl,
} from '@beantrail/contracts';
import { missingEntityLabels } from '@beantrail/mf-shared/pure';
import { entityTexts } from './entity-texts';
import { profileTexts } from './profile/profile-texts';

type Tree = ReturnType<typeof entityTexts>;

function lookup(tree: Tree, path: string[]): unknown {
  return path.reduce<unknown>(
    (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
    tree,
  );
}

const pages = [
  ...Object.values(ROASTER_PAGES),
  roasterCreatePage,
  STAFF_PAGES.roasterUser,
  STAFF_PAGES.roasterUserSignUp,
  STAFF_PAGES.roasterUserEtc,
  EVENT_PAGES.roaster,
  ...Object.values(ROASTER_CAFE_PAGES),
  ...Object.values(QC_PAGES),
  PROFILE_PAGES.roasterUserInfo,
] as readonly PageDecl[];

describe('roaster entity texts (spec 001 §3–§5, GUIDE §1: labels never live in declarations)', () => {
  it.each(['kr', 'en'] as const)(
    'spec 001 §3: every title, section, field and sublist of the roaster pages has a %s label',
    (locale) => {
      expect(missingEntityLabels(pages, entityTexts(locale))).toEqual([]);
    },
  );

  it('spec 001 §2: the kr and en titles differ on every roaster page', () => {
    const kr = entityTexts('kr');
    const en = entityTexts('en');
    for (const page of pages) expect(lookup(kr, [page.id, 'title'])).not.toEqual(lookup(en, [page.id, 'title']));
  });

  it('spec 001 §3: the 20 profile stages × 6 readings get 120 distinct labels in each language', () => {
    for (const locale of ['kr', 'en'] as const) {
      const fields = lookup(entityTexts(locale), ['roastingResult', 'field']) as Record<string, string>;
      const labels = PROFILE_STAGES.flatMap((stage) => STAGE_PARTS.map((part) => fields[`${stage}_${part}`]));
      expect(new Set(labels).size).toBe(PROFILE_STAGES.length * STAGE_PARTS.length);
    }
    expect(lookup(entityTexts('kr'), ['roastingDefault', 'field', 'roasting_first_start_bean'])).toBe(
      '1차 크랙 시작 원두 °C',
    );
  });

  it('001 §3: the QC brewing record names each of the ten steps’ four readings apart, in both languages', () => {
    for (const locale of ['kr', 'en'] as const) {
      const fields = lookup(entityTexts(locale), ['qcBlendingResult', 'field']) as Record<string, string>;
      const steps = Object.keys(fields).filter((k) => /^brewing_(step\d|end)_/.test(k));
      expect(steps).toHaveLength(40);
      expect(new Set(steps.map((k) => fields[k])).size).toBe(40);
    }
  });

  it('the profile section names every stage and reading in both languages', () => {
    for (const locale of ['kr', 'en'] as const) {
      const texts = profileTexts(locale);
      for (const stage of PROFILE_STAGES) expect(texts.stage[stage]).toEqual(expect.any(String));
      for (const part of STAGE_PARTS) expect(texts.part[part]).toEqual(expect.any(String));
    }
    expect((profileTexts('en') as Record<string, unknown>).upload).toBe('Import roast log');
  });
});
