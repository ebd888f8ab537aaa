/** A roast log read from an Artisan file or a plain table (spec 001 §4). Temperatures are °C. */
export const ROAST_EVENTS = [
  'charge',
  'turning',
  'dried',
  'first_start',
  'first_end',
  'second_start',
  'second_end',
  'end',
] as const;
export type RoastEvent = (typeof ROAST_EVENTS)[number];

/** One reading: t in seconds from CHARGE (negative before it), bean (BT) and air (ET) in °C; null = no reading. */
export interface RoastPoint {
  t: number;
  bt: number | null;
  et: number | null;
}

export interface RoastLog {
  /** The unit the file was recorded in; the values here are always converted to °C. */
  unit: 'C' | 'F';
  samples: RoastPoint[];
  events: Partial<Record<RoastEvent, RoastPoint>>;
  /** The day of the roast as the file states it (`YYYY-MM-DD`, the roaster's local date); absent when the file has none. */
  date?: string;
  /** The clock time the recording started (`HH:mm` or `HH:mm:ss`), when the file states it. */
  time?: string;
}

export type RoastLogError =
  'not_checked_file_label' | 'under_construction_text' | 'roastingfile_malformed' | 'roastingfile_rows';

export type RoastLogResult = { ok: true; log: RoastLog } | { ok: false; error: RoastLogError; detail?: string };

/** Thrown by the format readers; parseRoastLog turns it into roastingfile_malformed with this detail. */
export class RoastLogMalformed extends Error {}

/**
 * What a real log needs, with room to spare: an hour at one sample a second is 3,600
 * rows, and Artisan's export of it ~200 KB. A file past either is refused before it is read in full
 * (the upload's own limit) or as soon as its rows pass the count (`roastingfile_rows`).
 */
export const ROAST_LOG_MAX_SAMPLES = 20_000;
export const ROAST_LOG_MAX_BYTES = 2 * 1024 * 1024;

/** Thrown by the format readers for a file with more samples than ROAST_LOG_MAX_SAMPLES. */
export class RoastLogTooLong extends Error {}
