import type { AppConfig } from '../config/config';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/demo-accounts';

const DEMO_IDS = new Set(DEMO_ACCOUNTS.map((a) => a.user_id));

/**
 * The demo accounts' password is shorter than the rule and known to everyone: it
 * stays valid in demo mode only. There a demo account may set it again (so the tour can be
 * repeated, and the browser tests put it back); outside demo mode it does not even sign in.
 */
export function isDemoPassword(config: Pick<AppConfig, 'mode'>, userId: string, password: string): boolean {
  return config.mode === 'demo' && DEMO_IDS.has(userId) && password === DEMO_PASSWORD;
}
