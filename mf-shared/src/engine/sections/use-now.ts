import { useEffect, useState } from 'react';

/**
 * The time, refreshed every `tickMs` while `active` (a running timer of a section: the QC brew's
 * steps, the roast's stages); the time of each render otherwise, with no interval left running.
 */
export function useNow(active: boolean, tickMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const id = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(id);
  }, [active, tickMs]);
  return active ? now : Date.now();
}
