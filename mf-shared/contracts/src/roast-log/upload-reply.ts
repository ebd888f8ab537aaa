import type { RoastLog } from './types';

/**
 * POST /api/roaster/roasting/log/upload (001 §4): the profile fields one uploaded log fills
 * (roastLogToProfile) and what the file says of itself. Nothing is stored; the roaster's form
 * takes the fields and sets the roast date from `log.date`.
 */
export interface RoastLogUploadReply {
  fields: Record<string, number | string | null>;
  log: {
    unit: RoastLog['unit'];
    /** How many samples the file holds. */
    samples: number;
    events: RoastLog['events'];
    date: string | null;
    time: string | null;
  };
}
