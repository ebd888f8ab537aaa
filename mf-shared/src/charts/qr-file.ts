import { timestampFileName } from './timestamp-name';

/** Characters no file system takes in a name, and runs of blanks. */
const UNSAFE = /[\\/:*?"<>|\u0000-\u001f]+/g;

/**
 * A QR code's download name (spec 000 §9 image names): what it is (the lot's name, the code's kind)
 * joined by "_", then the timestamp, e.g. `하우스 블렌드_소비자용 QR_20261128070501.png`. With
 * nothing to name it by, `QRCode_…`.
 */
export function qrFileName(
  parts: readonly (string | undefined)[],
  ext: 'png' | 'svg',
  date: Date = new Date(),
): string {
  const words = parts.map((p) => (p ?? '').replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim()).filter(Boolean);
  return timestampFileName(`${words.length ? words.join('_') : 'QRCode'}_`, ext, date);
}

/** The caption's lines as they go under the code: empty values left out. */
export function captionLines(values: readonly unknown[]): string[] {
  return values.map((v) => (v === null || v === undefined ? '' : String(v).trim())).filter(Boolean);
}
