import { parseRoastLog, type RoastLogError, roastLogToProfile, type RoastLogUploadReply } from '@beantrail/contracts';

export interface RoastLogFile {
  fileName: string;
  /** The file's bytes (a copy is transferred to the worker). */
  data: Uint8Array;
}

/** A log read: the reply's fields and log (typed in contracts), or the message key of why not. */
export type RoastLogReply = ({ ok: true } & RoastLogUploadReply) | { ok: false; error: RoastLogError };

/** Reads one uploaded roast log (spec 001 §4) into the profile fields it fills: the work a pool thread does. */
export function readRoastLogFile(file: RoastLogFile): RoastLogReply {
  const parsed = parseRoastLog(
    file.fileName,
    Buffer.from(file.data.buffer, file.data.byteOffset, file.data.byteLength).toString('utf8'),
  );
  if (!parsed.ok) return { ok: false, error: parsed.error };
  const { log } = parsed;
  return {
    ok: true,
    fields: roastLogToProfile(log),
    log: {
      unit: log.unit,
      samples: log.samples.length,
      events: log.events,
      date: log.date ?? null,
      time: log.time ?? null,
    },
  };
}
