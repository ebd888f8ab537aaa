// Shape checks over the whole seed: the seed service relies on unique ids, filled
// bilingual names and DB column limits.
import { CODE_GROUP_SEED, type SeedCodeGroup } from './index';
import { ROASTING_STEP } from '@beantrail/contracts';
import { USER_TYPE_CODES } from './roles';

const REQUIRED_GROUPS = (
  'CAUTH RAUTH PSAUTH CNTR VRT PRCS BGRD BQLT PBST EQUIP EXTR FLVR CNAFTST CNTXTR ' +
  'CNFLNG RSTEP CAFE RSTR EVNT NTPLC BNDV WTR SPC CMPN MTRL'
).split(' ');
const HANGUL = /[\uAC00-\uD7A3]/;
const bytes = (s: string) => Buffer.byteLength(s, 'utf8');
const group = (id: string): SeedCodeGroup => {
  const found = CODE_GROUP_SEED.find((g) => g.id === id);
  if (!found) throw new Error(`missing group ${id}`);
  return found;
};

describe('CODE_GROUP_SEED', () => {
  it.each(REQUIRED_GROUPS)('has group %s exactly once', (id) => {
    expect(CODE_GROUP_SEED.filter((g) => g.id === id)).toHaveLength(1);
  });

  it('has no group outside the required list', () => {
    expect(CODE_GROUP_SEED.map((g) => g.id).sort()).toEqual([...REQUIRED_GROUPS].sort());
  });

  describe.each(CODE_GROUP_SEED.map((g) => [g.id, g] as const))('group %s', (_id, g) => {
    it('has bilingual group names with Hangul in Korean', () => {
      expect(g.name.trim()).not.toBe('');
      expect(g.name_kr).toMatch(HANGUL);
      expect(g.codes.length).toBeGreaterThan(0);
    });

    it('has unique code ids of 1 to 45 characters', () => {
      const ids = g.codes.map((c) => c.code_id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[A-Z0-9]{1,45}$/);
    });

    it('has non-empty names, Hangul in name_kr, each within 100 UTF-8 bytes', () => {
      for (const c of g.codes) {
        expect(c.name.trim()).not.toBe('');
        expect(c.name_kr.trim()).not.toBe('');
        expect(c.name_kr).toMatch(HANGUL);
        expect(bytes(c.name)).toBeLessThanOrEqual(100);
        expect(bytes(c.name_kr)).toBeLessThanOrEqual(100);
      }
    });

    it('has unique, increasing orders', () => {
      if (g.id === 'FLVR') return; // FLVR orders are per sibling set (flavor-wheel.spec.ts)
      expect(g.codes.map((c) => c.order)).toEqual(g.codes.map((_c, i) => i + 1));
    });
  });

  it('keeps hand-written English names at least 3 characters (code form rule 3-255)', () => {
    for (const g of CODE_GROUP_SEED.filter((x) => x.id !== 'CNTR')) {
      for (const c of g.codes) expect(c.name.length).toBeGreaterThanOrEqual(3);
    }
  });

  it.each(['EQUIP', 'EVNT', 'MTRL'])('%s code ids fit the 3-45 type column rule', (id) => {
    for (const c of group(id).codes) expect(c.code_id.length).toBeGreaterThanOrEqual(3);
  });

  it('puts the spec defaults first', () => {
    expect(group('CAFE').codes[0].code_id).toBe('PRV');
    expect(group('RSTR').codes[0].code_id).toBe('PRV');
    expect(group('RSTEP').codes[0].code_id).toBe('RSRV');
    expect(group('EVNT').codes[0].code_id).toBe('SGNP');
  });

  it('the roast steps the log import moves between (scheduled → done) are seeded, with kr and en names', () => {
    const ids = group('RSTEP').codes.map((c) => c.code_id);
    expect(ids).toContain(ROASTING_STEP.scheduled);
    expect(ids).toContain(ROASTING_STEP.done);
    const done = group('RSTEP').codes.find((c) => c.code_id === ROASTING_STEP.done);
    expect(done).toMatchObject({ name: 'Roasting complete', name_kr: '로스팅 완료' });
  });

  it('names the codes the specs use', () => {
    const ids = (id: string) => group(id).codes.map((c) => c.code_id);
    expect(ids('CAUTH')).toEqual(
      expect.arrayContaining(['OWN', 'SMNG', 'MNG', 'SAST', 'BARISTA', 'FIRE', 'WTSGNP', 'HLD', 'CNCL', 'RJCT', 'RJN']),
    );
    expect(ids('RAUTH')).toEqual(expect.arrayContaining(['OWN', 'SMNG', 'MNG', 'SAST', 'ROASTER', 'FIRE']));
    expect(ids('CAUTH')).not.toContain('ROASTER');
    expect(ids('PSAUTH')).toEqual(['CSTMR', 'CAFE', 'RSTR', 'EXCLD', 'WTSGNP', 'HLD', 'CNCL', 'RJCT', 'RJN', 'FIRE']);
    expect(ids('PBST')).toEqual(['ALL', 'DTL', 'NRML', 'LST']);
    expect(ids('EQUIP')).toEqual(expect.arrayContaining(['ESP', 'DRP', 'GRND', 'SHR', 'BSKT', 'TMP', 'RSTR']));
    expect(ids('EXTR')).toEqual(expect.arrayContaining(['ESP', 'DRP']));
    expect(ids('BNDV')).toEqual(['RSTRDF', 'RSTRDT', 'CAFEDF', 'CAFEDT']);
    expect(ids('CMPN')).toEqual(expect.arrayContaining(['GBD', 'EQD']));
    expect(ids('EVNT')).toEqual(expect.arrayContaining(['SGNP', 'CSTMR']));
    expect(USER_TYPE_CODES.map((c) => c.code_id)).toEqual(['SADMIN', 'ADMIN', 'TESTER', 'PAID', 'USER', 'GUEST']);
  });

  it('links every variety to an existing species', () => {
    const species = new Set(group('SPC').codes.map((c) => c.code_id));
    for (const v of group('VRT').codes) if (v.filter) expect(species).toContain(v.filter);
    expect(group('VRT').codes.length).toBeGreaterThanOrEqual(30);
  });
});

