import { COMMON_PASSWORDS } from './common-passwords';
import { MESSAGES } from '../messages';
import { commonPasswordPart, isCommonPassword, newPasswordProblem, PASSWORD_RULE } from './password-rule';

// New passwords follow OWASP ASVS 5.0 level 2 — at least 12 characters, at most
// 128, any characters (no composition rules), not a common or context-specific password.
describe('the new-password rule (docs/SECURITY.md)', () => {
  it('needs 12 to 128 characters, counted as characters (Korean syllables count one each)', () => {
    expect(PASSWORD_RULE).toEqual({ minLength: 12, maxLength: 128 });
    expect(newPasswordProblem('old', '')).toBe('field_required');
    expect(newPasswordProblem('old', 'roast-curve')).toBe('password_rule');
    expect(newPasswordProblem('old', 'roast-curve!')).toBeNull();
    expect(newPasswordProblem('old', '갓볶은원두는향이참좋아')).toBe('password_rule');
    expect(newPasswordProblem('old', '갓볶은원두는향이참좋아요')).toBeNull();
    expect(newPasswordProblem('old', `${'x'.repeat(61)}-roast-${'y'.repeat(61)}`)).toBe('password_rule');
    expect(newPasswordProblem('old', ' '.repeat(20))).toBe('password_rule');
    // A lone surrogate could never be typed again.
    expect(newPasswordProblem('old', 'roast-curve!\ud800')).toBe('password_rule');
  });

  it('refuses the current password again', () => {
    expect(newPasswordProblem('roast-curve-2026', 'roast-curve-2026')).toBe('password_same');
  });

  it('refuses common passwords long enough to pass the length rule, whatever their case', () => {
    for (const common of [
      '123456789012',
      'Password1234',
      'qwertyuiop12',
      '1q2w3e4r5t6y',
      'iloveyou1234',
      'QWER1234QWER',
      'dkssudgktpdy',
    ]) {
      expect({ common, problem: newPasswordProblem('old', common) }).toEqual({ common, problem: 'password_common' });
    }
  });

  it('refuses what the list cannot hold: one character repeated, a short unit repeated, runs and keyboard rows', () => {
    for (const weak of [
      'aaaaaaaaaaaa',
      '777777777777777',
      'abcabcabcabc',
      'coffeecoffee',
      'abcdefghijklm',
      '987654321098',
      'zyxwvutsrqpon',
      'qwertyuiopasd',
      '1qaz2wsx3edc4rfv',
    ]) {
      expect({ weak, common: isCommonPassword(weak) }).toEqual({ weak, common: true });
    }
  });

  it('refuses context words (ASVS 6.2.11): the product, coffee words, the user id, with a few characters around them', () => {
    expect(newPasswordProblem('old', 'beantrail2026')).toBe('password_common');
    expect(newPasswordProblem('old', 'BeanTrail!!!')).toBe('password_common');
    expect(newPasswordProblem('old', 'espresso12345')).toBe('password_common');
    expect(newPasswordProblem('old', 'roaster.mng2026', { userId: 'roaster.mng' })).toBe('password_common');
    // A context word inside a long passphrase is fine.
    expect(newPasswordProblem('old', 'my beantrail roast curve', { userId: 'roaster' })).toBeNull();
  });

  it('ships a list of common passwords that the length rule alone would let through', () => {
    expect(COMMON_PASSWORDS.length).toBeGreaterThanOrEqual(200);
    for (const p of COMMON_PASSWORDS)
      expect({ p, length: [...p].length >= PASSWORD_RULE.minLength }).toEqual({ p, length: true });
    expect(new Set(COMMON_PASSWORDS).size).toBe(COMMON_PASSWORDS.length);
  });
});

describe('the refusal names the part of the password that is too common', () => {
  it('names the guessable word it is built from, as typed', () => {
    expect(commonPasswordPart('coffee2026!!')).toBe('coffee');
    expect(commonPasswordPart('BeanTrail!!!')).toBe('BeanTrail');
    expect(commonPasswordPart('Password1234')).toBe('Password');
    expect(commonPasswordPart('qwertyuiop12')).toBe('qwertyuiop');
    expect(commonPasswordPart('roaster.mng2026', { userId: 'roaster.mng' })).toBe('roaster.mng');
  });

  it('names the repeated unit, or the whole password for a run or a listed one', () => {
    expect(commonPasswordPart('xyzXYZxyzXYZ')).toBe('xyz');
    expect(commonPasswordPart('123456789012')).toBe('123456789012');
    expect(commonPasswordPart('dkssudgktpdy')).toBe('dkssudgktpdy');
  });

  it('names nothing for a password the rule accepts', () => {
    expect(commonPasswordPart('my beantrail roast curve', { userId: 'roaster' })).toBeNull();
    expect(commonPasswordPart('roast-curve!')).toBeNull();
  });

  it('says the part in both languages', () => {
    for (const messages of [MESSAGES.password_common_part.kr, MESSAGES.password_common_part.en])
      expect(messages).toContain('{{part}}');
  });
});
