import { buildSavePayload } from './payload';
import { definePage } from './types';

const page = definePage({
  id: 'probe',
  api: { list: '/l', detail: '/d', edit: '/e' },
  keys: ['seq'],
  rights: { userTypes: { edit: ['ADMIN'], write: ['ADMIN'] } },
  sections: [
    {
      id: 'main',
      fields: [
        { name: 'seq', widget: 'number', key: true, generated: true, readOnly: true },
        { name: 'name', widget: 'text' },
        { name: 'memo', widget: 'textarea' },
        { name: 'use', widget: 'switch' },
        { name: 'temp', widget: 'number', scale: 'temperature' },
        { name: 'link', widget: 'link', saveable: false },
        { name: 'year', widget: 'text', lockedOnUpdate: true },
        { name: 'created_only', widget: 'text', writable: false },
        { name: 'sadmin', widget: 'text', editTypes: ['SADMIN'] },
        { name: 'edit_at', widget: 'datetime', readOnly: true, saveable: false },
      ],
    },
    {
      id: 'rows',
      fields: [],
      sublist: {
        name: 'beans',
        rowKeys: ['bean_seq'],
        fields: [
          { name: 'bean_seq', widget: 'number' },
          { name: 'mass', widget: 'number', scale: 'mass' },
          { name: 'note', widget: 'text' },
        ],
      },
    },
  ],
});

const admin = { usertype: ['ADMIN'] } as const;
const original = {
  seq: 7,
  name: 'a',
  memo: 'm',
  use: true,
  temp: 200.5,
  link: 'http://x',
  year: '2026',
  created_only: 'c',
  sadmin: 's',
  edit_at: '2026-11-22T10:00:00.000Z',
  beans: [
    { bean_seq: 1, mass: 10, note: 'n' },
    { bean_seq: 2, mass: 20, note: 'm' },
  ],
};

describe('changed-fields payload (spec 000 §5 Payload rules, §3 UPList/DEList)', () => {
  it('a field the user emptied, which the form drops from its values, is sent as null (it answered save_not_changed)', () => {
    const { memo: _memo, ...cleared } = original;
    expect(buildSavePayload(page, original, cleared, { mode: 'edit', viewer: admin })?.UPList).toEqual({ memo: null });
    expect(
      buildSavePayload(page, original, { ...original, memo: undefined }, { mode: 'edit', viewer: admin })?.UPList,
    ).toEqual({ memo: null });
    // A sublist cell emptied the same way.
    const rows = [{ bean_seq: 1, mass: 10 }, original.beans[1]];
    expect(
      buildSavePayload(page, original, { ...original, beans: rows }, { mode: 'edit', viewer: admin })?.sublists?.beans
        .UPList,
    ).toEqual([{ bean_seq: 1, note: null }]);
    // A field the record never had, and one that stays empty, are no change.
    expect(buildSavePayload(page, { ...original, memo: null }, cleared, { mode: 'edit', viewer: admin })).toBeNull();
    // On write an empty field is simply not sent.
    expect(buildSavePayload(page, null, { name: 'n' }, { mode: 'write', viewer: admin })?.UPList).toEqual({
      name: 'n',
    });
  });

  it('sends only changed fields with the key and the edit_at the form started from', () => {
    const p = buildSavePayload(page, original, { ...original, name: 'b' }, { mode: 'edit', viewer: admin });
    expect(p).toEqual({ mode: 'edit', keys: { seq: 7 }, edit_at: '2026-11-22T10:00:00.000Z', UPList: { name: 'b' } });
  });

  it("'' becomes null on update; booleans travel as 1/0; scaled values as stored integers (000 §9)", () => {
    const p = buildSavePayload(
      page,
      original,
      { ...original, memo: '', use: false, temp: '210.25' },
      { mode: 'edit', viewer: admin },
    );
    expect(p?.UPList).toEqual({ memo: null, use: 0, temp: 21025 });
  });

  it('drops unsaved, locked-on-update, not-writable and other-user-type fields', () => {
    const changed = { ...original, link: 'http://y', year: '2027', sadmin: 't', edit_at: 'later' };
    expect(buildSavePayload(page, original, changed, { mode: 'edit', viewer: admin })).toBeNull();
    const w = buildSavePayload(
      page,
      null,
      { name: 'n', year: '2026', created_only: 'c', sadmin: 's', use: true, memo: '' },
      { mode: 'write', viewer: admin },
    );
    expect(w).toEqual({ mode: 'write', UPList: { name: 'n', year: '2026', use: 1 } });
  });

  it('write sends filled fields (defaults included) and no generated key; empty strings are left out', () => {
    const w = buildSavePayload(
      page,
      null,
      { seq: 99, name: 'n', memo: '', use: false },
      { mode: 'write', viewer: admin },
    );
    expect(w?.UPList).toEqual({ name: 'n', use: 0 });
  });

  it('a boolean compared with its wire form (1/0, "1"/"0") is unchanged', () => {
    expect(
      buildSavePayload(page, { ...original, use: false }, { ...original, use: '0' }, { mode: 'edit', viewer: admin }),
    ).toBeNull();
    expect(
      buildSavePayload(page, { ...original, use: true }, { ...original, use: 1 }, { mode: 'edit', viewer: admin }),
    ).toBeNull();
    expect(
      buildSavePayload(page, { ...original, use: true }, { ...original, use: '0' }, { mode: 'edit', viewer: admin })
        ?.UPList,
    ).toEqual({ use: 0 });
  });

  it('unchanged form → null, which the page reports as save_not_changed (000 §5)', () => {
    expect(
      buildSavePayload(page, original, { ...original, name: 'a', temp: '200.5' }, { mode: 'edit', viewer: admin }),
    ).toBeNull();
  });

  it('sublists: new rows whole, changed rows key + changed fields, removed rows in DEList', () => {
    const current = {
      ...original,
      beans: [
        { bean_seq: 1, mass: 12.5, note: 'n' },
        { mass: 5, note: 'new' },
      ],
    };
    const p = buildSavePayload(page, original, current, { mode: 'edit', viewer: admin });
    expect(p?.UPList).toEqual({});
    expect(p?.sublists).toEqual({
      beans: {
        UPList: [
          { bean_seq: 1, mass: 125 },
          { mass: 50, note: 'new' },
        ],
        DEList: [{ bean_seq: 2 }],
      },
    });
  });
});
