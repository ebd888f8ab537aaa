// `@beantrail/mf-shared/pure`: the domain's texts and calculations (field labels of every page,
// brewing and cupping arithmetic, roast-log helpers, file names). No state, no React component, no
// MUI: each app bundles the parts it imports, tree-shaken, where the shared full library is kept
// whole on every area's first page, so a roaster's list page loaded the cafe's brewing labels and
// the charts' arithmetic. Not shared on purpose; federation/pure-entry.spec.ts keeps it
// free of anything that must exist once (the i18next instance, the stores).
export * from './i18n/entity-labels';
export * from './i18n/pair-name';
export * from './i18n/greenbean-labels';
export * from './i18n/profile-stage-labels';
export * from './i18n/equip-labels';
export * from './i18n/brewing-labels';
export * from './i18n/cupnote-labels';
export * from './i18n/qc-labels';
export * from './i18n/member-labels';
export * from './i18n/lot-labels';
export * from './i18n/bean-labels';
export * from './charts/brewing-calc';
export * from './charts/cupping';
export * from './charts/development';
export * from './charts/download';
export * from './charts/roast-profile';
export * from './charts/time-format';
export * from './charts/timestamp-name';
export * from './charts/charts-text';
export * from './charts/roast-form';
export * from './charts/rate-of-rise';
export * from './charts/recipe-background';
