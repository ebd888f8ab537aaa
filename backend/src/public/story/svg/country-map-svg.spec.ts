import { compactPath, countryMapSvg } from './country-map-svg';

/** Absolute points of a compactPath string (m/l/z, implicit repeats). */
function points(d: string): [number, number][] {
  const out: [number, number][] = [];
  let x = 0;
  let y = 0;
  let sx = 0;
  let sy = 0;
  for (const [, cmd, args] of d.matchAll(/([mlz])([^mlz]*)/g)) {
    if (cmd === 'z') {
      [x, y] = [sx, sy];
      continue;
    }
    const nums = (args.match(/-?[\d.]+/g) ?? []).map(Number);
    for (let i = 0; i < nums.length; i += 2) {
      x += nums[i];
      y += nums[i + 1];
      if (cmd === 'm' && i === 0) [sx, sy] = [x, y];
      out.push([x, y]);
    }
  }
  return out;
}

const listedPaths = (svg: string) => [...svg.matchAll(/<path data-listed="(\d+)" fill="([^"]+)" d="([^"]+)"/g)];
const pathCount = (svg: string) => (svg.match(/<path /g) ?? []).length;

describe('countryMapSvg', () => {
  const haitiEthiopia = countryMapSvg({ countries: { '332': 'Haiti', '231': 'Ethiopia' }, ariaLabel: 'Origins' });

  it('is one svg element scaled by its viewBox', () => {
    expect(
      haitiEthiopia.startsWith(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 960 500" role="img" aria-label="Origins"',
      ),
    ).toBe(true);
    expect(haitiEthiopia.endsWith('</svg>')).toBe(true);
    expect(haitiEthiopia.match(/<svg/g)).toHaveLength(1);
    expect(haitiEthiopia).not.toMatch(/<svg[^>]* (width|height)=/);
  });

  it('fills and names the listed countries', () => {
    const listed = listedPaths(haitiEthiopia);
    expect(listed.map((m) => m[1]).sort()).toEqual(['231', '332']);
    expect(listed.every((m) => m[2] === '#6d4c41')).toBe(true);
    expect(haitiEthiopia).toContain('<title>Haiti</title>');
    expect(haitiEthiopia).toMatch(/<text [^>]*>Haiti<\/text>/);
    expect(haitiEthiopia).toMatch(/<text [^>]*>Ethiopia<\/text>/);
    // Neighbours are drawn around them.
    expect(pathCount(haitiEthiopia)).toBeGreaterThan(30);
  });

  it('ignores unknown ids and accepts ids without leading zeros', () => {
    const svg = countryMapSvg({ countries: { '999': 'Atlantis', '76': 'Brazil' }, ariaLabel: 'x' });
    expect(listedPaths(svg).map((m) => m[1])).toEqual(['076']);
    expect(svg).not.toContain('Atlantis');
  });

  it('shows the whole world when no listed country is in the atlas', () => {
    const empty = countryMapSvg({ countries: {}, ariaLabel: 'x' });
    const unknown = countryMapSvg({ countries: { '999': 'Atlantis' }, ariaLabel: 'x' });
    expect(listedPaths(empty)).toHaveLength(0);
    expect(unknown.replace('Atlantis', '')).toBe(empty);
    // world-atlas 110m has 177 countries; all of them are in view.
    expect(pathCount(empty)).toBeGreaterThanOrEqual(170);
  });

  it('zooms in at most 4× the whole-world view, centred on the country', () => {
    const rwanda = countryMapSvg({ countries: { '646': 'Rwanda' }, ariaLabel: 'x' });
    const pts = points(listedPaths(rwanda)[0][3]);
    const xs = pts.map((p) => p[0]);
    const ys = pts.map((p) => p[1]);
    // Rwanda is ~2° wide: ~5 px on the 960 px world, so at most ~25 px at 4×.
    expect(Math.max(...xs) - Math.min(...xs)).toBeLessThan(30);
    expect(Math.max(...xs) - Math.min(...xs)).toBeGreaterThan(10);
    expect(Math.abs((Math.max(...xs) + Math.min(...xs)) / 2 - 480)).toBeLessThan(10);
    expect(Math.abs((Math.max(...ys) + Math.min(...ys)) / 2 - 250)).toBeLessThan(10);
  });

  it('reuses the geometry of an id set but not its names', () => {
    const renamed = countryMapSvg({ countries: { '231': '에티오피아', '332': '아이티' }, ariaLabel: 'Origins' });
    expect(renamed).toContain('<title>아이티</title>');
    expect(renamed).not.toContain('Haiti');
    expect(listedPaths(renamed).map((m) => m[3])).toEqual(listedPaths(haitiEthiopia).map((m) => m[3]));
  });

  it('stays compact', () => {
    expect(Buffer.byteLength(haitiEthiopia)).toBeLessThan(120_000);
    expect(Buffer.byteLength(countryMapSvg({ countries: {}, ariaLabel: 'x' }))).toBeLessThan(120_000);
    expect(haitiEthiopia).not.toMatch(/\d\.\d\d/);
  });

  it('escapes caller text', () => {
    const svg = countryMapSvg({
      countries: { '332': '</svg><script>alert(1)</script>' },
      ariaLabel: '"><script>x</script>',
    });
    expect(svg).not.toContain('<script');
    expect(svg.match(/<\/svg>/g)).toHaveLength(1);
    expect(svg).toContain('&lt;/svg&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(svg).toContain('aria-label="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
  });
});

describe('compactPath', () => {
  it('rewrites absolute moves as relative ones, restarting from the subpath start after z', () => {
    expect(compactPath('M10,10L20,10L20,20L20,20ZM30,30L35,29.96Z')).toBe('m10,10l10,0 0,10zm20,20l5,0z');
    expect(points(compactPath('M1.2,3.4L-5.6,7.8L0.1,-0.1Z'))).toEqual(
      [
        [1.2, 3.4],
        [-5.6, 7.8],
        [0.1, -0.1],
      ].map(([x, y]) => [expect.closeTo(x, 5), expect.closeTo(y, 5)]),
    );
  });

  it('leaves other path commands alone', () => {
    expect(compactPath('M0,0m1,1a1,1 0 1,1 0,-2')).toBe('M0,0m1,1a1,1 0 1,1 0,-2');
  });
});
