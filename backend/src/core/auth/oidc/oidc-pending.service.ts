import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { cookieSecure } from '../session-cookie';
import type { OidcChecks } from './google-oidc.service';
import { OidcPendingRepository } from './oidc-pending.repository';

/** The cookie that binds a started sign-in to the browser that started it. */
export const OIDC_COOKIE = 'bt_oidc';
const COOKIE_PATH = '/api/sign';
/** Long enough to choose an account at the provider; the row is useless after. */
export const OIDC_PENDING_MS = 10 * 60_000;

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export interface PendingSignIn {
  checks: OidcChecks;
  returnTo: string | null;
}

/**
 * Started third-party sign-ins (CSRF defence, docs/SECURITY.md "Accounts"): the state, nonce and PKCE
 * verifier live in the database under the SHA-256 of a random token that only the starting browser
 * holds (httpOnly SameSite=Lax cookie, 10 minutes). The way back must present that cookie and the
 * same state; the row is deleted as it is read, so it serves once — even to two requests at once.
 */
@Injectable()
export class OidcPendingService {
  constructor(
    private readonly pending: OidcPendingRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async save(
    request: FastifyRequest,
    reply: FastifyReply,
    provider: string,
    checks: OidcChecks,
    returnTo: string | null,
    now = Date.now(),
  ): Promise<void> {
    const previous = request.cookies?.[OIDC_COOKIE];
    const token = randomBytes(32).toString('base64url');
    // One started sign-in per browser; expired ones of anybody go as we pass.
    await this.pending.replace(
      previous ? sha256(previous) : null,
      {
        pending_id: sha256(token),
        provider,
        state: checks.state,
        nonce: checks.nonce,
        code_verifier: checks.codeVerifier,
        redirect_uri: checks.redirectUri,
        return_to: returnTo,
        expires_at: now + OIDC_PENDING_MS,
      },
      now,
    );
    void reply.setCookie(OIDC_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: cookieSecure(this.config, request),
      path: COOKIE_PATH,
      maxAge: OIDC_PENDING_MS / 1000,
    });
  }

  /** The sign-in this browser started with this state, taken (deleted) so it cannot serve again; else null. */
  async take(
    request: FastifyRequest,
    reply: FastifyReply,
    provider: string,
    state: string,
    now = Date.now(),
  ): Promise<PendingSignIn | null> {
    const token = request.cookies?.[OIDC_COOKIE];
    void reply.clearCookie(OIDC_COOKIE, { path: COOKIE_PATH });
    if (!token) return null;
    const row = await this.pending.byId(sha256(token));
    if (!row) return null;
    // Another request took it between the read and the delete: only one may go on.
    if (!(await this.pending.take(row.pending_id))) return null;
    if (row.provider !== provider || Number(row.expires_at) <= now || !sameText(row.state, state)) return null;
    return {
      checks: { state: row.state, nonce: row.nonce, codeVerifier: row.code_verifier, redirectUri: row.redirect_uri },
      returnTo: row.return_to,
    };
  }
}
