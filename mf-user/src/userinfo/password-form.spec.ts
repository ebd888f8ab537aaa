import { describe, expect, it } from '@jest/globals';
import { passwordFormProblem } from './password-form';
import { translations } from '../translations';

// The browser's own checks before the call (the server repeats them; docs/SECURITY.md).
describe('change password form', () => {
  it('asks for the current password first, then the rule, then the repeat', () => {
    expect(passwordFormProblem('', 'a-new-secret', 'a-new-secret')).toEqual({ field: 'user_pass', key: 'field_required' });
    expect(passwordFormProblem('old-secret', '', '')).toEqual({ field: 'user_pass_new', key: 'field_required' });
    expect(passwordFormProblem('old-secret', 'short', 'short')).toEqual({ field: 'user_pass_new', key: 'password_rule' });
    expect(passwordFormProblem('old-secret', 'old-secret', 'old-secret')).toEqual({ field: 'user_pass_new', key: 'password_same' });
    expect(passwordFormProblem('old-secret', 'a-new-secret', 'a-new-secreT')).toEqual({ field: 'user_pass_confirm', key: 'password_mismatch' });
    expect(passwordFormProblem('old-secret', 'a-new-secret', 'a-new-secret')).toBeNull();
  });

  it('counts characters, not bytes: eight Korean syllables are enough', () => {
    expect(passwordFormProblem('old-secret', '비밀번호가길다', '비밀번호가길다')).toEqual({ field: 'user_pass_new', key: 'password_rule' });
    expect(passwordFormProblem('old-secret', '비밀번호가아주길다', '비밀번호가아주길다')).toBeNull();
  });

  it('has every text in both languages', () => {
    expect(Object.keys(translations.kr.userinfo).sort()).toEqual(Object.keys(translations.en.userinfo).sort());
  });
});
