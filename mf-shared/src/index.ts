// The whole library, as the areas import it: the shell's first-page part (core.ts) and the rest
// (page engine, charts, area layouts). Shared as a module-federation singleton; the shell itself
// imports `@beantrail/mf-shared/core` only, so this part loads with the first area (issue 17).
export * from './core';
export * from './i18n/entity-labels';
export * from './i18n/pair-name';
export * from './i18n/greenbean-labels';
export * from './i18n/profile-stage-labels';
export * from './i18n/equip-labels';
export * from './i18n/brewing-labels';
export * from './i18n/cupnote-labels';
export * from './i18n/qc-labels';
export * from './area/area-gate';
export * from './area/create-organisation-page';
export * from './area/organisation-landing';
export * from './area/organisation-area';
export * from './area/event-form-page';
export * from './area/area-sub-page';
export * from './area/area-layout';
export * from './area/landing';
export * from './charts/index';
export * from './engine/index';
export { LoadFailed, lazyWithRetry } from './ui/lazy-with-retry';
export { LazyPart } from './ui/lazy-part';
