import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { map, type Observable } from 'rxjs';
import type { ApiEnvelope } from '@beantrail/contracts';

function isEnvelope(value: unknown): value is ApiEnvelope {
  return !!value && typeof value === 'object' && 'status' in value && 'result' in value;
}

/** Wraps every successful result in the spec's envelope, unless the handler built one itself. */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(map((value) => (isEnvelope(value) ? value : { status: 'OK', description: '', result: value ?? null })));
  }
}
