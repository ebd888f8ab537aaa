import Ajv from 'ajv';
import { codePage } from './admin/code';
import { countryPage } from './admin/country';
import { dateKindOf, isDateText, valueBounds } from './formats';
import { isWellFormedText } from './bytes';
import { PAGE_AJV_KEYWORDS, PAGE_AJV_OPTIONS, pageSchema, SCHEMA_ERROR_KEYS } from './schema';
import { definePage } from './types';
import { firstSaveError } from './validate';

const LONE = '\ud800';

/** A page with one field of each date kind, a text, a list of dates, an integer and a scaled number without bounds. */
const page = definePage({
  id: 'probe',
  api: { list: '/l', detail: '/d', edit: '/e' },
  keys: ['seq'],
  rights: { userTypes: { view: ['ADMIN'], edit: ['ADMIN'], write: ['ADMIN'] } },
  sections: [
    {
      id: 'main',
      fields: [
        { name: 'seq', widget: 'number', key: true, generated: true, readOnly: true },
        { name: 'day', widget: 'date', maxBytes: 10 },
        { name: 'month', widget: 'month', maxBytes: 7 },
        { name: 'clock', widget: 'time' },
        { name: 'at', widget: 'datetime' },
        { name: 'days', widget: 'dates' },
        { name: 'note', widget: 'text', maxBytes: 30 },
        { name: 'count', widget: 'number', type: 'integer' },
        { name: 'temp', widget: 'number', scale: 'temperature' },
      ],
    },
    { id: 'hidden', showWhen: { field: 'count', equals: 99 }, fields: [{ name: 'hidden_day', widget: 'date' }] },
  ],
});

function compile(schema: object) {
  const ajv = new Ajv(PAGE_AJV_OPTIONS);
  for (const k of PAGE_AJV_KEYWORDS) ajv.addKeyword(k);
  return ajv.compile(schema);
}

describe('dates and times are calendar-valid ISO text', () => {
  it.each([
    ['date', '2024-02-29', true],
    ['date', '20240229', true],
    ['date', '2023-02-29', false],
    ['date', '2024-13-45', false],
    ['date', 'abcdefghij', false],
    ['date', '<b>x</b>', false],
    ['date', '2024-1-5', false],
    ['date', '0999-01-01', false],
    ['date', '2024-04-31', false],
    ['month', '2024-12', true],
    ['month', '2024-13', false],
    ['month', '202412', false],
    ['time', '23:59:59', true],
    ['time', '07:05', true],
    ['time', '24:00', false],
    ['time', '12:60', false],
    ['datetime', '2026-11-22T10:00:00.000Z', true],
    ['datetime', '2026-11-22T10:00', true],
    ['datetime', '2026-11-22 10:00:00+09:00', true],
    ['datetime', '2026-11-22T10:00:00+0900', true],
    ['datetime', '2026-02-30T10:00:00Z', false],
    ['datetime', '2026-11-22T25:00:00Z', false],
    ['datetime', '1', false],
    ['datetime', '9999-12-31T23:00:00-05:00', false],
    ['datetime', '2026-11-22', false],
  ] as const)('%s %j → %s', (kind, text, valid) => {
    expect(isDateText(text, kind)).toBe(valid);
  });

  it('the kind follows the widget (dates and dateRange: each item a date)', () => {
    expect([
      dateKindOf({ widget: 'date' }),
      dateKindOf({ widget: 'dates' }),
      dateKindOf({ widget: 'datetime' }),
      dateKindOf({ widget: 'text' }),
    ]).toEqual(['date', 'date', 'datetime', null]);
  });

  it('the browser save check answers field_date naming the field; the schema refuses the same (field_date), hidden sections too', () => {
    expect(firstSaveError(page, { day: '2024-13-45' }, { mode: 'write', locale: 'en' })).toMatchObject({
      key: 'field_date',
      field: 'day',
    });
    expect(firstSaveError(page, { days: ['2024-01-01', 'abcdefghij'] }, { mode: 'write', locale: 'en' })).toMatchObject(
      { key: 'field_date', field: 'days' },
    );
    expect(
      firstSaveError(
        page,
        { day: '2024-12-31', month: '2024-12', clock: '10:00:00', at: '2026-11-22T01:00:00.000Z' },
        { mode: 'write', locale: 'en' },
      ),
    ).toBeNull();
    const v = compile(pageSchema(page));
    expect(
      v({ mode: 'write', UPList: { day: '2024-12-31', at: '2026-11-22T01:00:00.000Z', days: ['2024-01-01'] } }),
    ).toBe(true);
    for (const UPList of [
      { day: '<b>x</b>' },
      { hidden_day: '2024-13-45' },
      { at: 'abcdefghij' },
      { days: ['2024-02-30'] },
      { clock: '25:00' },
    ]) {
      expect(v({ mode: 'write', UPList })).toBe(false);
      expect(SCHEMA_ERROR_KEYS[v.errors![0].keyword]).toBe('field_date');
    }
  });
});

