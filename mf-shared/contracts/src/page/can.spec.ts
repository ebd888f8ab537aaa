import { codeGroupPage } from './admin/code-group';
import { countryPage } from './admin/country';
import { can, fieldAccess } from './can';
import { definePage } from './types';

const roasterPage = definePage({
  id: 'r',
  api: { list: '', detail: '', edit: '' },
  keys: ['k'],
  sections: [],
  rights: {
    userTypes: {
      view: ['SADMIN', 'ADMIN', 'PAID', 'USER'],
      listview: ['SADMIN', 'ADMIN', 'PAID', 'USER'],
      edit: ['SADMIN', 'ADMIN', 'PAID', 'USER'],
      remove: ['PAID', 'USER'],
    },
    scope: 'roaster',
    roles: { remove: ['OWN', 'SMNG'] },
  },
});

describe('can(user, action, page) with a reason (spec 000 §6, 001 §6)', () => {
  it('admin master data: ADMIN and SADMIN only; a USER is refused with nopermission_text', () => {
    expect(can({ usertype: ['ADMIN'] }, 'edit', countryPage)).toEqual({ can: true });
    expect(can({ usertype: ['USER'] }, 'view', countryPage)).toEqual({ can: false, reason: 'nopermission_text' });
  });

  it('a guest is told to sign in (noauth_text)', () => {
    expect(can(null, 'listview', countryPage)).toEqual({ can: false, reason: 'noauth_text' });
    expect(can({ usertype: ['GUEST'] }, 'view', countryPage)).toEqual({ can: false, reason: 'noauth_text' });
  });

  it('002 §6 "Code … settings: SADMIN and ADMIN": both write, edit and remove code groups; no other type', () => {
    for (const usertype of [['SADMIN'], ['ADMIN']] as const) {
      for (const action of ['view', 'listview', 'write', 'edit', 'remove'] as const)
        expect({ usertype, action, ...can({ usertype }, action, codeGroupPage) }).toEqual({
          usertype,
          action,
          can: true,
        });
    }
    for (const usertype of [['TESTER'], ['PAID'], ['USER']] as const)
      expect(can({ usertype }, 'write', codeGroupPage)).toEqual({ can: false, reason: 'nopermission_text' });
  });

  it('scoped pages need the selected role (noroaster_text) and an allowed role per action', () => {
    expect(can({ usertype: ['USER'] }, 'view', roasterPage)).toEqual({ can: false, reason: 'noroaster_text' });
    expect(can({ usertype: ['USER'], roles: { roaster: 'ROASTER' } }, 'view', roasterPage)).toEqual({ can: true });
    expect(can({ usertype: ['USER'], roles: { roaster: 'ROASTER' } }, 'remove', roasterPage)).toEqual({
      can: false,
      reason: 'role_not_held',
    });
    expect(can({ usertype: ['USER'], roles: { roaster: 'OWN' } }, 'remove', roasterPage)).toEqual({ can: true });
    expect(can({ usertype: ['USER'], roles: { roaster: 'OWN' } }, 'write', roasterPage).reason).toBe(
      'nopermission_text',
    );
  });

  it('000 §2: profile pages have no list and no remove; read-only pages allow view only', () => {
    const profile = { ...roasterPage, profile: true };
    expect(can({ usertype: ['USER'], roles: { roaster: 'OWN' } }, 'remove', profile).can).toBe(false);
    expect(can({ usertype: ['USER'], roles: { roaster: 'OWN' } }, 'listview', profile).can).toBe(false);
    const readOnly = { ...roasterPage, readOnly: true };
    expect(can({ usertype: ['USER'], roles: { roaster: 'OWN' } }, 'edit', readOnly).can).toBe(false);
    expect(can({ usertype: ['USER'], roles: { roaster: 'OWN' } }, 'view', readOnly).can).toBe(true);
  });
});

describe('per-field rights (000 §6 userAuth, 000 §3 audit fields, 001 §6 cupnote_main)', () => {
  const rgstUser = countryPage.sections[1].fields.find((f) => f.name === 'rgst_user')!;
  const countryId = countryPage.sections[0].fields.find((f) => f.name === 'country_id')!;
  it('admin audit variants are visible to SADMIN only and never editable', () => {
    expect(fieldAccess({ usertype: ['ADMIN'] }, rgstUser, 'view').view).toBe(false);
    expect(fieldAccess({ usertype: ['SADMIN'] }, rgstUser, 'view').view).toBe(true);
    expect(fieldAccess({ usertype: ['SADMIN'] }, rgstUser, 'edit').edit).toBe(false);
  });

  it('locked on update: settable on write, read-only on edit', () => {
    expect(fieldAccess({ usertype: ['ADMIN'] }, countryId, 'write').edit).toBe(true);
    expect(fieldAccess({ usertype: ['ADMIN'] }, countryId, 'edit')).toEqual({
      view: true,
      edit: false,
      reason: 'locked',
    });
  });

  it('a field editable by given roles only', () => {
    const main = { name: 'cupnote_main', widget: 'switch', editRoles: ['OWN', 'SMNG'] } as const;
    expect(fieldAccess({ usertype: ['USER'], roles: { roaster: 'OWN' } }, main, 'edit', 'roaster').edit).toBe(true);
    expect(fieldAccess({ usertype: ['USER'], roles: { roaster: 'ROASTER' } }, main, 'edit', 'roaster').edit).toBe(
      false,
    );
  });
});
