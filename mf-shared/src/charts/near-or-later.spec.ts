import { whenNearOrLater } from './near-or-later';

type Callback = (entries: { isIntersecting: boolean }[]) => void;

describe('whenNearOrLater (charts of a form load near the viewport, or after a while)', () => {
  let observers: { cb: Callback; observed: unknown[]; disconnected: boolean }[];
  const el = {} as Element;

  beforeEach(() => {
    jest.useFakeTimers();
    observers = [];
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      o: { cb: Callback; observed: unknown[]; disconnected: boolean };
      constructor(cb: Callback) {
        this.o = { cb, observed: [], disconnected: false };
        observers.push(this.o);
      }
      observe(x: unknown) {
        this.o.observed.push(x);
      }
      disconnect() {
        this.o.disconnected = true;
      }
    };
  });
  afterEach(() => {
    jest.useRealTimers();
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('waits while the element is out of view, and loads when it comes near', () => {
    const go = jest.fn();
    whenNearOrLater(el, go, 3000);
    expect(observers[0].observed).toEqual([el]);
    observers[0].cb([{ isIntersecting: false }]);
    expect(go).not.toHaveBeenCalled();
    observers[0].cb([{ isIntersecting: true }]);
    expect(go).toHaveBeenCalledTimes(1);
    expect(observers[0].disconnected).toBe(true);
    jest.advanceTimersByTime(3000);
    expect(go).toHaveBeenCalledTimes(1);
  });

  it('loads anyway after the delay when never seen', () => {
    const go = jest.fn();
    whenNearOrLater(el, go, 3000);
    jest.advanceTimersByTime(2999);
    expect(go).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(go).toHaveBeenCalledTimes(1);
    observers[0].cb([{ isIntersecting: true }]);
    expect(go).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cleaned up (the widget left the page)', () => {
    const go = jest.fn();
    whenNearOrLater(el, go, 3000)();
    jest.advanceTimersByTime(5000);
    expect(go).not.toHaveBeenCalled();
  });

  it('loads at once where there is no IntersectionObserver', () => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    const go = jest.fn();
    whenNearOrLater(el, go);
    expect(go).toHaveBeenCalledTimes(1);
  });
});
