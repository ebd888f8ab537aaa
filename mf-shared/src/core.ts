// What the shell needs to draw its first page (header, tool bar, sign-in, the area host): the API
// client, session, languages, preferences, status screens and the sign-in pieces. Shared under its
// own key (`@beantrail/mf-shared/core`) so the first load does not carry the page engine, the
// charts and every MUI component they use; `index.ts` (the full library, for the areas) re-exports
// it, and both keys resolve to the same modules in the shell's build (docs/FRONTEND.md).
export * from './api/api-call-error';
export * from './api/api-client';
export * from './api/request-params';
export * from './api/sign';
export * from './api/menu';
export * from './api/user-auth';
export * from './api/codes';
export * from './auth/auth-store';
export * from './auth/role-selection';
export * from './auth/sign-out';
export * from './auth/use-session-sync';
export * from './auth/role-names';
export * from './i18n/i18n';
export * from './i18n/menu-text';
export * from './prefs/preferences';
export * from './prefs/prefs-store';
export * from './prefs/timer';
export * from './area/area-module';
export * from './area/app-history';
export * from './area/locale-path';
export * from './area/status-screens';
export * from './ui/use-is-mobile';
export * from './ui/hint';
export { watchInputModality } from './ui/input-modality';
export { AreaBuildReplaced, LoadFailed, lazyWithRetry } from './ui/lazy-with-retry';
export * from './auth/return-path';
// Not exported: the sign-in form and a QR link's sign-in panel (only a signed-out visitor of a QR
// link sees them; AreaGate loads them then), nor getting an account and finishing a sign-in
// (`@beantrail/mf-shared/account`, the shell's sign-up and Google pages): core is kept whole on
// every page.
