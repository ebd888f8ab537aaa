/** Which ends of a scrolling row hide items (a pixel of slack for rounding). */
export function hiddenEnds(
  scrollLeft: number,
  clientWidth: number,
  scrollWidth: number,
): { back: boolean; more: boolean } {
  return { back: scrollLeft > 1, more: scrollLeft + clientWidth < scrollWidth - 1 };
}

/** The focusable item the arrow key moves to, wrapping at the ends (toolbar pattern). */
export function nextIndex(current: number, count: number, key: string): number | undefined {
  if (count === 0) return undefined;
  if (key === 'ArrowRight') return (current + 1) % count;
  if (key === 'ArrowLeft') return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}
