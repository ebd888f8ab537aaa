import fs from 'node:fs/promises';
import path from 'node:path';
import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isMessageKey, type MessageKey, messageText, statusOf } from '@beantrail/contracts';
import { ApiRefusal, type MessageParam } from './api-refusal';
import { databaseRefusal } from '../database/cluster/db-refusal';
import { foreignKeyRefusal } from './foreign-key';
import { requestLocale } from './request-locale';

const DEFAULT_KEYS: Record<number, MessageKey> = {
  400: 'bad_request',
  401: 'noauth_text',
  403: 'nopermission_text',
  404: 'nopage_text',
  409: 'save_conflict',
  // Fastify's own answers before any route: a body over the limit, a body that is not JSON.
  413: 'body_too_large',
  415: 'content_type_json',
  429: 'signin_throttled',
  503: 'db_unavailable',
};

/**
 * Every error leaves as the spec's envelope with a message key and its translation.
 * A GET for a page that is no API route and no file is the single-page app: it gets index.html.
 */
@Catch()
export class EnvelopeFilter implements ExceptionFilter {
  private readonly logger = new Logger('EnvelopeFilter');

  constructor(private readonly shellIndex: string | null) {}

  async catch(error: unknown, host: ArgumentsHost): Promise<void> {
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    // A delete the database refused for a row that still uses the record (either engine) is the
    // same 409 as the server's own check, never a 500. A conflict between cluster
    // nodes that outlasted its retries is a 409 too, an unreachable database a 503 (docs/DEPLOY.md).
    const original = error;
    const unavailable = databaseRefusal(error);
    error = foreignKeyRefusal(error) ?? unavailable ?? error;
    const httpStatus = error instanceof HttpException ? error.getStatus() : 500;
    if (httpStatus === 404 && (await this.sendShell(request, reply))) return;
    if (unavailable?.getStatus() === 503)
      this.logger.warn(`database unavailable: ${original instanceof Error ? original.message : String(original)}`);
    // A 5xx the server chose (readiness while stopping) is no fault to trace; anything else is.
    else if (httpStatus >= 500 && !(error instanceof ApiRefusal))
      this.logger.error(error instanceof Error ? error.stack : String(error));

    const body = error instanceof HttpException ? error.getResponse() : null;
    const named =
      body && typeof body === 'object'
        ? (body as { description?: unknown; field?: string; params?: Record<string, MessageParam> })
        : {};
    const key: MessageKey = isMessageKey(named.description)
      ? named.description
      : (DEFAULT_KEYS[httpStatus] ?? 'error_text');
    const locale = requestLocale(request.headers);
    const params = named.params
      ? Object.fromEntries(Object.entries(named.params).map(([k, v]) => [k, typeof v === 'string' ? v : v[locale]]))
      : undefined;
    void reply.status(httpStatus).send({
      status: statusOf(httpStatus),
      description: key,
      message: messageText(key, locale, params),
      result: null,
      ...(named.field ? { field: named.field } : {}),
      ...(params ? { params } : {}),
    });
  }

  private async sendShell(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const url = request.url.split('?')[0];
    const isPage =
      request.method === 'GET' && !url.startsWith('/api/') && !url.startsWith('/remotes/') && !path.extname(url);
    if (!isPage || !this.shellIndex) return false;
    try {
      const html = await fs.readFile(this.shellIndex, 'utf8');
      void reply
        .status(200)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(html);
      return true;
    } catch {
      return false;
    }
  }
}
