// Shared bits of the story page's SVG renderers: every caller string goes through escapeXml
// (roaster names and the like are user data), numbers through num (path data size matters).

const XML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for use in element content and in double- or single-quoted attributes. */
export function escapeXml(s: string): string {
  return String(s).replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);
}

/** A number with at most one decimal ("12", "12.3", never "-0"). */
export function num(n: number): string {
  const r = Math.round(n * 10) / 10;
  return r === 0 ? '0' : String(r);
}

export const FONT = 'system-ui, sans-serif';
export const BRAND = '#6d4c41';

/** The opening tag every renderer uses: scales by viewBox only (the page sets svg{width:100%;height:auto}). */
export function svgOpen(viewBox: string, ariaLabel: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" role="img" aria-label="${escapeXml(ariaLabel)}" font-family="${FONT}">`;
}

/** Rough rendered width in px for layout (no font metrics on the server): Hangul ~1em, Latin ~0.56em. */
export function textWidth(text: string, fontSize: number): number {
  let em = 0;
  for (const ch of text) em += /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3\u4e00-\u9fff]/.test(ch) ? 0.95 : 0.56;
  return em * fontSize;
}
