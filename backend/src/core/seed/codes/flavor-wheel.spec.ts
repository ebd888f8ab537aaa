// The flavor wheel must keep the 2016 tree intact and fail loudly on gaps.
import { buildFlavorCodes, flavorWheelCodes, type FlavorNode } from './flavor-wheel';

const HANGUL = /[\uAC00-\uD7A3]/;

describe('flavorWheelCodes', () => {
  const codes = flavorWheelCodes();
  const level = (id: string) => (id.length - 2) / 2;

  it('has 9 / 28 / 73 nodes by level, 110 in all', () => {
    expect(codes).toHaveLength(110);
    expect([1, 2, 3].map((l) => codes.filter((c) => level(c.code_id) === l).length)).toEqual([9, 28, 73]);
  });

  it('uses hierarchical ids whose filter is an existing parent', () => {
    const ids = new Set(codes.map((c) => c.code_id));
    expect(ids.size).toBe(codes.length);
    for (const c of codes) {
      expect(c.code_id).toMatch(/^FL(\d{2}){1,3}$/);
      if (level(c.code_id) === 1) {
        expect(c.filter).toBeNull();
      } else {
        expect(c.filter).toBe(c.code_id.slice(0, -2));
        expect(ids.has(c.filter as string)).toBe(true);
      }
      expect(c.order).toBe(Number(c.code_id.slice(-2)));
    }
  });

  it('keeps file order, colours and Korean names', () => {
    expect(codes[0]).toMatchObject({ code_id: 'FL01', name: 'Fruity', name_kr: '과일향', alias1: '#DA1D23' });
    expect(codes.find((c) => c.code_id === 'FL010101')).toMatchObject({ name: 'Blackberry', name_kr: '블랙베리' });
    for (const c of codes) {
      expect(c.alias1).toMatch(/^#[0-9A-Fa-f]{6}$/);
      expect(c.name_kr).toMatch(HANGUL);
    }
    const tops = codes.filter((c) => level(c.code_id) === 1).map((c) => c.name);
    expect(tops).toEqual([
      'Fruity',
      'Sour/Fermented',
      'Green/Vegetative',
      'Other',
      'Roasted',
      'Spices',
      'Nutty/Cocoa',
      'Sweet',
      'Floral',
    ]);
  });

  it('tells repeated names apart by path', () => {
    const floral = codes.filter((c) => c.name === 'Floral');
    expect(floral.map((c) => c.code_id)).toEqual(['FL09', 'FL0902']);
    expect(new Set(floral.map((c) => c.name_kr)).size).toBe(2);
  });
});

describe('buildFlavorCodes', () => {
  const tree: FlavorNode[] = [{ name: 'A', colour: '#000000', children: [{ name: 'B', colour: '#FFFFFF' }] }];

  it('throws when a node has no Korean name', () => {
    expect(() => buildFlavorCodes(tree, { A: '가' })).toThrow(/no Korean name for "A\/B"/);
  });

  it('throws on Korean names for nodes that do not exist', () => {
    expect(() => buildFlavorCodes(tree, { A: '가', 'A/B': '나', 'A/C': '다' })).toThrow(/unknown nodes/);
  });
});
