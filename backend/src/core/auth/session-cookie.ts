import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/config';
import { isHttps } from '../http/https';
import { SESSION_COOKIE } from './session.service';

/** Whether cookies get `Secure`: over HTTPS (or behind a proxy saying so), or always, by configuration. */
export function cookieSecure(config: AppConfig, request: FastifyRequest): boolean {
  return config.cookieSecure === 'true' || (config.cookieSecure === 'auto' && isHttps(request));
}

/** The httpOnly, SameSite=Lax session cookie; Secure over HTTPS (or always, by configuration). */
export function setSessionCookie(config: AppConfig, request: FastifyRequest, reply: FastifyReply, token: string): void {
  void reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: cookieSecure(config, request),
    path: '/',
    maxAge: Math.floor(config.sessionTtlMs / 1000),
  });
}
