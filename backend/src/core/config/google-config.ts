import { OIDC_CALLBACK_PATH } from '@beantrail/contracts';

/** Google sign-in by OpenID Connect (README "Configuration"; docs/SECURITY.md "Accounts"). */
export interface GoogleConfig {
  clientId: string;
  clientSecret: string;
  /** The provider's issuer; discovery reads `{issuer}/.well-known/openid-configuration`. */
  issuerUrl: string;
  /** The registered redirect URI; unset: this server's own origin + OIDC_CALLBACK_PATH, from the request. */
  redirectUri: string | null;
  /** Plain http is allowed only for a provider on this machine (a local test provider). */
  allowInsecure: boolean;
}

export const GOOGLE_ISSUER = 'https://accounts.google.com';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

function url(name: string, value: string, fail: (message: string) => never): URL {
  try {
    return new URL(value);
  } catch {
    return fail(`${name} must be an absolute URL, got "${value}"`);
  }
}

/**
 * Both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or neither (then the Google button is hidden).
 * The issuer must be https, except on the loopback address (oauth2-mock-server in the tests).
 */
export function loadGoogleConfig(env: NodeJS.ProcessEnv, fail: (message: string) => never): GoogleConfig | null {
  const clientId = env.GOOGLE_CLIENT_ID?.trim() ?? '';
  const clientSecret = env.GOOGLE_CLIENT_SECRET?.trim() ?? '';
  if (!clientId && !clientSecret) {
    if (env.GOOGLE_ISSUER_URL || env.GOOGLE_REDIRECT_URI)
      fail('GOOGLE_ISSUER_URL and GOOGLE_REDIRECT_URI need GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET');
    return null;
  }
  if (!clientId || !clientSecret) fail('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together');
  const issuer = url('GOOGLE_ISSUER_URL', env.GOOGLE_ISSUER_URL?.trim() || GOOGLE_ISSUER, fail);
  const loopback = LOOPBACK.has(issuer.hostname);
  if (issuer.protocol !== 'https:' && !(issuer.protocol === 'http:' && loopback)) {
    fail(`GOOGLE_ISSUER_URL must be https (http only on localhost), got "${issuer.href}"`);
  }
  let redirectUri: string | null = null;
  if (env.GOOGLE_REDIRECT_URI?.trim()) {
    const redirect = url('GOOGLE_REDIRECT_URI', env.GOOGLE_REDIRECT_URI.trim(), fail);
    if (
      !/^https?:$/.test(redirect.protocol) ||
      redirect.pathname !== OIDC_CALLBACK_PATH ||
      redirect.search ||
      redirect.hash
    ) {
      fail(`GOOGLE_REDIRECT_URI must be http(s)://<your host>${OIDC_CALLBACK_PATH}, got "${redirect.href}"`);
    }
    redirectUri = redirect.href;
  }
  return { clientId, clientSecret, issuerUrl: issuer.href, redirectUri, allowInsecure: issuer.protocol === 'http:' };
}
