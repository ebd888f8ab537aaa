import type { DataSource, EntityManager } from 'typeorm';

/** What the generic handlers need to know about the engine: identifier quoting and time format. */
export interface Dialect {
  mysql: boolean;
  q(identifier: string): string;
}

export function dialectOf(db: DataSource | EntityManager): Dialect {
  const mysql = ('options' in db ? db.options : db.connection.options).type === 'mysql';
  return { mysql, q: (name) => (mysql ? '`' + name.replace(/`/g, '``') + '`' : '"' + name.replace(/"/g, '""') + '"') };
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/**
 * Datetimes are written as 'YYYY-MM-DD HH:mm:ss.SSS' in UTC on both engines: the format TypeORM
 * uses for SQLite, so rows written by entities and by these handlers compare as equal strings,
 * and MariaDB parses it for datetime(3) columns (the connection runs in UTC).
 */
export function toDbTime(value: Date | string): string {
  const d = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(d.getTime())) throw new RangeError('invalid time');
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}.${pad(d.getUTCMilliseconds(), 3)}`;
}

/** 'YYYY-MM-DD HH:mm:ss[.SSS]' with plausible fields, as toDbTime writes it. */
const STORED_TIME = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{3})?$/;

/** A datetime as read from either engine (Date from mysql2, string from SQLite) → ISO string. */
export function fromDbTime(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return value.toISOString();
  const s = String(value);
  // The stored format itself (every list row has two): rearranged as text, no Date parse.
  if (STORED_TIME.test(s)) return `${s.slice(0, 10)}T${s.slice(11, 19)}${s.length === 19 ? '.000' : s.slice(19)}Z`;
  const d = new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(s) ? s : s.replace(' ', 'T') + 'Z');
  return Number.isNaN(d.getTime()) ? s : d.toISOString();
}

/** LIKE pattern for "contains", with % _ and the escape character itself escaped (ESCAPE '!'). */
export function containsPattern(text: string): string {
  return '%' + text.replace(/[!%_]/g, (c) => '!' + c) + '%';
}
