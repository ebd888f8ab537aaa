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
