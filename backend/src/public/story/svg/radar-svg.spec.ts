import { radarSvg } from './radar-svg';

const AXES = ['Fragrance', 'Flavor', 'Aftertaste', 'Acidity', 'Body', 'Balance'];
const render = (values: (number | null)[], ariaLabel = 'Cupping') =>
  radarSvg({ axes: AXES.map((label, i) => ({ label, value: values[i] })), ariaLabel });

function geometry(svg: string) {
  const [, cx, cy] = svg.match(/translate\(([\d.]+) ([\d.]+)\)/)!.map(Number);
  const rings = [...svg.matchAll(/<circle r="([\d.]+)"\/>/g)].map((m) => Number(m[1]));
  const pts = svg
    .match(/<polygon points="([^"]+)"/)![1]
    .split(' ')
    .map((p) => p.split(',').map(Number));
  const dist = ([x, y]: number[]) => Math.hypot(x - cx, y - cy);
  return { rings, pts, dist };
}
/** Text content of each <text>, tags stripped. */
const labels = (svg: string) =>
  [...svg.matchAll(/<text [^>]*>(.*?)<\/text>/g)].map((m) => m[1].replace(/<[^>]+>/g, ''));

describe('radarSvg', () => {
  const svg = render([8, 7.75, 7.5, 10, null, 6]);

  it('is one svg element scaled by its viewBox', () => {
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 400 320" role="img" aria-label="Cupping"[^>]*>/,
    );
    expect(svg.match(/<svg/g)).toHaveLength(1);
    expect(svg).not.toMatch(/<svg[^>]* (width|height)=/);
  });

  it('draws rings at 2…10 and one polygon point per axis', () => {
    const { rings, pts } = geometry(svg);
    expect(rings).toHaveLength(5);
    expect(rings.map((r) => r / rings[4])).toEqual([0.2, 0.4, 0.6, 0.8, 1]);
    expect(pts).toHaveLength(AXES.length);
  });

  it('puts 10 on the outer ring and scales the rest', () => {
    const { rings, pts, dist } = geometry(svg);
    expect(dist(pts[3])).toBeCloseTo(rings[4], 0);
    expect(dist(pts[0])).toBeCloseTo(rings[3], 0);
    expect(dist(pts[5])).toBeCloseTo(rings[2], 0);
    // Out-of-range scores stay on the chart.
    const over = geometry(render([12, -3, 5, 5, 5, 5]));
    expect(over.dist(over.pts[0])).toBeCloseTo(over.rings[4], 0);
    expect(over.dist(over.pts[1])).toBeCloseTo(0, 0);
  });

  it('draws null as 0 without a dot and labels it "–"', () => {
    const { pts, dist } = geometry(svg);
    expect(dist(pts[4])).toBeCloseTo(0, 0);
    expect(svg.match(/<circle cx=/g)).toHaveLength(5);
    expect(labels(svg)).toEqual(['Fragrance 8', 'Flavor 7.75', 'Aftertaste 7.5', 'Acidity 10', 'Body –', 'Balance 6']);
  });

  it('labels Korean axes the same way', () => {
    const kr = radarSvg({ axes: [{ label: '산미', value: 8 }], ariaLabel: '커핑' });
    expect(labels(kr)).toEqual(['산미 8']);
    expect(kr).toContain('aria-label="커핑"');
  });

  it('escapes caller text', () => {
    const bad = radarSvg({ axes: [{ label: '</svg><script>alert(1)</script>', value: 5 }], ariaLabel: '"><script>' });
    expect(bad).not.toContain('<script');
    expect(bad.match(/<\/svg>/g)).toHaveLength(1);
    expect(bad).toContain('&lt;/svg&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(bad).toContain('aria-label="&quot;&gt;&lt;script&gt;"');
  });
});
