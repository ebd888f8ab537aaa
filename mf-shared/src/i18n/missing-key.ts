const reported = new Set<string>();

/** Spec 000 §8: a missing translation is logged (once per key) and the key itself is shown. */
export function reportMissingKey(lng: string, ns: string, key: string): void {
  const id = `${lng}:${ns}:${key}`;
  if (reported.has(id)) return;
  reported.add(id);
  console.warn(`[i18n] missing translation ${id}`);
}