describe('CNTR', () => {
  const cntr = group('CNTR').codes;
  const byId = new Map(cntr.map((c) => [c.code_id, c]));

  it('covers the ISO list with Korean names', () => {
    expect(cntr.length).toBeGreaterThanOrEqual(240);
    expect(byId.get('KOR')?.name_kr).toContain('대한민국');
    expect(byId.get('USA')?.name).toMatch(/United States/);
    // CLDR's names, not the package's misspellings ('이디오피아', '기네비쏘', '포르투칼'…).
    expect(byId.get('ETH')?.name_kr).toBe('에티오피아');
    expect(byId.get('GNB')?.name_kr).toBe('기니비사우');
    expect(byId.get('PRT')?.name_kr).toBe('포르투갈');
    expect(byId.get('POL')?.name_kr).toBe('폴란드');
    expect(byId.get('KIR')?.name_kr).toBe('키리바시');
    // The same names the browser's Intl.DisplayNames gives, so a page that names a country itself agrees.
    for (const c of cntr) expect(c.name_kr).not.toMatch(/^[A-Z]{2,3}$/);
    for (const c of cntr) expect(c.code_id).toMatch(/^[A-Z]{3}$/);
  });

  it('flags coffee producers with CFPRDC', () => {
    const producers = cntr.filter((c) => c.filter === 'CFPRDC').map((c) => c.code_id);
    expect(producers.length).toBeGreaterThanOrEqual(40);
    expect(producers).toEqual(expect.arrayContaining(['ETH', 'COL', 'BRA', 'KEN', 'CIV', 'COD', 'TLS', 'YEM']));
    expect(byId.get('KOR')?.filter).toBeNull();
  });
});
