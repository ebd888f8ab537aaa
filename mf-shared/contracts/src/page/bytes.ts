/**
 * UTF-8 byte length (spec 000 §5 check 6: "length is counted in bytes, not characters").
 * Hangul syllables take 3 bytes, emoji and other astral characters 4. Counted by hand so the
 * same code runs in the browser and in Node without TextEncoder differences.
 */
export function utf8ByteLength(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4; // a surrogate pair is one 4-byte code point
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/**
 * Whether text is well-formed Unicode: no lone surrogate (the sign-up name too). Such text cannot be
 * written as UTF-8; one engine stored invalid bytes that other readers of the file then failed on.
 * Nor a control character other than tab, line feed and carriage return:
 * a NUL was stored, ends the text for C readers, and a NUL search matched every row.
 */
export function isWellFormedText(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20) {
      if (c === 0x09 || c === 0x0a || c === 0x0d) continue;
      return false;
    }
    if (c < 0xd800 || c > 0xdfff) continue;
    if (c > 0xdbff || i + 1 >= text.length) return false;
    const next = text.charCodeAt(i + 1);
    if (next < 0xdc00 || next > 0xdfff) return false;
    i++;
  }
  return true;
}
