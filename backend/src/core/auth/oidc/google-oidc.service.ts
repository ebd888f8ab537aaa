import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Configuration } from 'openid-client';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import type { GoogleConfig } from '../../config/google-config';
import { ApiRefusal } from '../../envelope/api-refusal';
import type { VerifiedIdentity } from '../account.service';
import { openIdClient } from './openid-client';

/** The profile picture's address as the account keeps it (001 §3 user_img): an https URL that fits its column, else none. */
export function pictureOf(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 1000) return null;
  try {
    return new URL(value).protocol === 'https:' ? value : null;
  } catch {
    return null;
  }
}

/** What a started sign-in must remember until the provider sends the browser back. */
export interface OidcChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
}

/**
 * Google sign-in by OpenID Connect with `openid-client`: authorization code flow with PKCE (S256),
 * state and nonce; the ID token's signature is checked against the provider's published keys
 * (`enableNonRepudiationChecks`), besides issuer, audience, expiry and nonce. The provider's
 * metadata is discovered on first use and kept; a failed discovery is tried again next time.
 */
@Injectable()
export class GoogleOidcService {
  private readonly logger = new Logger('GoogleOidc');
  private configuration?: Promise<Configuration>;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get enabled(): boolean {
    return this.config.google !== null;
  }

  private settings(): GoogleConfig {
    if (!this.config.google) throw new ApiRefusal(404, 'oidc_unavailable');
    return this.config.google;
  }

  private async discover(): Promise<Configuration> {
    const google = this.settings();
    this.configuration ??= (async () => {
      const client = await openIdClient();
      const found = await client.discovery(new URL(google.issuerUrl), google.clientId, google.clientSecret, undefined, {
        execute: google.allowInsecure ? [client.allowInsecureRequests] : [],
        timeout: 10,
      });
      client.enableNonRepudiationChecks(found);
      return found;
    })();
    try {
      return await this.configuration;
    } catch (error) {
      this.configuration = undefined;
      this.logger.warn(`discovery at ${google.issuerUrl} failed: ${(error as Error).message}`);
      throw new ApiRefusal(503, 'oidc_unavailable');
    }
  }

  /** The provider's authorization URL and the checks to keep for the way back. */
  async begin(redirectUri: string): Promise<{ url: string; checks: OidcChecks }> {
    const configuration = await this.discover();
    const client = await openIdClient();
    const checks = {
      state: client.randomState(),
      nonce: client.randomNonce(),
      codeVerifier: client.randomPKCECodeVerifier(),
      redirectUri,
    };
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      response_type: 'code',
      code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
      code_challenge_method: 'S256',
      state: checks.state,
      nonce: checks.nonce,
      prompt: 'select_account',
    });
    return { url: url.href, checks };
  }

  /** Exchanges the code and verifies the ID token; any failure is 401 oidc_failed (logged, not shown). */
  async finish(checks: OidcChecks, response: { code: string; state: string; iss?: string }): Promise<VerifiedIdentity> {
    const configuration = await this.discover();
    const client = await openIdClient();
    const callback = new URL(checks.redirectUri);
    callback.searchParams.set('code', response.code);
    callback.searchParams.set('state', response.state);
    if (response.iss) callback.searchParams.set('iss', response.iss);
    try {
      const tokens = await client.authorizationCodeGrant(configuration, callback, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      // OpenID Connect Core §2: `sub` is at most 255 ASCII characters (the link table's column).
      if (!claims || typeof claims.sub !== 'string' || !claims.sub || claims.sub.length > 255)
        throw new Error('the ID token has no usable subject');
      return {
        provider: 'google',
        issuer: claims.iss,
        subject: claims.sub,
        email: typeof claims.email === 'string' && claims.email.length <= 320 ? claims.email : null,
        name: typeof claims.name === 'string' ? claims.name : null,
        picture: pictureOf(claims.picture),
      };
    } catch (error) {
      this.logger.warn(`sign-in refused: ${(error as Error).message}`);
      throw new ApiRefusal(401, 'oidc_failed');
    }
  }
}
