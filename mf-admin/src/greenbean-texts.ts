import {
  entityTextTree,
  GREENBEAN_DEFAULT_CHOICE,
  GREENBEAN_FIELDS,
  GREENBEAN_SECTIONS,
  GREENBEAN_YEAR_FIELDS,
  type PageLabels,
  RECORD_NO,
  type TextTree,
} from '@beantrail/mf-shared/pure';

/**
 * Labels of the administrator's green-bean pages (spec 001 §3 SettingGreenbeanDefault /
 * SettingGreenbeanYear; keys `entity.<page>.…`, GUIDE §1). The bean's field labels are shared with
 * the roaster's green-bean pages through mf-shared.
 */
const PAGES: Record<string, PageLabels> = {
  greenbeanDefaultAdmin: {
    title: ['생두 목록', 'Green bean list'],
    fields: { greenbean_default_seq: RECORD_NO, ...GREENBEAN_FIELDS },
    sections: GREENBEAN_SECTIONS,
  },
  greenbeanYearAdmin: {
    title: ['연도별 생두', 'Green beans by year'],
    fields: { ...GREENBEAN_DEFAULT_CHOICE, ...GREENBEAN_FIELDS, ...GREENBEAN_YEAR_FIELDS },
    sections: GREENBEAN_SECTIONS,
  },
};

/** The `entity` subtree of the two green-bean pages in one language. */
export function greenbeanEntityTexts(locale: 'kr' | 'en'): TextTree {
  return entityTextTree(PAGES, locale);
}
