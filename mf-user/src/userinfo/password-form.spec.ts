import { describe, expect, it } from '@jest/globals';
import { passwordFormProblem } from './password-form';
import { translations } from '../translations';

// The browser's own checks before the call (the server repeats them; docs/SECURITY.md).
describe('change password form', () => {
  it('asks for the current password first, then the rule, then the repeat (12+ characters, not common)', () => {
    expect(passwordFormProblem('', 'a-new-roast-secret', 'a-new-roast-secret')).toEqual({
      field: 'user_pass',
      key: 'field_required',
    });
    expect(passwordFormProblem('old-secret', '', '')).toEqual({ field: 'user_pass_new', key: 'field_required' });
    expect(passwordFormProblem('old-secret', 'new-secret!', 'new-secret!')).toEqual({
      field: 'user_pass_new',
      key: 'password_rule',
    });
    expect(passwordFormProblem('old-roast-secret', 'old-roast-secret', 'old-roast-secret')).toEqual({
      field: 'user_pass_new',
      key: 'password_same',
    });
    expect(passwordFormProblem('old-secret', 'password1234', 'password1234')).toEqual({
      field: 'user_pass_new',
      key: 'password_common_part',
      params: { part: 'password' },
    });
    expect(passwordFormProblem('old-secret', 'tester.2026!', 'tester.2026!', 'tester')).toEqual({
      field: 'user_pass_new',
      key: 'password_common_part',
      params: { part: 'tester' },
    });
    expect(passwordFormProblem('old-secret', 'a-new-roast-secret', 'a-new-roast-secreT')).toEqual({
      field: 'user_pass_confirm',
      key: 'password_mismatch',
    });
    expect(passwordFormProblem('old-secret', 'a-new-roast-secret', 'a-new-roast-secret')).toBeNull();
  });

  it('counts characters, not bytes: twelve Korean syllables are enough', () => {
    expect(passwordFormProblem('old-secret', '비밀번호가아주아주길다', '비밀번호가아주아주길다')).toEqual({
      field: 'user_pass_new',
      key: 'password_rule',
    });
    expect(passwordFormProblem('old-secret', '비밀번호가아주아주아주길', '비밀번호가아주아주아주길')).toBeNull();
  });

  it('has every text in both languages', () => {
    expect(Object.keys(translations.kr.userinfo).sort()).toEqual(Object.keys(translations.en.userinfo).sort());
  });

  it("a common password's refusal names the part that is too common", () => {
    expect(passwordFormProblem('old-secret', 'Coffee2026!!', 'Coffee2026!!')).toEqual({
      field: 'user_pass_new',
      key: 'password_common_part',
      params: { part: 'Coffee' },
    });
  });
});
