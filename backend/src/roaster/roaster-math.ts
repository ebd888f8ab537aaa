/**
 * The roaster area's derived values (001 §5 "Derived values"), in stored units: masses ×10 (g),
 * percents ×10, loss ×10, organic loss and mass-per-batch ×100, moisture ×10. Pure, so the unit
 * tests pin each formula; docs/ROASTER.md explains them.
 */

/** Each row's share of the total, percent ×10; the shares of a non-empty list sum to 1000 ± rounding. */
export function percents(masses: readonly number[]): number[] {
  const total = masses.reduce((a, b) => a + b, 0);
  return masses.map((m) => (total > 0 ? Math.round((m / total) * 1000) : 0));
}

/** Roast loss (green − roasted) / green, percent ×10 (001 §5 "Loss rates stored times 10"). */
export function lossStored(greenMass: number, roastedMass: number): number | null {
  if (!(greenMass > 0) || !(roastedMass >= 0)) return null;
  return Math.round(((greenMass - roastedMass) / greenMass) * 1000);
}

/**
 * Organic loss: the dry matter burnt off, as a percent of the green mass, ×100 (2 decimals, 001 §5).
 * Water lost = G·mG − R·mR (moistures as fractions); organic = (G − R) − water lost. Without
 * both moistures the organic loss is unknown (null), not the total loss.
 */
export function organicLossStored(
  greenMass: number,
  roastedMass: number,
  greenMoisturePct: number | null,
  roastedMoisturePct: number | null,
): number | null {
  if (!(greenMass > 0) || greenMoisturePct === null || roastedMoisturePct === null) return null;
  const water = greenMass * (greenMoisturePct / 100) - roastedMass * (roastedMoisturePct / 100);
  return Math.round(((greenMass - roastedMass - water) / greenMass) * 100 * 100);
}

/** Mass per batch: roasted mass in units of the 150 g divisor (001 §5 "Mass-per-batch divisor default 150"), ×100. */
export const MASS_PER_BATCH_G = 150;
export function massCalcStored(roastedMassG: number): number | null {
  return roastedMassG > 0 ? Math.round((roastedMassG / MASS_PER_BATCH_G) * 100) : null;
}

/** Mass-weighted mean of per-row values (moistures, losses); rows without a value are left out. */
export function weightedMean(rows: readonly { mass: number; value: number | null | undefined }[]): number | null {
  const known = rows.filter((r) => r.value !== null && r.value !== undefined && r.mass > 0);
  const mass = known.reduce((a, r) => a + r.mass, 0);
  return mass > 0 ? known.reduce((a, r) => a + r.mass * Number(r.value), 0) / mass : null;
}

/** Unique values of comma-separated lists, in first-seen order (the _list aggregates of 001 §3). */
export function uniqueList(values: readonly (string | null | undefined)[]): string {
  const out: string[] = [];
  for (const v of values)
    for (const part of String(v ?? '').split(',')) {
      const p = part.trim();
      if (p && !out.includes(p)) out.push(p);
    }
  return out.join(',');
}

/** Unique free texts (the _etc aggregates), joined with ", ". */
export function uniqueText(values: readonly (string | null | undefined)[]): string | null {
  const out = [...new Set(values.map((v) => (v ?? '').trim()).filter(Boolean))];
  return out.length ? out.join(', ') : null;
}

/** A date as YYYYMMDD (001 §4: the batch number uses roasting_result_date in this form). */
export function compactDate(date: unknown): string | null {
  const m = /^(\d{4})-?(\d{2})-?(\d{2})/.exec(String(date ?? ''));
  return m ? `${m[1]}${m[2]}${m[3]}` : null;
}

/** The stored date form of the date widget (YYYY-MM-DD), from either form. */
export function isoDate(date: unknown): string | null {
  const c = compactDate(date);
  return c ? `${c.slice(0, 4)}-${c.slice(4, 6)}-${c.slice(6)}` : null;
}
