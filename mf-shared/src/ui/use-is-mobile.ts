import { useSyncExternalStore } from 'react';

/** Spec 000 §9: mobile below 768 px, decided by the body width. */
export const MOBILE_MAX_WIDTH = 767;

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

function isMobileNow(): boolean {
  const width = document.body?.clientWidth || window.innerWidth;
  return width <= MOBILE_MAX_WIDTH;
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileNow, () => false);
}
