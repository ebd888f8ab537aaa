/**
 * A stored date or time as the text a list cell and view mode show, without dayjs: the list is an
 * area's first page, and dayjs with its parsing plugin was 4 KB gzip of it. The pickers
 * still parse with dayjs (date-values.ts); date-text.spec.ts holds this to dayjs's reading of the
 * same values: the stored forms read strictly first, then dayjs's own loose reading.
 */
export type DateKind = 'date' | 'month' | 'time' | 'datetime';

// Each stored form as year, month, day, hour, minute, second groups (empty where the form has none).
const STORED: Record<DateKind, RegExp[]> = {
  date: [/^(\d{4})-(\d{2})-(\d{2})()()()$/, /^(\d{4})(\d{2})(\d{2})()()()$/, /^(\d{4})\.(\d{2})\.(\d{2})()()()$/],
  month: [/^(\d{4})-(\d{2})()()()()$/, /^(\d{4})(\d{2})()()()()$/],
  time: [/^()()()(\d{2}):(\d{2}):(\d{2})$/, /^()()()(\d{2}):(\d{2})()$/],
  datetime: [
    /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/,
    /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})$/,
    /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})()$/,
    /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/,
  ],
};

// dayjs's reading of a string with no format (its REGEX_PARSE): local time, parts may overflow.
const LOOSE = /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/;

/** A stored form read strictly: every part in range (2026-02-30 is not read here). */
function strict(text: string, kind: DateKind): Date | null {
  for (const form of STORED[kind]) {
    const m = form.exec(text);
    if (!m) continue;
    const today = new Date();
    const [y, mo, d] =
      kind === 'time'
        ? [today.getFullYear(), today.getMonth() + 1, today.getDate()]
        : [Number(m[1]), Number(m[2] || 1), Number(m[3] || 1)];
    const [h, mi, s] = [Number(m[4] || 0), Number(m[5] || 0), Number(m[6] || 0)];
    const date = new Date(y, mo - 1, d, h, mi, s);
    date.setFullYear(y);
    const exact =
      date.getFullYear() === y &&
      date.getMonth() === mo - 1 &&
      date.getDate() === d &&
      date.getHours() === h &&
      date.getMinutes() === mi &&
      date.getSeconds() === s;
    return exact ? date : null;
  }
  return null;
}

function loose(text: string): Date | null {
  const m = /z$/i.test(text) ? null : LOOSE.exec(text);
  const date = m
    ? new Date(
        Number(m[1]),
        Number(m[2]) - 1 || 0,
        Number(m[3] || 1),
        Number(m[4] || 0),
        Number(m[5] || 0),
        Number(m[6] || 0),
        Number((m[7] || '0').slice(0, 3)),
      )
    : new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Text of a stored value: YYYY-MM-DD, YYYY-MM, HH:mm:ss or YYYY-MM-DD HH:mm:ss on the reader's clock; '' when empty or unreadable. */
export function displayDate(value: unknown, kind: DateKind): string {
  if (value === null || value === undefined || value === '') return '';
  const text = String(value);
  const date = strict(text, kind) ?? loose(text);
  if (!date) return '';
  const day = `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
  return { date: day, month: day.slice(0, 7), time, datetime: `${day} ${time}` }[kind];
}

/**
 * A 'YYYY-MM-DD' day as a phone list shows it (001 §2: MM-DD on mobile): without the year only when
 * it is the reader's current year, so a 2021 roast does not read "02-09" beside this year's "11-27".
 */
export function shortDay(day: string, now: Date = new Date()): string {
  return /^\d{4}-\d{2}-\d{2}/.test(day) && day.startsWith(`${pad(now.getFullYear(), 4)}-`) ? day.slice(5) : day;
}

/** The half of the day in each language's own words (002 §9 "A": 오전/오후 in Korean, AM/PM in English). */
const MERIDIEM = { kr: ['오전', '오후'], en: ['AM', 'PM'] } as const;

/**
 * A date-time on a 12-hour clock to the minute (002 §9 event times): 'YYYY-MM-DD A hh:mm', or
 * 'MM-DD A hh:mm' when `short` (phones, 767 px and below; the year kept when it is not this year,
 * shortDay), on the reader's clock. Midnight is
 * 12 AM and noon 12 PM, as the clock reads; '' when empty or unreadable.
 */
export function displayClock12(value: unknown, locale: 'kr' | 'en', short = false, now: Date = new Date()): string {
  if (value === null || value === undefined || value === '') return '';
  const text = String(value);
  const date = strict(text, 'datetime') ?? loose(text);
  if (!date) return '';
  const hours = date.getHours();
  const day = `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  const clock = `${MERIDIEM[locale][hours < 12 ? 0 : 1]} ${pad(hours % 12 || 12)}:${pad(date.getMinutes())}`;
  return `${short ? shortDay(day, now) : day} ${clock}`;
}
