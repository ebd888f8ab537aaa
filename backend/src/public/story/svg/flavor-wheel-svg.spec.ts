import { flavorWheelCodes } from '../../../core/seed/codes/flavor-wheel';
import { flavorWheelSvg } from './flavor-wheel-svg';

const codes = flavorWheelCodes();
const byId = new Map(codes.map((c) => [c.code_id, c]));
/** data-id → the path's attributes and its title, if any. */
function arcs(svg: string) {
  return new Map(
    [
      ...svg.matchAll(
        /<path data-id="(\w+)" d="([^"]*)" fill="([^"]+)"(?: opacity="([\d.]+)")?(?:\/>|><title>(.*?)<\/title><\/path>)/g,
      ),
    ].map((m) => [m[1], { d: m[2], fill: m[3], opacity: m[4] ? Number(m[4]) : 1, title: m[5] }]),
  );
}
const labels = (svg: string) =>
  [...svg.matchAll(/<text [^>]*>(.*?)<\/text>/g)].map((m) => m[1].replace(/<[^>]+>/g, ''));

describe('flavorWheelSvg', () => {
  const berry = 'FL0101';
  const blackberry = 'FL010101';
  const svg = flavorWheelSvg({ selected: [berry], kr: false, ariaLabel: 'Flavors' });

  it('is one svg element scaled by its viewBox', () => {
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="-180 -180 360 360" role="img" aria-label="Flavors"[^>]*>/,
    );
    expect(svg.match(/<svg/g)).toHaveLength(1);
    expect(svg).not.toMatch(/<svg[^>]* (width|height)=/);
  });

  it('draws one arc per code of the seed, in the data colours', () => {
    const a = arcs(svg);
    expect(a.size).toBe(codes.length);
    expect(svg.match(/<path /g)).toHaveLength(codes.length);
    for (const c of codes) expect(a.get(c.code_id)?.fill).toBe(c.alias1);
    expect([...a.values()].every((x) => x.d.startsWith('M'))).toBe(true);
  });

  it('lights the selected term and its ancestors, fades the rest', () => {
    expect(byId.get(berry)?.name).toBe('Berry');
    const a = arcs(svg);
    expect(a.get(berry)).toMatchObject({ opacity: 1, title: 'Berry' });
    expect(a.get('FL01')).toMatchObject({ opacity: 1, title: 'Fruity' });
    expect(a.get('FL02')).toMatchObject({ opacity: 0.22, title: undefined });
    expect(a.get(blackberry)?.opacity).toBe(0.22);
    expect([...a.values()].filter((x) => x.opacity === 1)).toHaveLength(2);
  });

  it('labels every level-1 term and the selected deeper ones', () => {
    const en = labels(svg).join('|');
    for (const c of codes.filter((c) => !c.filter)) for (const part of c.name.split('/')) expect(en).toContain(part);
    expect(labels(svg)).toContain('Berry');
    expect(labels(svg)).not.toContain('Blackberry');
    expect(labels(flavorWheelSvg({ selected: [blackberry], kr: false, ariaLabel: 'x' }))).toContain('Blackberry');
  });

  it('uses the Korean names when kr', () => {
    const kr = flavorWheelSvg({ selected: [berry], kr: true, ariaLabel: 'x' });
    const fruity = byId.get('FL01')!;
    expect(labels(kr)).toContain(fruity.name_kr);
    expect(labels(kr)).toContain(byId.get(berry)!.name_kr);
    expect(labels(kr)).not.toContain('Fruity');
    expect(arcs(kr).get('FL01')?.title).toBe(fruity.name_kr);
  });

  it('gives every leaf the same angle and lets a parent span its leaves', () => {
    // Sweep angles from the arc ends: the end point of the outer arc sits on the outer radius.
    const all = flavorWheelSvg({ selected: [], kr: false, ariaLabel: 'x' });
    const a = arcs(all);
    const span = (id: string): number => {
      const kids = codes.filter((c) => c.filter === id);
      return kids.length ? kids.reduce((s, k) => s + span(k.code_id), 0) : 1;
    };
    const roots = codes.filter((c) => !c.filter);
    const leaves = roots.reduce((s, r) => s + span(r.code_id), 0);
    // An arc path starts "Mx0,y0Ar,r,0,0,1,x1,y1"; its chord on the outer circle gives its angle.
    const angle = (id: string) => {
      const [x0, y0, r, , , , , x1, y1] = (a.get(id)!.d.match(/-?[\d.]+/g) ?? []).map(Number);
      return 2 * Math.asin(Math.min(1, Math.hypot(x1 - x0, y1 - y0) / (2 * r)));
    };
    const step = (2 * Math.PI) / leaves;
    expect(angle(blackberry)).toBeCloseTo(step, 1);
    expect(angle(berry)).toBeCloseTo(step * span(berry), 1);
    expect(all).not.toContain('opacity=');
  });

  it('ignores unknown ids', () => {
    expect(flavorWheelSvg({ selected: ['FL99', 'nope'], kr: false, ariaLabel: 'x' })).toBe(
      flavorWheelSvg({ selected: [], kr: false, ariaLabel: 'x' }),
    );
    const a = arcs(flavorWheelSvg({ selected: ['FL99', berry], kr: false, ariaLabel: 'x' }));
    expect(a.get(berry)?.opacity).toBe(1);
  });

  it('escapes the aria label', () => {
    const bad = flavorWheelSvg({ selected: [], kr: false, ariaLabel: '</svg><script>alert(1)</script>' });
    expect(bad).not.toContain('<script');
    expect(bad.match(/<\/svg>/g)).toHaveLength(1);
    expect(bad).toContain('aria-label="&lt;/svg&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });
});
