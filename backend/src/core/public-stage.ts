/** Public stages (code group PBST) from least to most shown (001 §6, 002 §6 "public stage per audience"). */
export const PUBLIC_STAGE_ORDER = ['LST', 'NRML', 'DTL', 'ALL'] as const;

/** How much a stage shows: 0 LST (names), 1 NRML (+ origins), 2 DTL (+ dates, losses), 3 ALL (+ notes); unknown → LST. */
export function publicStageLevel(stage: unknown): number {
  return Math.max(0, PUBLIC_STAGE_ORDER.indexOf(String(stage ?? 'LST') as (typeof PUBLIC_STAGE_ORDER)[number]));
}

/** A QR code's uuid (v4 text, lower case, as randomUUID writes it). */
export const QR_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
