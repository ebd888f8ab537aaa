import { codePage, countryPage as country, type PageDecl } from '@beantrail/contracts';
import { detailButtons, detailLink, detailTarget, type Rights } from './detail-mode';

const countryPage: PageDecl = country;
const all: Rights = { view: true, edit: true, write: true, remove: true, listview: true };

describe('detail mode and id (spec 000 §2 Routes: id from path or query; write id; mode=edit|write)', () => {
  it('the id from the path opens view mode', () => {
    expect(detailTarget(countryPage, '12', new URLSearchParams())).toEqual({
      mode: 'view',
      keys: { country_seq: '12' },
    });
  });

  it('the id "write" and mode=write open write mode without a key', () => {
    expect(detailTarget(countryPage, 'write', new URLSearchParams())).toEqual({ mode: 'write', keys: null });
    expect(detailTarget(countryPage, '12', new URLSearchParams('mode=write'))).toEqual({ mode: 'write', keys: null });
  });

  it('mode=edit selects edit mode; the id may come from the query', () => {
    expect(detailTarget(countryPage, 'item', new URLSearchParams('country_seq=7&mode=edit'))).toEqual({
      mode: 'edit',
      keys: { country_seq: '7' },
    });
    expect(detailTarget(countryPage, undefined, new URLSearchParams('id=8'))).toEqual({
      mode: 'view',
      keys: { country_seq: '8' },
    });
  });

  it('composite keys come from the query and all must be present', () => {
    expect(detailTarget(codePage, 'item', new URLSearchParams('code_group_id=CNTR&code_id=KOR'))).toEqual({
      mode: 'view',
      keys: { code_group_id: 'CNTR', code_id: 'KOR' },
    });
    expect(detailTarget(codePage, 'item', new URLSearchParams('code_group_id=CNTR')).keys).toBeNull();
  });

  it('links: one key in the path, composite keys in the query, edit as mode=edit', () => {
    expect(detailLink(countryPage, { country_seq: 5 })).toBe('5');
    expect(detailLink(countryPage, { country_seq: 5 }, 'edit')).toBe('5?mode=edit');
    expect(detailLink(codePage, { code_group_id: 'CNTR', code_id: 'K R' })).toBe('item?code_group_id=CNTR&code_id=K+R');
  });
});

describe('detail buttons (spec 000 §2 Generic data page, 001 §2)', () => {
  it('view mode: list, edit, remove, reload, copy with every right', () => {
    expect(detailButtons(countryPage, 'view', all)).toEqual(['list', 'edit', 'remove', 'reload', 'copy']);
  });

  it('edit needs the edit right and the record edit check; remove needs remove', () => {
    expect(detailButtons(countryPage, 'view', { ...all, edit: false, remove: false })).toEqual([
      'list',
      'reload',
      'copy',
    ]);
    expect(detailButtons(countryPage, 'view', all, false)).not.toContain('edit');
  });

  it('save shows in write mode with write right, in edit mode with edit right', () => {
    expect(detailButtons(countryPage, 'write', all)).toEqual([
      'list',
      'cancel',
      'undo',
      'save',
      'paste',
      'clear',
      'copy',
      'trash',
    ]);
    expect(detailButtons(countryPage, 'write', { ...all, write: false })).not.toContain('save');
    expect(detailButtons(countryPage, 'edit', { ...all, edit: false })).not.toContain('save');
    expect(detailButtons(countryPage, 'edit', all)).toContain('reload');
  });

  it('profile pages have no list and no remove; read-only pages no list, cancel or remove', () => {
    expect(detailButtons({ profile: true }, 'view', all)).toEqual(['edit', 'reload', 'copy']);
    expect(detailButtons({ readOnly: true }, 'view', all)).toEqual(['reload', 'copy']);
    expect(detailButtons({ readOnly: true }, 'edit', all)).not.toContain('cancel');
  });
});
