import { AsyncResource } from 'node:async_hooks';

type Bind = (
  this: AsyncResource,
  fn: (...args: unknown[]) => unknown,
  thisArg?: unknown,
) => (...args: unknown[]) => unknown;

/** True when this Node attaches the deprecated `asyncResource` property (DEP0172) to bound functions. */
export function bindAddsAsyncResourceProperty(): boolean {
  const bound = new AsyncResource('beantrail:probe').bind(() => undefined);
  return Object.prototype.hasOwnProperty.call(bound, 'asyncResource');
}

/**
 * `AsyncResource#bind` as newer Node does it: the function runs in the resource's async scope,
 * without the deprecated `asyncResource` getter/setter. Node 20 builds that pair with
 * util.deprecate, which re-parents a fresh function on every call (nodejs/node#58218); Fastify
 * binds once per request body it parses, so every POST paid for it and left prototype maps for the
 * old generation (measured in docs/PERFORMANCE.md). Installed only where Node still adds the
 * property; the property itself is deprecated and nothing here reads it. Returns the way back
 * (for tests), or null when nothing was installed.
 */
export function installLeanAsyncResourceBind(): (() => void) | null {
  if (!bindAddsAsyncResourceProperty()) return null;
  const original = AsyncResource.prototype.bind as unknown as Bind;
  const lean: Bind = function bind(this: AsyncResource, fn, thisArg) {
    // Bad arguments get Node's own error.
    if (typeof fn !== 'function') return original.call(this, fn, thisArg);
    const run = this.runInAsyncScope.bind(this);
    const bound =
      thisArg === undefined
        ? function (this: unknown, ...args: unknown[]) {
            return run(fn, this, ...args);
          }
        : (...args: unknown[]) => run(fn, thisArg, ...args);
    Object.defineProperty(bound, 'length', {
      configurable: true,
      enumerable: false,
      writable: false,
      value: fn.length,
    });
    return bound;
  };
  const proto = AsyncResource.prototype as unknown as { bind: Bind };
  proto.bind = lean;
  return () => {
    proto.bind = original;
  };
}
