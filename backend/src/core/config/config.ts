import path from 'node:path';
import { type GoogleConfig, loadGoogleConfig } from './google-config';

/** Validated configuration, read once from the environment (README "Configuration"). */
export interface AppConfig {
  port: number;
  database: { type: 'sqlite'; path: string } | { type: 'mysql'; url: string };
  mode: 'demo' | 'production';
  seedCodes: boolean;
  cookieSecure: 'auto' | 'true' | 'false';
  sessionTtlMs: number;
  staticRoot: string;
  remoteUrls: Partial<Record<string, string>>;
  /** Behind a reverse proxy: take the client address (sign-in throttling) from X-Forwarded-For. */
  trustProxy: boolean;
  /**
   * The site's address for links the server writes into pages (og:url, the intro's QR code, the
   * Google callback), e.g. `https://beantrail.example`; null: the address the request came to.
   */
  publicOrigin: string | null;
  /** A request's headers and body must have arrived within this time, or it is answered 408 and closed. */
  requestTimeoutMs: number;
  /** Serve the front end's source maps (`npm run dev`); off in a production start. */
  serveSourceMaps: boolean;
  /**
   * 001 §1 "a third-party advertising script is loaded on data pages unless ads are hidden": its
   * address, or null (no ads, no request, nothing in the Content-Security-Policy).
   */
  adScriptUrl: string | null;
  /** Google sign-in (OpenID Connect), or null when not configured: no button, no routes answer. */
  google: GoogleConfig | null;
  /**
   * SQLite: a statement through the data source from within its own transaction fails loudly
   * instead of waiting for itself (database/sqlite-serial.ts). On in tests; costs ~20 % of a save.
   */
  checkTransactions: boolean;
  /** Threads that read uploaded roast logs (roaster/roast-log-reader.service.ts); 0: on the main thread. */
  roastLogWorkers: number;
  /** SIGTERM: readiness off for `drainMs`, then at most `graceMs` for requests in flight (runtime/graceful-shutdown.ts). */
  shutdown: { drainMs: number; graceMs: number };
}

export class ConfigError extends Error {}

export const REPO_ROOT = path.resolve(__dirname, '../../../..');
const AREA_NAMES = ['public', 'user', 'cafe', 'roaster', 'admin'];

function oneOf<T extends string>(name: string, value: string | undefined, allowed: readonly T[], fallback: T): T {
  if (value === undefined || value === '') return fallback;
  if (!(allowed as readonly string[]).includes(value)) {
    throw new ConfigError(`${name} must be one of ${allowed.join(', ')}, got "${value}"`);
  }
  return value as T;
}

/** `PUBLIC_ORIGIN`: an http(s) origin (scheme, host, port; no path, query or fragment). */
function origin(name: string, value: string | undefined): string | null {
  if (value === undefined || value.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new ConfigError(`${name} must be an address like https://beantrail.example, got "${value}"`);
  }
  if (
    !/^https?:$/.test(url.protocol) ||
    (url.pathname !== '/' && url.pathname !== '') ||
    url.search ||
    url.hash ||
    url.username
  ) {
    throw new ConfigError(`${name} must be an address like https://beantrail.example (no path), got "${value}"`);
  }
  return url.origin;
}

/** `AD_SCRIPT_URL`: an https address (http only on localhost, for a local test script). */
function adScript(value: string | undefined): string | null {
  if (value === undefined || value.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new ConfigError(`AD_SCRIPT_URL must be an absolute https address, got "${value}"`);
  }
  const loopback = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback))
    throw new ConfigError(`AD_SCRIPT_URL must be https (http only on localhost), got "${value}"`);
  return url.href;
}

function integer(name: string, value: string | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new ConfigError(`${name} must be an integer ${min}-${max}, got "${value}"`);
  }
  return n;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const url = env.DATABASE_URL?.trim();
  let database: AppConfig['database'];
  if (!url) {
    database = { type: 'sqlite', path: env.SQLITE_PATH || path.join(REPO_ROOT, 'data/beantrail.sqlite') };
  } else if (/^(mysql|mariadb):\/\/[^/]+\/\w+/.test(url)) {
    database = { type: 'mysql', url: url.replace(/^mariadb:/, 'mysql:') };
  } else {
    throw new ConfigError(
      `DATABASE_URL must look like mysql://user:pass@host:3306/database (or be unset for SQLite), got "${url}"`,
    );
  }
  const mode = oneOf(
    'BEANTRAIL_MODE',
    env.BEANTRAIL_MODE,
    ['demo', 'production'] as const,
    url ? 'production' : 'demo',
  );
  const remoteUrls: AppConfig['remoteUrls'] = {};
  for (const area of AREA_NAMES) {
    const value = env[`REMOTE_URL_${area.toUpperCase()}`];
    if (value) remoteUrls[area] = value;
  }
  return {
    port: integer('PORT', env.PORT, 8080, 1, 65535),
    database,
    mode,
    seedCodes: mode === 'demo' || oneOf('SEED_CODES', env.SEED_CODES, ['0', '1'] as const, '0') === '1',
    cookieSecure: oneOf('COOKIE_SECURE', env.COOKIE_SECURE, ['auto', 'true', 'false'] as const, 'auto'),
    sessionTtlMs: integer('SESSION_TTL_HOURS', env.SESSION_TTL_HOURS, 72, 1, 24 * 365) * 3_600_000,
    staticRoot: env.STATIC_ROOT || REPO_ROOT,
    remoteUrls,
    trustProxy: oneOf('TRUST_PROXY', env.TRUST_PROXY, ['0', '1'] as const, '0') === '1',
    publicOrigin: origin('PUBLIC_ORIGIN', env.PUBLIC_ORIGIN),
    requestTimeoutMs: integer('REQUEST_TIMEOUT_SECONDS', env.REQUEST_TIMEOUT_SECONDS, 60, 1, 3600) * 1000,
    serveSourceMaps: oneOf('SOURCE_MAPS', env.SOURCE_MAPS, ['0', '1'] as const, '0') === '1',
    adScriptUrl: adScript(env.AD_SCRIPT_URL),
    google: loadGoogleConfig(env, (message) => {
      throw new ConfigError(message);
    }),
    roastLogWorkers: integer('ROAST_LOG_WORKERS', env.ROAST_LOG_WORKERS, 1, 0, 8),
    shutdown: {
      drainMs: integer('SHUTDOWN_DRAIN_SECONDS', env.SHUTDOWN_DRAIN_SECONDS, 0, 0, 300) * 1000,
      graceMs: integer('SHUTDOWN_GRACE_SECONDS', env.SHUTDOWN_GRACE_SECONDS, 10, 1, 600) * 1000,
    },
    checkTransactions: oneOf('CHECK_TRANSACTIONS', env.CHECK_TRANSACTIONS, ['0', '1'] as const, '1') === '1',
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
