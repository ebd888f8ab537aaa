/** How long a widget out of view waits before it loads anyway (after the form it sits in is usable). */
export const OFFSCREEN_LOAD_MS = 3000;

/**
 * Calls `go` once: when `el` comes within 400 px of the viewport, or `delayMs` after this call,
 * whichever is first. Without IntersectionObserver (tests, old browsers) it calls at once.
 * A cup note opened cold from a QR or note link has its radar and wheel below the fold on a phone:
 * their ~100 KB (@mui/x-charts, d3) no longer compete with the form's own scripts, and they are
 * there by the time anyone scrolls (docs/PERFORMANCE.md "Deep links"). Returns the cleanup.
 */
export function whenNearOrLater(el: Element, go: () => void, delayMs = OFFSCREEN_LOAD_MS): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    go();
    return () => undefined;
  }
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    stop();
    go();
  };
  const timer = setTimeout(once, delayMs);
  const seen = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && once(), {
    rootMargin: '400px 0px',
  });
  seen.observe(el);
  function stop() {
    clearTimeout(timer);
    seen.disconnect();
  }
  return stop;
}
