import { GREENBEAN_FIELDS, GREENBEAN_SECTIONS, GREENBEAN_YEAR_FIELDS, type LabelPair, type LabelPairs } from '@beantrail/mf-shared';

/**
 * Labels of the administrator's green-bean pages (spec 001 §3 SettingGreenbeanDefault /
 * SettingGreenbeanYear; keys `entity.<page>.…`, GUIDE §1). The bean's field labels are shared with
 * the roaster's green-bean pages through mf-shared.
 */
const AUDIT: LabelPairs = {
  rgst_user: ['등록자 번호', 'Registered by (user no.)'],
  rgst_by: ['등록자', 'Registered by'],
  rgst_at: ['등록일시', 'Registered at'],
  edit_user: ['수정자 번호', 'Edited by (user no.)'],
  edit_by: ['수정자', 'Edited by'],
  edit_at: ['수정일시', 'Edited at'],
};

const SECTIONS: LabelPairs = { ...GREENBEAN_SECTIONS, audit: ['등록 / 수정 기록', 'Record history'] };

const PAGES: Record<string, { title: LabelPair; fields: LabelPairs }> = {
  greenbeanDefaultAdmin: {
    title: ['생두 기본값', 'Green bean defaults'],
    fields: { greenbean_default_seq: ['번호', 'No.'], ...GREENBEAN_FIELDS },
  },
  greenbeanYearAdmin: {
    title: ['연도별 생두', 'Green beans by year'],
    fields: { greenbean_default_seq: ['생두', 'Green bean'], ...GREENBEAN_FIELDS, ...GREENBEAN_YEAR_FIELDS },
  },
};

type Tree = { [key: string]: string | Tree };

function pick(pairs: LabelPairs, i: 0 | 1): Record<string, string> {
  return Object.fromEntries(Object.entries(pairs).map(([k, v]) => [k, v[i]]));
}

/** The `entity` subtree of the two green-bean pages in one language. */
export function greenbeanEntityTexts(locale: 'kr' | 'en'): Tree {
  const i = locale === 'kr' ? 0 : 1;
  const out: Tree = {};
  for (const [id, page] of Object.entries(PAGES)) {
    out[id] = { title: page.title[i], field: { ...pick(page.fields, i), ...pick(AUDIT, i) }, section: pick(SECTIONS, i), option: {}, tooltip: {} };
  }
  return out;
}
