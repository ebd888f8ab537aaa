import { setFlagsFromString } from 'node:v8';
import { installLeanAsyncResourceBind } from './async-resource-bind';

/**
 * Process-wide settings of the server process (main.ts), each measured by `npm run bench`
 * (docs/PERFORMANCE.md):
 *  - AsyncResource#bind without the deprecated property Node 20 builds on every request body;
 *  - no allocation-site pretenuring: under load V8 decided that request-scoped objects (alive
 *    across an await while a scavenge ran) were long-lived and allocated them straight in the old
 *    generation, which grew to ~120 MB between full collections and made each scavenge 4–10 ms
 *    instead of ~1 ms. Requests' objects die young; letting them do so keeps the pauses short.
 * BEANTRAIL_V8_DEFAULTS=1 leaves V8's own heuristics on (to compare).
 */
export function applyRuntimeTuning(env: NodeJS.ProcessEnv = process.env): void {
  installLeanAsyncResourceBind();
  if (env.BEANTRAIL_V8_DEFAULTS !== '1') setFlagsFromString('--no-allocation-site-pretenuring');
}
