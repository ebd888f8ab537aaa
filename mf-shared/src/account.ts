// `@beantrail/mf-shared/account`: getting an account and finishing a sign-in (sign-up, Google),
// for the shell's own sign-up and Google callback pages, which load it with them. Not shared and not
// in core: no area page needs it, and core is kept whole on every page. In the shell's
// build these modules use core's own session store and API client (the same modules), so nothing
// here exists twice; a QR link's sign-in panel takes them by relative import.
export * from './account/account-api';
export * from './account/after-sign-in';
export * from './account/google-button';
