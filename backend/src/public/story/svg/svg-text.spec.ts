import { escapeXml, num, svgOpen, textWidth } from './svg-text';

describe('svg-text', () => {
  it('escapes the five XML specials', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&#39;f');
    expect(escapeXml('</svg><script>')).toBe('&lt;/svg&gt;&lt;script&gt;');
  });

  it('formats numbers with at most one decimal and no negative zero', () => {
    expect(num(12)).toBe('12');
    expect(num(12.345)).toBe('12.3');
    expect(num(0.1 + 0.2)).toBe('0.3');
    expect(num(-0.04)).toBe('0');
    expect(num(-1.25)).toBe('-1.2');
  });

  it('opens an svg scaled by viewBox only, with an escaped label', () => {
    const open = svgOpen('0 0 10 10', 'a"b');
    expect(open).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" role="img" aria-label="a&quot;b" font-family="system-ui, sans-serif">',
    );
  });

  it('estimates Hangul wider than Latin', () => {
    expect(textWidth('산미', 10)).toBeGreaterThan(textWidth('ab', 10));
  });
});
