import { type BrowserHistory, createBrowserHistory, type Location, type Transition } from 'history';
import { useEffect, useRef, useState } from 'react';

/**
 * The browser history every page navigates through: the shell's router renders from it
 * (`unstable_HistoryRouter`) and the unsaved-changes guard blocks it. React Router's own blocker
 * (`useBlocker`) exists only with its data router, which alone weighed 27 KB gzip on every first
 * load where the declarative router is about 11; the `history` package's `block` covers links,
 * `navigate()` and the browser's back and forward buttons (it puts the entry back and offers a retry).
 * Shared once through `@beantrail/mf-shared/core`, so the shell and every area hold the same one.
 * Made on first use: importing core must not need a browser (the areas' unit tests run in node).
 */
let history: BrowserHistory | undefined;
export function appHistory(): BrowserHistory {
  history ??= createBrowserHistory();
  return history;
}

export type LeaveBlocker =
  | { state: 'unblocked'; proceed?: undefined; reset?: undefined }
  | { state: 'blocked'; proceed: () => void; reset: () => void };

/**
 * Holds navigation while `active` and `shouldBlock(current, next)` says so, like React Router's
 * `useBlocker`: `proceed()` lets the held navigation through, `reset()` stays. Blocking only while
 * active matters: a blocker also makes the browser ask before the tab closes.
 */
export function useLeaveBlocker(
  active: boolean,
  shouldBlock: (current: Location, next: Location) => boolean,
): LeaveBlocker {
  const [held, setHeld] = useState<Transition | null>(null);
  const test = useRef(shouldBlock);
  test.current = shouldBlock;
  const release = useRef<() => void>(() => undefined);
  useEffect(() => {
    if (!active) return undefined;
    const onBlock = (tx: Transition) => {
      if (test.current(appHistory().location, tx.location)) {
        setHeld(tx);
        return;
      }
      // Not this one (the page's own redirect after a save, a hash): let it through, keep guarding.
      release.current();
      tx.retry();
      release.current = appHistory().block(onBlock);
    };
    release.current = appHistory().block(onBlock);
    return () => {
      release.current();
      setHeld(null);
    };
  }, [active]);
  if (!held) return { state: 'unblocked' };
  return {
    state: 'blocked',
    proceed: () => {
      release.current();
      setHeld(null);
      held.retry();
    },
    reset: () => setHeld(null),
  };
}
