import type { RecordValues } from '../types';

/**
 * Live previews of the roaster pages' derived values (001 §5), in shown units: totals, row shares,
 * loss and mass per batch. The server's hooks compute the stored values on save with the same
 * formulas (backend/src/roaster/roaster-math.ts); these only let the form show them while typing.
 */
const num = (v: unknown): number | null =>
  v === '' || v === null || v === undefined || !Number.isFinite(Number(v)) ? null : Number(v);
const round = (v: number, digits: number) => Number(v.toFixed(digits));

/** Rows with their share of the total mass (percent, 1 decimal) and the total. */
export function shareRows(rows: unknown, massKey: string, percentKey: string): { rows: RecordValues[]; total: number } {
  const list = Array.isArray(rows) ? (rows as RecordValues[]) : [];
  const total = list.reduce((a, r) => a + (num(r[massKey]) ?? 0), 0);
  const out = list.map((r) => {
    const m = num(r[massKey]);
    const share = total > 0 && m !== null ? round((m / total) * 100, 1) : '';
    return r[percentKey] === share ? r : { ...r, [percentKey]: share };
  });
  return { rows: out, total: round(total, 1) };
}

export function deriveRoastingDefault(v: RecordValues): RecordValues {
  const { rows, total } = shareRows(v.greenbean_rows, 'greenbean_mass', 'greenbean_percent');
  return { greenbean_rows: rows, greenbean_total_mass: total || '', roasting_single_origin: rows.length === 1 };
}

export function deriveRoastingResult(v: RecordValues): RecordValues {
  const out = deriveRoastingDefault(v);
  const green = num(out.greenbean_total_mass);
  const roasted = num(v.roasting_mass);
  out.roasting_loss = green && roasted !== null ? round(((green - roasted) / green) * 100, 1) : '';
  out.roasting_mass_calc = roasted ? round(roasted / 150, 2) : '';
  return out;
}

export function deriveBlending(v: RecordValues): RecordValues {
  const { rows, total } = shareRows(v.roasting_rows, 'roasting_mass', 'roasting_percent');
  return { roasting_rows: rows, blending_total_mass: total || '' };
}
