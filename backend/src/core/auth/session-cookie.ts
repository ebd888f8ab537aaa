import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/config';
import { isHttps } from '../http/https';
import { SESSION_COOKIE } from './session.service';

/** The httpOnly, SameSite=Lax session cookie; Secure over HTTPS (or always, by configuration). */
export function setSessionCookie(config: AppConfig, request: FastifyRequest, reply: FastifyReply, token: string): void {
  const secure = config.cookieSecure === 'true' || (config.cookieSecure === 'auto' && isHttps(request));
  void reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: Math.floor(config.sessionTtlMs / 1000),
  });
}
