import { clampRotation, flattenWheel, layoutWheel } from './wheel-tree';
import { FLAVOR_WHEEL } from './wheel-data';

const HANGUL = /[\uAC00-\uD7A3]/;

describe('flavor wheel tree (spec 000 §3: SCA 2016, 9/28/73 terms)', () => {
  const all = flattenWheel(FLAVOR_WHEEL);

  it('has 9 / 28 / 73 terms with colours and Korean names', () => {
    expect([1, 2, 3].map((l) => all.filter((n) => n.level === l).length)).toEqual([9, 28, 73]);
    for (const n of all) {
      expect(n.colour).toMatch(/^#[0-9A-Fa-f]{6}$/);
      expect(n.nameKr).toMatch(HANGUL);
    }
  });

  it('uses the FLVR code ids of the backend seed', () => {
    expect(all[0]).toMatchObject({ id: 'FL01', name: 'Fruity', nameKr: '과일향', colour: '#DA1D23' });
    expect(all.find((n) => n.id === 'FL010101')).toMatchObject({
      name: 'Blackberry',
      nameKr: '블랙베리',
      parentId: 'FL0101',
    });
  });

  it('lays out sectors that cover the circle once per ring', () => {
    const arcs = layoutWheel(FLAVOR_WHEEL);
    const ring0 = arcs.filter((a) => a.ring === 0);
    expect(ring0).toHaveLength(9);
    expect(ring0[ring0.length - 1].end).toBeCloseTo(Math.PI * 2);
    expect(arcs).toHaveLength(110);
    expect(layoutWheel(FLAVOR_WHEEL, 'simple')).toHaveLength(37);
    const reversed = layoutWheel(FLAVOR_WHEEL, 'reverse');
    expect(reversed.find((a) => a.node.level === 3)?.ring).toBe(0);
  });

  it('clamps rotation to −180…180 in tenths of a degree (scale 10)', () => {
    expect(clampRotation(200)).toBe(180);
    expect(clampRotation(-181)).toBe(-180);
    expect(clampRotation(12.345)).toBe(12.3);
    expect(clampRotation(Number.NaN)).toBe(0);
  });
});
