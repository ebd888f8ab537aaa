import { fieldAccess } from '../can';
import { pageFields } from '../fields';
import { userBasicInfoPage, userSerial } from './profile';

// Spec 001 §3 "User basic info: user_img, user_seq, user_provider, user_type, user_name, user_email,
// user_id, user_uuid, user_serial, rgst_at, edit_at, user_use (SADMIN only)".
describe("the account's basic profile (001 §3 UserBasicInfo)", () => {
  it('declares every field 001 §3 lists', () => {
    const names = pageFields(userBasicInfoPage).map((f) => f.name);
    for (const name of [
      'user_img',
      'user_seq',
      'user_provider',
      'user_type',
      'user_name',
      'user_email',
      'user_id',
      'user_uuid',
      'user_serial',
      'rgst_at',
      'edit_at',
      'user_use',
    ]) {
      expect([name, names.includes(name)]).toEqual([name, true]);
    }
  });

  it('lets the user change only the name; user_use is seen and set by SADMIN only (001 §6)', () => {
    const user = { usertype: ['USER' as const], roles: {} };
    const sadmin = { usertype: ['SADMIN' as const], roles: {} };
    const editable = (viewer: typeof user | typeof sadmin) =>
      pageFields(userBasicInfoPage)
        .filter((f) => fieldAccess(viewer, f, 'edit').edit)
        .map((f) => f.name);
    expect(editable(user)).toEqual(['user_name']);
    expect(editable(sadmin)).toEqual(['user_name', 'user_use']);
    const use = pageFields(userBasicInfoPage).find((f) => f.name === 'user_use')!;
    expect(fieldAccess(user, use, 'view').view).toBe(false);
  });

  it("the serial is the uuid's 128 bits as 22 base64url characters, worked out when the profile is read", () => {
    const uuid = '3f2a9c4e-8b1d-4e6f-a0c2-7d5e9b3a1f08';
    expect(userSerial(uuid)).toBe(Buffer.from(uuid.replace(/-/g, ''), 'hex').toString('base64url'));
    expect(userSerial(uuid)).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(userSerial('00000000-0000-4000-8000-000000000000')).toBe('AAAAAAAAQACAAAAAAAAAAA');
    expect(userSerial(null)).toBe('');
    expect(userSerial('not a uuid')).toBe('');
    expect(userBasicInfoPage.readValues!({ user_uuid: uuid })).toEqual({ user_serial: userSerial(uuid) });
  });
});
