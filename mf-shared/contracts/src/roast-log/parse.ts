import { readAlog } from './artisan-alog';
import { readTable } from './table';
import { type RoastLogResult, RoastLogMalformed, RoastLogTooLong } from './types';

/** Which reader a file name selects (spec 001 §4): .alog anywhere in the name, else the extension. */
export function roastLogKind(fileName: string): 'alog' | 'table' | 'json' | null {
  const name = fileName.toLowerCase();
  if (name.includes('.alog')) return 'alog';
  const ext = name.slice(name.lastIndexOf('.') + 1);
  if (!name.includes('.')) return null;
  if (ext === 'csv' || ext === 'txt' || ext === 'tsv') return 'table';
  if (ext === 'json') return 'json';
  return null;
}

/** Reads a roast log file; never throws for bad input, it answers with the message key instead. */
export function parseRoastLog(fileName: string, text: string): RoastLogResult {
  const kind = roastLogKind(fileName);
  if (kind === null) return { ok: false, error: 'not_checked_file_label' };
  if (kind === 'json') return { ok: false, error: 'under_construction_text' };
  try {
    return { ok: true, log: kind === 'alog' ? readAlog(text) : readTable(text) };
  } catch (e) {
    if (e instanceof RoastLogMalformed) return { ok: false, error: 'roastingfile_malformed', detail: e.message };
    if (e instanceof RoastLogTooLong) return { ok: false, error: 'roastingfile_rows', detail: e.message };
    throw e;
  }
}
