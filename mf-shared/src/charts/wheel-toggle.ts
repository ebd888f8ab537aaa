/**
 * Toggles a flavor id in the wheel's target (spec 000 §3/§4): the target is either a list or a
 * comma-separated string, and the result keeps the same shape. Order of the other ids is kept;
 * an added id goes last. Blank entries of a CSV target are dropped.
 */
export function toggleWheelTarget<T extends readonly string[] | string>(target: T, id: string): T {
  const list = typeof target === 'string' ? parseCsv(target) : [...target];
  const next = list.includes(id) ? list.filter((x) => x !== id) : [...list, id];
  return (typeof target === 'string' ? next.join(',') : next) as unknown as T;
}

export function parseCsv(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Ids in the target, whatever its shape. */
export function wheelTargetIds(target: readonly string[] | string | null | undefined): string[] {
  return typeof target === 'string' || target == null ? parseCsv(target) : [...target];
}
