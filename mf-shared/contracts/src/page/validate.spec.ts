import { countryPage } from './admin/country';
import { roasterGreenbeanPage } from './roaster/greenbean';
import { utf8ByteLength } from './bytes';
import { firstSaveError, saveChecks } from './validate';
import { definePage, type PageDecl } from './types';

const rights = { userTypes: { view: ['ADMIN'], edit: ['ADMIN'], write: ['ADMIN'] } } as const;

/** A page that exercises every check of spec 000 §5. */
const page: PageDecl = definePage({
  id: 'probe',
  api: { list: '/l', detail: '/d', edit: '/e' },
  keys: ['seq'],
  rights,
  sections: [
    {
      id: 'main',
      fields: [
        { name: 'seq', widget: 'number', key: true, generated: true, readOnly: true },
        { name: 'name', widget: 'text', required: true, minBytes: 3, maxBytes: 6 },
        { name: 'name_locale', widget: 'text', required: { locale: 'notEn' } },
        { name: 'name_en', widget: 'text', required: { locale: 'en' } },
        { name: 'process', widget: 'select', inputDirect: { field: 'process_etc' } },
        { name: 'process_etc', widget: 'text' },
        { name: 'temp', widget: 'number', scale: 'temperature', minValue: 0, maxValue: 300 },
        { name: 'locked', widget: 'text', required: true, lockedOnUpdate: true },
        { name: 'sadmin_only', widget: 'text', required: true, editTypes: ['SADMIN'] },
      ],
    },
    {
      id: 'rows',
      fields: [],
      sublist: {
        name: 'beans',
        rowKeys: ['bean_seq'],
        minRows: 1,
        maxRows: 2,
        fields: [
          { name: 'bean_seq', widget: 'number' },
          { name: 'mass', widget: 'number', required: true, scale: 'mass', maxValue: 100 },
        ],
      },
    },
    {
      id: 'extra',
      showWhen: { field: 'extra_use' },
      fields: [
        { name: 'extra_use', widget: 'switch' },
        { name: 'extra_note', widget: 'text', required: true },
      ],
    },
  ],
});

const ok = {
  name: 'abc',
  name_locale: '가',
  process: 'WASH',
  temp: 200,
  locked: 'x',
  sadmin_only: 'y',
  beans: [{ bean_seq: 1, mass: 10 }],
};
const write = { mode: 'write', locale: 'kr' } as const;

