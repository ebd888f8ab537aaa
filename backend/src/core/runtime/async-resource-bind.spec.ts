import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import { bindAddsAsyncResourceProperty, installLeanAsyncResourceBind } from './async-resource-bind';

// docs/PERFORMANCE.md: the server replaces Node 20's AsyncResource#bind; it must behave the same
// for what Fastify relies on (async scope, this, arguments, result, length, argument errors).
describe('lean AsyncResource#bind', () => {
  const nodeAddsProperty = bindAddsAsyncResourceProperty();
  const restore = installLeanAsyncResourceBind();
  // Core modules are shared by the test files of one jest worker: put Node's own back.
  afterAll(() => restore?.());

  it('is installed exactly where Node adds the deprecated property, and then the property is gone', () => {
    expect(restore !== null).toBe(nodeAddsProperty);
    expect(bindAddsAsyncResourceProperty()).toBe(false);
    expect(installLeanAsyncResourceBind()).toBeNull();
  });

  it('runs the function in the async scope the resource was made in', () => {
    const als = new AsyncLocalStorage<string>();
    const bound = als.run('request-1', () => new AsyncResource('test').bind(() => als.getStore()));
    expect(als.getStore()).toBeUndefined();
    expect(als.run('request-2', () => bound())).toBe('request-1');
  });

  it('passes this, arguments and the result through, and honours thisArg', () => {
    const resource = new AsyncResource('test');
    function add(this: { base: number }, a: number, b: number) {
      return this.base + a + b;
    }
    const callSite = resource.bind(add);
    expect(callSite.call({ base: 1 }, 2, 3)).toBe(6);
    expect(callSite.length).toBe(2);
    // Node's typings leave thisArg out, the runtime takes it.
    const fixed = (resource.bind as (fn: typeof add, thisArg: unknown) => typeof add)(add, { base: 10 });
    expect(fixed.call({ base: 1 }, 2, 3)).toBe(15);
    expect(fixed.length).toBe(2);
  });

  it('refuses a non-function with Node’s own error', () => {
    expect(() => new AsyncResource('test').bind(42 as unknown as () => void)).toThrow(
      expect.objectContaining({ code: 'ERR_INVALID_ARG_TYPE' }),
    );
  });
});
