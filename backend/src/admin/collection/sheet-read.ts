import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';

export interface SheetFile {
  fileName: string;
  data: Uint8Array;
}

/** A row of the sheet: its line number as the spreadsheet shows it (the header is line 1) and its cells. */
export interface SheetRow {
  line: number;
  cells: string[];
}

export type SheetReply =
  | { ok: true; headers: string[]; rows: SheetRow[] }
  | { ok: false; error: 'collection_file' | 'collection_rows'; detail?: string };

const pad = (n: number) => String(n).padStart(2, '0');

/** A cell as the text a person typed: dates as YYYY-MM-DD (with the time when it has one), formulas by their result. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const date = `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
    const time =
      value.getUTCHours() || value.getUTCMinutes() || value.getUTCSeconds()
        ? ` ${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}:${pad(value.getUTCSeconds())}`
        : '';
    return date + time;
  }
  if (typeof value === 'object') {
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('text' in value) return String(value.text);
    return '';
  }
  return String(value);
}

/**
 * The first sheet of an .xlsx or .csv file (exceljs reads both): its first row as the headers,
 * every later non-empty row as texts, at most `maxRows` (else `collection_rows`). Runs in a worker
 * thread (core/upload/worker-pool.ts), as roast logs do: a large file must not hold up every request.
 */
export async function readSheet(file: SheetFile, maxRows: number): Promise<SheetReply> {
  const name = file.fileName.toLowerCase();
  const workbook = new ExcelJS.Workbook();
  let sheet: ExcelJS.Worksheet | undefined;
  try {
    if (name.endsWith('.xlsx')) {
      await workbook.xlsx.load(Buffer.from(file.data) as unknown as ArrayBuffer);
      sheet = workbook.worksheets[0];
    } else if (name.endsWith('.csv')) {
      sheet = await workbook.csv.read(
        Readable.from([
          Buffer.from(file.data)
            .toString('utf8')
            .replace(/^\uFEFF/, ''),
        ]),
      );
    } else {
      return { ok: false, error: 'collection_file', detail: 'not .xlsx or .csv' };
    }
  } catch (error) {
    return { ok: false, error: 'collection_file', detail: error instanceof Error ? error.message : String(error) };
  }
  if (!sheet || sheet.rowCount === 0) return { ok: false, error: 'collection_file', detail: 'the sheet is empty' };
  if (sheet.rowCount - 1 > maxRows) return { ok: false, error: 'collection_rows' };
  const width = sheet.getRow(1).cellCount;
  const headers = Array.from({ length: width }, (_, i) => cellText(sheet!.getRow(1).getCell(i + 1).value).trim());
  const rows: SheetRow[] = [];
  for (let r = 2; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    const cells = Array.from({ length: width }, (_, i) => cellText(row.getCell(i + 1).value));
    // A blank line (a sheet's trailing rows) is no row to bring.
    if (cells.some((c) => c.trim() !== '')) rows.push({ line: r, cells });
  }
  return { ok: true, headers, rows };
}