describe('save checks (spec 000 §5), in the spec order', () => {
  it('passes a valid record', () => {
    expect(saveChecks(page, ok, write)).toEqual([]);
  });

  it('§5.1 required field empty → field_required (blank text counts as empty)', () => {
    expect(firstSaveError(page, { ...ok, name: '  ' }, write)).toMatchObject({ key: 'field_required', field: 'name' });
  });

  it('§5.1 + 001 §5 Names: the locale-specific name is required in kr, the English one in en', () => {
    expect(firstSaveError(page, { ...ok, name_locale: '' }, write)).toMatchObject({
      key: 'field_required',
      field: 'name_locale',
    });
    expect(firstSaveError(page, { ...ok, name_locale: '' }, { mode: 'write', locale: 'en' })).toMatchObject({
      key: 'field_required',
      field: 'name_en',
    });
  });

  it('§5.2 a required sublist row value missing → field_required on the row', () => {
    expect(
      firstSaveError(
        page,
        {
          ...ok,
          beans: [
            { bean_seq: 1, mass: 1 },
            { bean_seq: 2, mass: null },
          ],
        },
        write,
      ),
    ).toMatchObject({ key: 'field_required', field: 'mass', sublist: 'beans', row: 1 });
  });

  it('§5.3 sublist row counts → sublist_minLength / sublist_maxLength', () => {
    expect(firstSaveError(page, { ...ok, beans: [] }, write)).toMatchObject({
      key: 'sublist_minLength',
      field: 'beans',
      limit: 1,
    });
    expect(firstSaveError(page, { ...ok, beans: [{ mass: 1 }, { mass: 2 }, { mass: 3 }] }, write)).toMatchObject({
      key: 'sublist_maxLength',
      limit: 2,
    });
  });

  it('§5.4 "input direct" chosen with the linked text empty → field_required on the linked field', () => {
    expect(firstSaveError(page, { ...ok, process: 'ETC' }, write)).toMatchObject({
      key: 'field_required',
      field: 'process_etc',
    });
    expect(firstSaveError(page, { ...ok, process: 'ETC', process_etc: 'honey' }, write)).toBeNull();
  });

  it('§5.5 numbers: field_NaN, field_minValue, field_maxValue (bounds in shown units)', () => {
    expect(firstSaveError(page, { ...ok, temp: '12a' }, write)).toMatchObject({ key: 'field_NaN', field: 'temp' });
    expect(firstSaveError(page, { ...ok, temp: -0.1 }, write)).toMatchObject({ key: 'field_minValue', limit: 0 });
    expect(firstSaveError(page, { ...ok, temp: '300.1' }, write)).toMatchObject({ key: 'field_maxValue', limit: 300 });
    expect(firstSaveError(page, { ...ok, beans: [{ mass: 100.5 }] }, write)).toMatchObject({
      key: 'field_maxValue',
      sublist: 'beans',
      row: 0,
    });
  });

  it('§5.6 byte length, not characters: "가나" is 6 bytes, a 4-byte emoji counts 4', () => {
    expect(utf8ByteLength('가나')).toBe(6);
    expect(utf8ByteLength('😀')).toBe(4);
    expect(utf8ByteLength('é')).toBe(2);
    expect(firstSaveError(page, { ...ok, name: '가나' }, write)).toBeNull();
    expect(firstSaveError(page, { ...ok, name: '가나다' }, write)).toMatchObject({
      key: 'field_maxLength',
      field: 'name',
      limit: 6,
    });
    expect(firstSaveError(page, { ...ok, name: 'ab' }, write)).toMatchObject({ key: 'field_minLength', limit: 3 });
    // A 4-byte Korean-range character (CJK Extension B) is 4 bytes: 2 of them exceed 6.
    expect(firstSaveError(page, { ...ok, name: '𠀀𠀀' }, write)).toMatchObject({ key: 'field_maxLength' });
  });

  it('§5 order: check 1 wins over a later check on an earlier field', () => {
    const errors = saveChecks(page, { ...ok, name: 'toolongname', locked: '', beans: [] }, write);
    expect(errors.map((e) => e.key)).toEqual(['field_required', 'sublist_minLength', 'field_maxLength']);
    expect(errors[0].field).toBe('locked');
  });

  it('§2 a section switched off by its use flag is not checked; switched on it is', () => {
    expect(firstSaveError(page, { ...ok, extra_use: false }, write)).toBeNull();
    expect(firstSaveError(page, { ...ok, extra_use: true }, write)).toMatchObject({
      key: 'field_required',
      field: 'extra_note',
    });
  });

  it('001 §5 locked on update and §6 fields the viewer may not edit are not checked', () => {
    expect(firstSaveError(page, { ...ok, locked: '' }, { mode: 'edit', locale: 'kr' })).toBeNull();
    expect(firstSaveError(page, { ...ok, sadmin_only: '' }, { ...write, viewer: { usertype: ['ADMIN'] } })).toBeNull();
    expect(
      firstSaveError(page, { ...ok, sadmin_only: '' }, { ...write, viewer: { usertype: ['SADMIN'] } }),
    ).toMatchObject({ field: 'sadmin_only' });
  });

  it('001 §3 green-bean min/max pairs: a max below its min → field_minValue on the max, limit the min', () => {
    const range = definePage({
      id: 'range',
      api: { list: '/l', detail: '/d', edit: '/e' },
      keys: ['seq'],
      rights,
      sections: [
        {
          id: 'main',
          fields: [
            { name: 'alt_min', widget: 'number' },
            { name: 'alt_max', widget: 'number', notBelow: 'alt_min' },
          ],
        },
      ],
    });
    expect(firstSaveError(range, { alt_min: 1500, alt_max: 1000 }, write)).toMatchObject({
      key: 'field_minValue',
      field: 'alt_max',
      value: 1000,
      limit: 1500,
    });
    expect(firstSaveError(range, { alt_min: 1500, alt_max: 1500 }, write)).toBeNull();
    expect(firstSaveError(range, { alt_min: 1500, alt_max: '' }, write)).toBeNull();
    expect(firstSaveError(range, { alt_min: null, alt_max: 10 }, write)).toBeNull();
  });

  it('001 §5 green-bean import and packaging dates: 8 characters, and a real day (field_date)', () => {
    const errorOf = (date: string) =>
      saveChecks(roasterGreenbeanPage, { greenbean_import_date: date }, write).find(
        (e) => e.field === 'greenbean_import_date',
      )?.key ?? null;
    expect(errorOf('20260315')).toBeNull();
    expect(errorOf('20261345')).toBe('field_date');
    expect(errorOf('20260230')).toBe('field_date');
    expect(errorOf('abcd')).toBe('field_date');
    expect(errorOf('2026-03-15')).toBe('field_maxLength');
  });

  it('Country declaration (001 §3/§5): id required, name 3–300 bytes', () => {
    expect(firstSaveError(countryPage, { country_name: 'Kenya', country_use: true }, write)).toMatchObject({
      key: 'field_required',
      field: 'country_id',
    });
    expect(
      firstSaveError(countryPage, { country_id: 'KEN', country_name: 'Ke', country_use: true }, write),
    ).toMatchObject({ key: 'field_minLength', field: 'country_name' });
  });
});

describe('ids of a declared form (FieldDecl.pattern → field_pattern, after the byte checks)', () => {
  const page = definePage({
    ...countryPage,
    sections: [
      {
        id: 's',
        fields: [
          { name: 'id', widget: 'text', minBytes: 2, maxBytes: 3, pattern: { re: '^[A-Z]{3}$', example: 'KOR' } },
        ],
      },
    ],
  });
  const check = (id: unknown) => saveChecks(page, { id }, { mode: 'write', locale: 'kr' }).map((e) => e.key);

  it('takes the form, refuses others; an empty optional id is not checked', () => {
    expect(check('KOR')).toEqual([]);
    expect(check('kor')).toEqual(['field_pattern']);
    expect(check('K,R')).toEqual(['field_pattern']);
    expect(check('')).toEqual([]);
  });

  it('a byte bound comes first (000 §5 order), then the form: the first is the one reported', () => {
    expect(check('K')).toEqual(['field_minLength', 'field_pattern']);
    expect(check('KORE')).toEqual(['field_maxLength', 'field_pattern']);
  });
});
