import { useSyncExternalStore } from 'react';

/** Spec 000 §9: mobile below 768 px, decided by the body width. */
export const MOBILE_MAX_WIDTH = 767;

/**
 * The answer is kept until the window or the body is resized: reading `clientWidth` forces a
 * layout, and React asks for the snapshot on every render of every component that uses it
 * (the first page's renders spent ~140 ms in forced layouts).
 */
let mobile: boolean | undefined;
const listeners = new Set<() => void>();
let observer: ResizeObserver | undefined;

function invalidate(): void {
  mobile = undefined;
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  if (listeners.size === 1) {
    window.addEventListener('resize', invalidate);
    // The body also narrows without a resize when a vertical scroll bar appears. Its box size
    // comes with the notice (the body has no padding), so no layout is read here.
    if (typeof ResizeObserver !== 'undefined' && document.body) {
      observer = new ResizeObserver((entries) => {
        const width = entries[entries.length - 1]?.contentRect.width;
        if (width !== undefined && mobile !== undefined && width <= MOBILE_MAX_WIDTH === mobile) return;
        invalidate();
      });
      observer.observe(document.body);
    }
  }
  return () => {
    listeners.delete(onChange);
    if (listeners.size === 0) {
      window.removeEventListener('resize', invalidate);
      observer?.disconnect();
      observer = undefined;
      mobile = undefined;
    }
  };
}

function isMobileNow(): boolean {
  if (mobile === undefined) mobile = (document.body?.clientWidth || window.innerWidth) <= MOBILE_MAX_WIDTH;
  return mobile;
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileNow, () => false);
}
