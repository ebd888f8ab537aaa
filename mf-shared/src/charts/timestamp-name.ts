const pad = (n: number, len = 2) => String(n).padStart(len, '0');

/** Local time as YYYYMMDDHHmmss (spec 000 §9 image export names). */
export function timestamp14(date: Date = new Date()): string {
  return (
    pad(date.getFullYear(), 4) +
    pad(date.getMonth() + 1) +
    pad(date.getDate()) +
    pad(date.getHours()) +
    pad(date.getMinutes()) +
    pad(date.getSeconds())
  );
}

/** A download name: prefix + YYYYMMDDHHmmss (+ .ext when given), e.g. `flavorwheel_20261122230501.png`. */
export function timestampFileName(prefix: string, ext?: string, date: Date = new Date()): string {
  return `${prefix}${timestamp14(date)}${ext ? `.${ext}` : ''}`;
}
