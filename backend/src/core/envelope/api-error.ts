import { HttpException } from '@nestjs/common';
import type { MessageKey } from '@beantrail/contracts';

/** An error whose reply names one of the catalogue's message keys (spec 000 §8). */
export class ApiError extends HttpException {
  constructor(httpStatus: number, readonly key: MessageKey, readonly field?: string) {
    super({ description: key, field }, httpStatus);
  }
}
