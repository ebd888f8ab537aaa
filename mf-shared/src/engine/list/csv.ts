/** CSV text of list rows (react-admin style export): a header row, then one line per row. */
export function toCsv(headers: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const cell = (v: unknown): string => {
    const text = v === null || v === undefined ? '' : Array.isArray(v) ? v.join(', ') : String(v);
    // Quote when needed; a leading =, +, - or @ is prefixed so a spreadsheet does not run it as a formula.
    const safe = /^[=+\-@]/.test(text) && !Number.isFinite(Number(text)) ? `'${text}` : text;
    return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  // The byte-order mark lets spreadsheet programs read Korean text as UTF-8.
  return '\uFEFF' + [headers, ...rows].map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';
}

export function downloadText(text: string, name: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
