import Ajv from 'ajv';
import { countryPage } from './admin/country';
import { codePage } from './admin/code';
import { PAGE_AJV_KEYWORDS, PAGE_AJV_OPTIONS, pageSchema, SCHEMA_ERROR_KEYS } from './schema';
import { definePage } from './types';

function compile(schema: object) {
  const ajv = new Ajv(PAGE_AJV_OPTIONS);
  for (const k of PAGE_AJV_KEYWORDS) ajv.addKeyword(k);
  return ajv.compile(schema);
}

describe('ajv schema from a declaration (GUIDE §1; spec 000 §5 byte lengths)', () => {
  const validate = compile(pageSchema(countryPage));

  it('accepts a valid write payload', () => {
    expect(validate({ mode: 'write', UPList: { country_id: 'KEN', country_name: 'Kenya', country_use: 1 } })).toBe(
      true,
    );
  });

  it('refuses undeclared fields (mass assignment) and server-set audit fields', () => {
    expect(validate({ mode: 'write', UPList: { country_id: 'KEN', is_admin: 1 } })).toBe(false);
    expect(validate({ mode: 'edit', keys: { country_seq: 1 }, UPList: { edit_at: '2020-01-01' } })).toBe(false);
    expect(validate({ mode: 'write', UPList: { country_seq: 5 } })).toBe(false);
  });

  it('an id of a declared form: pattern, answered field_pattern; an empty optional code passes', () => {
    expect(validate({ mode: 'write', UPList: { country_id: 'kEN' } })).toBe(false);
    expect(validate.errors?.map((e) => SCHEMA_ERROR_KEYS[e.keyword])).toContain('field_pattern');
    expect(validate({ mode: 'write', UPList: { country_id: 'KEN', country_code2: '' } })).toBe(true);
    expect(validate({ mode: 'write', UPList: { country_id: 'KEN', country_code1: '4 0' } })).toBe(false);
  });

  it('byteLength keyword counts UTF-8 bytes: 100 Hangul syllables = 300 bytes pass, 101 fail', () => {
    expect(validate({ mode: 'write', UPList: { country_name: '가'.repeat(100) } })).toBe(true);
    expect(validate({ mode: 'write', UPList: { country_name: '가'.repeat(101) } })).toBe(false);
    expect(validate({ mode: 'write', UPList: { country_name: 'ab' } })).toBe(false);
    expect(validate({ mode: 'write', UPList: { country_nick: '' } })).toBe(true);
  });

  it('types: booleans as 1/0, numbers as numbers, scaled bounds in stored units', () => {
    expect(validate({ mode: 'write', UPList: { country_use: 2 } })).toBe(false);
    const page = definePage({
      id: 'p',
      api: { list: '', detail: '', edit: '' },
      keys: ['k'],
      rights: { userTypes: {} },
      sections: [
        { id: 's', fields: [{ name: 't', widget: 'number', scale: 'temperature', minValue: 0, maxValue: 300 }] },
      ],
    });
    const v = compile(pageSchema(page));
    expect(v({ mode: 'write', UPList: { t: 30000 } })).toBe(true);
    expect(v({ mode: 'write', UPList: { t: 30001 } })).toBe(false);
    expect(v({ mode: 'write', UPList: { t: 'hot' } })).toBe(false);
  });

  it('composite keys travel in keys (code: group + id)', () => {
    const v = compile(pageSchema(codePage));
    expect(
      v({ mode: 'edit', keys: { code_group_id: 'CNTR', code_id: 'KOR' }, edit_at: null, UPList: { code_order: 3 } }),
    ).toBe(true);
    expect(v({ mode: 'edit', keys: { code_group_id: 'CNTR', other: 1 }, UPList: {} })).toBe(false);
  });
});
