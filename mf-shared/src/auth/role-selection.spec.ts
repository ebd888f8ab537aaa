import type { UserAuthEntry } from '@beantrail/contracts';
import { pickSelectedRole, roleStorageKey } from './role-selection';

const entries: UserAuthEntry[] = [
  { auth_seq: 4, user_auth: 'OWN', auth_name: 'Demo Roasters' },
  { auth_seq: 9, user_auth: 'MNG', auth_name: 'Other Roasters' },
];

describe('role selection (spec 000 §6: one selected role per scope)', () => {
  it('spec 000 §6: keeps the stored role while it is still held', () => {
    expect(pickSelectedRole(entries, '9')).toBe(9);
  });
  it('spec 000 §6: falls back to the first role when the stored one is gone or absent', () => {
    expect(pickSelectedRole(entries, '77')).toBe(4);
    expect(pickSelectedRole(entries, null)).toBe(4);
  });
  it('spec 000 §6: no role held gives no selection', () => {
    expect(pickSelectedRole([], '4')).toBeUndefined();
  });
  it('stores per scope under bt.role.<scope>', () => {
    expect(roleStorageKey('cafe')).toBe('bt.role.cafe');
    expect(roleStorageKey('roaster')).toBe('bt.role.roaster');
  });
});
