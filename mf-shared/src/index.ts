// The whole library, as the areas import it: the shell's first-page part (core.ts) and the rest
// (page engine, charts, area layouts). Shared as a module-federation singleton; the shell itself
// imports `@beantrail/mf-shared/core` only, so this part loads with the first area. The
// pages' labels and the domain's arithmetic are `@beantrail/mf-shared/pure`, not shared (pure.ts).
export * from './core';
export * from './api/upload-form';
export * from './api/upload-progress-bar';
export * from './area/area-gate';
export * from './area/organisation-landing';
export * from './area/organisation-area';
export * from './area/area-routes';
export * from './area/signed-in-area';
export * from './area/event-form-page';
export * from './area/area-sub-page';
export * from './area/area-layout';
export * from './area/landing';
export * from './charts/index';
export * from './engine/index';
export { LazyPart } from './ui/lazy-part';
