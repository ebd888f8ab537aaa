import { createParamDecorator, type ExecutionContext } from '@nestjs/common';

/**
 * A handler parameter read from the request where a guard before the handler left it (the caller,
 * the role checked, the files read): the Nest plumbing of a parameter decorator, defined once.
 */
export function fromRequest<R, T>(read: (request: R) => T) {
  return createParamDecorator((_data: unknown, context: ExecutionContext) =>
    read(context.switchToHttp().getRequest<R>()),
  );
}