describe('text must be well-formed Unicode', () => {
  it('a lone surrogate (high or low) is refused; pairs, Hangul and emoji are fine', () => {
    expect(isWellFormedText('커피 ☕ 😀')).toBe(true);
    for (const bad of [LONE, `a${LONE}b`, '\udc00', `😀`.slice(1), `x${LONE}`])
      expect(isWellFormedText(bad)).toBe(false);
  });

  it('a control character is refused, except tab, line feed and carriage return (attacker review: a NUL was stored)', () => {
    expect(isWellFormedText('line one\r\nline two\tend')).toBe(true);
    for (const bad of ['a\u0000b', '\u0000', 'bell\u0007', 'esc\u001b[31m', '\u001f'])
      expect(isWellFormedText(bad)).toBe(false);
    expect(firstSaveError(page, { note: 'a\u0000b' }, { mode: 'write', locale: 'en' })).toMatchObject({
      key: 'field_text',
      field: 'note',
    });
  });

  it('save check field_text naming the field (list items too); the schema refuses it on every string, keys included', () => {
    expect(firstSaveError(page, { note: `a${LONE}` }, { mode: 'write', locale: 'en' })).toMatchObject({
      key: 'field_text',
      field: 'note',
    });
    const v = compile(pageSchema(page));
    for (const UPList of [{ note: LONE }, { days: [LONE] }, { day: LONE }]) {
      expect(v({ mode: 'write', UPList })).toBe(false);
      expect(SCHEMA_ERROR_KEYS[v.errors![0].keyword]).toBe('field_text');
    }
    const code = compile(pageSchema(codePage));
    expect(
      code({ mode: 'edit', keys: { code_group_id: 'CNTR', code_id: `K${LONE}` }, UPList: { code_order: 1 } }),
    ).toBe(false);
  });
});

describe('numbers without declared bounds take their column bounds', () => {
  it('integers and scaled numbers are stored as INT: ±2^31, divided by the scale in shown units', () => {
    expect(valueBounds({ widget: 'number', type: 'integer' })).toEqual({ min: -2147483648, max: 2147483647 });
    expect(valueBounds({ widget: 'number', scale: 'temperature' })).toEqual({ min: -21474836, max: 21474836 });
    expect(valueBounds({ widget: 'number', scale: 'temperature', minValue: 0, maxValue: 300 })).toEqual({
      min: 0,
      max: 300,
    });
    // An unscaled decimal is a DOUBLE column; a rating, even with half steps, has the widget's 0 to 5 (000 §5).
    expect(valueBounds({ widget: 'number', type: 'number' })).toEqual({
      min: -Number.MAX_SAFE_INTEGER,
      max: Number.MAX_SAFE_INTEGER,
    });
    expect(valueBounds({ widget: 'rating', halfSteps: true })).toEqual({ min: 0, max: 5 });
  });

  it('9.9e300 is field_maxValue in the browser and refused by the schema (maximum → field_maxValue)', () => {
    expect(firstSaveError(page, { count: 9.9e300 }, { mode: 'write', locale: 'en' })).toMatchObject({
      key: 'field_maxValue',
      field: 'count',
      limit: 2147483647,
    });
    expect(firstSaveError(page, { count: -9.9e300 }, { mode: 'write', locale: 'en' })).toMatchObject({
      key: 'field_minValue',
      field: 'count',
    });
    const v = compile(pageSchema(page));
    expect(v({ mode: 'write', UPList: { count: 2147483647, temp: 2147483600 } })).toBe(true);
    expect(v({ mode: 'write', UPList: { count: 2147483648 } })).toBe(false);
    expect(SCHEMA_ERROR_KEYS[v.errors![0].keyword]).toBe('field_maxValue');
    expect(v({ mode: 'write', UPList: { temp: 2147483700 } })).toBe(false);
  });
});

describe('the admin declarations carry the real bounds', () => {
  const write = { mode: 'write', locale: 'en' } as const;
  const country = { country_id: 'ETH', country_name: 'Ethiopia', country_use: true };

  it('country: ISO alpha-3 id (3), alpha-2 (2), numeric (3)', () => {
    expect(firstSaveError(countryPage, { ...country, country_code2: 'ET', country_code1: '231' }, write)).toBeNull();
    expect(firstSaveError(countryPage, { ...country, country_code2: 'ETHIOPIA-TOO-LONG' }, write)).toMatchObject({
      key: 'field_maxLength',
      field: 'country_code2',
      limit: 2,
    });
    expect(firstSaveError(countryPage, { ...country, country_code2: 'E' }, write)).toMatchObject({
      key: 'field_minLength',
      field: 'country_code2',
    });
    expect(firstSaveError(countryPage, { ...country, country_id: 'ETHI' }, write)).toMatchObject({
      key: 'field_maxLength',
      field: 'country_id',
      limit: 3,
    });
    expect(firstSaveError(countryPage, { ...country, country_code1: '2310' }, write)).toMatchObject({
      key: 'field_maxLength',
      field: 'country_code1',
    });
    expect(compile(pageSchema(countryPage))({ mode: 'write', UPList: { country_code2: 'ETHIOPIA-TOO-LONG' } })).toBe(
      false,
    );
  });

  it('code: order 0 or more', () => {
    const code = { code_group_id: 'CNTR', code_id: 'X', code_name_kr: '엑스엑', code_name: 'Xxx', code_use: true };
    expect(firstSaveError(codePage, { ...code, code_order: 0 }, write)).toBeNull();
    expect(firstSaveError(codePage, { ...code, code_order: -3 }, write)).toMatchObject({
      key: 'field_minValue',
      field: 'code_order',
      limit: 0,
    });
    expect(compile(pageSchema(codePage))({ mode: 'write', UPList: { code_order: -3 } })).toBe(false);
  });
});
