import { buildRequestParts, scopeParams } from './request-params';

describe('request parameters (spec 000 §7: selected roles travel as {scope}_seq)', () => {
  it('spec 000 §7: a GET puts the selected roles in the query string', () => {
    expect(buildRequestParts('GET', '/api/roaster/home', { roaster: 7, cafe: 3 })).toEqual({
      url: '/api/roaster/home?roaster_seq=7&cafe_seq=3',
    });
  });

  it('spec 000 §7: a POST merges the selected roles into the JSON body, not the query', () => {
    const parts = buildRequestParts('POST', '/api/code/simple', { cafe: 3 }, undefined, { code_group: [] });
    expect(parts.url).toBe('/api/code/simple');
    expect(JSON.parse(parts.body ?? '')).toEqual({ cafe_seq: 3, code_group: [] });
  });

  it('spec 000 §7: values set by the caller win over the selected role', () => {
    expect(buildRequestParts('GET', '/x', { roaster: 7 }, { roaster_seq: 9 }).url).toBe('/x?roaster_seq=9');
    expect(
      JSON.parse(buildRequestParts('POST', '/x', { roaster: 7 }, undefined, { roaster_seq: 9 }).body ?? ''),
    ).toEqual({
      roaster_seq: 9,
    });
  });

  it('spec 000 §7: scopes without a selection are left out; empty query gives a bare path', () => {
    expect(scopeParams({ cafe: undefined, roaster: 2 })).toEqual({ roaster_seq: 2 });
    expect(buildRequestParts('GET', '/api/menu', {})).toEqual({ url: '/api/menu' });
    expect(buildRequestParts('GET', '/a?b=1', { cafe: 1 }, { c: null }).url).toBe('/a?b=1&cafe_seq=1');
  });

  it('spec 000 §7: a POST without a body still sends the selected roles', () => {
    expect(buildRequestParts('POST', '/api/sign/refresh', { cafe: 4 })).toEqual({
      url: '/api/sign/refresh',
      body: '{"cafe_seq":4}',
    });
  });
});
