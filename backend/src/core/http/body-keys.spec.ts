import { shadowingKey } from './body-keys';

describe('shadowingKey (bodies with keys every object inherits)', () => {
  it('finds an inherited name as a key at any depth, in objects and arrays', () => {
    expect(shadowingKey({ searchTitle: { toString: 1 } })).toBe('toString');
    expect(shadowingKey({ keys: { roaster_equip_seq: { valueOf: 1 } } })).toBe('valueOf');
    expect(shadowingKey({ UPList: [{ a: 1 }, { b: [{ hasOwnProperty: 0 }] }] })).toBe('hasOwnProperty');
    expect(shadowingKey(JSON.parse('{"x":{"__proto__":{}}}'))).toBe('__proto__');
  });

  it('passes ordinary bodies, scalars and look-alike names', () => {
    expect(
      shadowingKey({
        searchTitle: 'toString',
        page: 2,
        UPList: { cupnote_name: 'x', tostring: 1, to_string: 2 },
        list: [1, 'a', null],
      }),
    ).toBeNull();
    for (const value of [undefined, null, 'text', 7, true, []]) expect(shadowingKey(value)).toBeNull();
  });
});
