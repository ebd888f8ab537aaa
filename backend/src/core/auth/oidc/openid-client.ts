import type * as OpenIdClient from 'openid-client';

export type OpenIdClientModule = typeof OpenIdClient;

let loaded: Promise<OpenIdClientModule> | undefined;

/**
 * `openid-client` 6 ships ESM only and this server is CommonJS (Nest 11, docs/BACKEND.md). It is
 * loaded on first use, only when Google sign-in is configured. TypeScript compiles this `import()`
 * to `require()`, which Node 20.19+ answers for an ES module without top-level await; jest compiles
 * the package and its ESM dependencies (`backend/jest.config.js`).
 */
export function openIdClient(): Promise<OpenIdClientModule> {
  loaded ??= import('openid-client');
  return loaded;
}
