import { FLAVOR_WHEEL } from './wheel-data';
import { searchWheel, wheelLevel, wheelName, wheelTrail } from './wheel-drill';
import { flattenWheel } from './wheel-tree';

describe('the flavor wheel picked on a phone: drilling in and searching (000 §4; the SCA 2016 wheel)', () => {
  const byId = new Map(flattenWheel(FLAVOR_WHEEL).map((n) => [n.id, n]));

  it('drills category → group → flavor, each level only its own terms', () => {
    expect(wheelLevel(FLAVOR_WHEEL, []).items.map((n) => n.name)).toHaveLength(9);
    const fruity = wheelLevel(FLAVOR_WHEEL, ['FL01']);
    expect([fruity.trail.map((n) => n.name), fruity.items.map((n) => n.name)]).toEqual([
      ['Fruity'],
      ['Berry', 'Dried fruit', 'Other fruit', 'Citrus fruit'],
    ]);
    const berry = wheelLevel(FLAVOR_WHEEL, ['FL01', 'FL0101']);
    expect(berry.items.map((n) => n.nameKr)).toContain('블랙베리');
    expect(berry.items.every((n) => n.level === 3)).toBe(true);
    // A term without flavors under it is picked, not drilled into; a stale path stops where it held.
    const leafGroup = [...byId.values()].find((n) => n.level === 2 && n.children.length === 0)!;
    expect(wheelLevel(FLAVOR_WHEEL, [leafGroup.parentId!, leafGroup.id]).trail.map((n) => n.id)).toEqual([
      leafGroup.parentId,
    ]);
    expect(wheelLevel(FLAVOR_WHEEL, ['FL01', 'nope']).trail.map((n) => n.id)).toEqual(['FL01']);
  });

  it('names the way to a term', () => {
    expect(wheelTrail(byId, 'FL010101').map((n) => wheelName(n, 'en'))).toEqual(['Fruity', 'Berry', 'Blackberry']);
    expect(wheelTrail(byId, 'FL010101').map((n) => wheelName(n, 'kr'))).toEqual([
      '과일향',
      expect.any(String),
      '블랙베리',
    ]);
  });

  it('searches names in the page language: starts first, then contains; blank finds nothing', () => {
    expect(searchWheel(FLAVOR_WHEEL, '  ', 'en')).toEqual([]);
    expect(searchWheel(FLAVOR_WHEEL, 'black', 'en').map((n) => n.name)).toEqual(['Blackberry', 'Black Tea']);
    // Any case, a word inside the name; a name starting with the text comes before one containing it.
    expect(searchWheel(FLAVOR_WHEEL, 'TEA', 'en').map((n) => n.name)).toContain('Black Tea');
    expect(searchWheel(FLAVOR_WHEEL, 'choc', 'en').map((n) => n.name)).toEqual(['Chocolate', 'Dark chocolate']);
    expect(searchWheel(FLAVOR_WHEEL, '초콜릿', 'kr').map((n) => n.id)).toContain('FL070201');
    // English text on a Korean page finds no Korean names (one language per screen).
    expect(searchWheel(FLAVOR_WHEEL, 'choc', 'kr')).toEqual([]);
    expect(searchWheel(FLAVOR_WHEEL, 'e', 'en', 5)).toHaveLength(5);
  });
});
