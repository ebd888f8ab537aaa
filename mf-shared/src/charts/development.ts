/** Development after first crack (the Artisan / Cropster "DTR"), from stage times in seconds. */
export interface Development {
  /** Seconds from first crack to drop. */
  time: number;
  /** Development time as a percentage of the whole roast (charge to drop), one decimal. */
  ratio: number;
}

/**
 * Null when a stage is missing or the order is impossible (first crack after drop, drop at or
 * before charge): a wrong ratio on a roast report is worse than none.
 */
export function development(
  firstCrack: number | null | undefined,
  drop: number | null | undefined,
  charge = 0,
): Development | null {
  if (firstCrack == null || drop == null || !Number.isFinite(firstCrack) || !Number.isFinite(drop)) return null;
  const total = drop - charge;
  if (total <= 0 || firstCrack < charge || firstCrack > drop) return null;
  const time = drop - firstCrack;
  return { time, ratio: Math.round((time / total) * 1000) / 10 };
}
