/** Spec 000 §4 timeline chart: wait while an input has focus, up to 7 retries 50 ms apart. */
export const FOCUS_RETRIES = 7;
export const FOCUS_RETRY_MS = 50;

/**
 * Runs `apply` once no input is focused, checking again up to `retries` times `delayMs` apart;
 * after the last retry it applies anyway, so a chart never stays stale. Returns a cancel function
 * (call it when a newer change supersedes this one).
 */
export function deferWhileFocused(
  isFocused: () => boolean,
  apply: () => void,
  retries = FOCUS_RETRIES,
  delayMs = FOCUS_RETRY_MS,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let left = retries;
  const attempt = () => {
    if (left > 0 && isFocused()) {
      left--;
      timer = setTimeout(attempt, delayMs);
      return;
    }
    timer = undefined;
    apply();
  };
  attempt();
  return () => {
    if (timer !== undefined) clearTimeout(timer);
  };
}

/** True when the focused element is a text-like input (where typing is still going on). */
export function inputHasFocus(doc: Pick<Document, 'activeElement'> = document): boolean {
  const el = doc.activeElement as HTMLElement | null;
  if (!el) return false;
  const tag = el.tagName;
  return tag === 'INPUT' || tag === 'TEXTAREA' || el.isContentEditable === true;
}
