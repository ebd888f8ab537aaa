import { HttpException } from '@nestjs/common';
import type { Locale, MessageKey } from '@beantrail/contracts';

/** A placeholder's value: one text, or one per language (the filter picks the reply's). */
export type MessageParam = string | Record<Locale, string>;

/**
 * The server refusing a request (the client sees it as `ApiCallError`): its reply names one of the
 * catalogue's message keys (spec 000 §8). `params` fill the message's `{{name}}` placeholders, in
 * the reply's language (the record in use).
 */
export class ApiRefusal extends HttpException {
  constructor(
    httpStatus: number,
    readonly key: MessageKey,
    readonly field?: string,
    readonly params?: Record<string, MessageParam>,
  ) {
    super({ description: key, field, params }, httpStatus);
  }
}
