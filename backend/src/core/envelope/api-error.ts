import { HttpException } from '@nestjs/common';
import type { Locale, MessageKey } from '@beantrail/contracts';

/** A placeholder's value: one text, or one per language (the filter picks the reply's). */
export type MessageParam = string | Record<Locale, string>;

/**
 * An error whose reply names one of the catalogue's message keys (spec 000 §8). `params` fill the
 * message's `{{name}}` placeholders, in the reply's language (the record in use).
 */
export class ApiError extends HttpException {
  constructor(httpStatus: number, readonly key: MessageKey, readonly field?: string, readonly params?: Record<string, MessageParam>) {
    super({ description: key, field, params }, httpStatus);
  }
}
