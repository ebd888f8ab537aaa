import { accountLinkKind, landingPath, safeReturnPath } from './account';
import { signUpProblem, userIdProblem, userNameProblem } from './sign-up';
import { isMessageKey } from './messages';

// Long, uncommon passwords: the password rule may grow (length, common-password list).
const GOOD_PASS = 'quiet-harbor-lantern-42';

describe('sign-up rules (docs/SECURITY.md "Accounts")', () => {
  it.each([
    ['anna', null],
    ['roaster.mng', null],
    ['a_b-c.9', null],
    ['', 'field_required'],
    ['abc', 'user_id_rule'],
    ['a'.repeat(31), 'user_id_rule'],
    ['Anna', 'user_id_rule'],
    ['.anna', 'user_id_rule'],
    ['an na', 'user_id_rule'],
    ['google:123', 'user_id_rule'],
    ['한글아이디', 'user_id_rule'],
    ['admin', 'user_id_taken'],
    ['root', 'user_id_taken'],
    // Names every JavaScript object has are no one's id.
    ['constructor', 'user_id_taken'],
    ['prototype', 'user_id_taken'],
    ['tostring', 'user_id_taken'],
    ['valueof', 'user_id_taken'],
  ])('user id %j → %s', (id, expected) => {
    expect(userIdProblem(id)).toBe(expected);
  });

  it('names: required, at most 50 characters, well-formed Unicode', () => {
    expect(userNameProblem('  ')).toBe('field_required');
    expect(userNameProblem('김커피')).toBeNull();
    expect(userNameProblem('가'.repeat(50))).toBeNull();
    expect(userNameProblem('가'.repeat(51))).toBe('user_name_rule');
    expect(userNameProblem('bad \ud800 name')).toBe('user_name_rule');
    expect(userNameProblem('ok 😀 name')).toBeNull();
  });

  it('checks id, then name, then the password with the password-change rule', () => {
    expect(signUpProblem({ user_id: 'x', user_name: '', user_pass: '' })).toEqual({
      field: 'user_id',
      key: 'user_id_rule',
    });
    expect(signUpProblem({ user_id: 'anna', user_name: '', user_pass: '' })).toEqual({
      field: 'user_name',
      key: 'field_required',
    });
    expect(signUpProblem({ user_id: 'anna', user_name: 'Anna', user_pass: '' })).toEqual({
      field: 'user_pass',
      key: 'field_required',
    });
    expect(signUpProblem({ user_id: 'anna', user_name: 'Anna', user_pass: 'short' })).toEqual({
      field: 'user_pass',
      key: 'password_rule',
    });
    expect(signUpProblem({ user_id: 'anna', user_name: 'Anna', user_pass: `${GOOD_PASS}\udc00` })).toEqual({
      field: 'user_pass',
      key: 'password_rule',
    });
    expect(signUpProblem({ user_id: 'anna', user_name: 'Anna', user_pass: GOOD_PASS })).toBeNull();
  });

  it('every key it answers is in the message catalogue', () => {
    for (const key of [
      'user_id_rule',
      'user_id_taken',
      'user_name_rule',
      'password_rule',
      'field_required',
      'signup_throttled',
      'oidc_expired',
      'oidc_failed',
    ]) {
      expect({ key, known: isMessageKey(key) }).toEqual({ key, known: true });
    }
  });
});

describe('return paths after signing in (open-redirect safe)', () => {
  it.each([
    ['/cafe/coffeebean/qrreceived/abc', '/cafe/coffeebean/qrreceived/abc'],
    [
      '/en/user/usernote/coffeenote/write?type=RSTRDT&serial=x',
      '/en/user/usernote/coffeenote/write?type=RSTRDT&serial=x',
    ],
    ['https://evil.example/', null],
    ['//evil.example/x', null],
    ['/\\evil.example', null],
    ['/ok\\..', null],
    ['/a\nb', null],
    ['relative', null],
    ['/user/signin', null],
    ['/en/user/signup?x=1', null],
    ['/user/signin/google?code=1', null],
    ['/setting/signin', null],
    ['/en/setting/signin?from=%2Fsetting', null],
    ['/setting/signing-off', '/setting/signing-off'],
    [42, null],
    [`/${'a'.repeat(1000)}`, null],
  ])('%j → %j', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });
});

describe('landing after sign-in (the area of the first role)', () => {
  it('roastery first, then cafe, then settings for administrators, else the user area', () => {
    expect(landingPath({ usertype: ['PAID'] }, { roaster: [{}], cafe: [{}] })).toBe('/roaster');
    expect(landingPath({ usertype: ['USER'] }, { roaster: [], cafe: [{}] })).toBe('/cafe');
    expect(landingPath({ usertype: ['SADMIN'] }, {})).toBe('/setting');
    expect(landingPath({ usertype: ['ADMIN'] }, { cafe: [] })).toBe('/setting');
    expect(landingPath({ usertype: ['TESTER'] }, {})).toBe('/user');
    expect(landingPath({ usertype: ['USER'] }, { roaster: [], cafe: [] })).toBe('/user');
  });
});

describe('account links (002 §2.5: the QR links that need an account)', () => {
  it.each([
    ['/cafe/coffeebean/qrreceived/3f2a', 'cafe_received'],
    ['/en/cafe/coffeebean/qrdefault/3f2a', 'cafe_bean'],
    ['/user/usernote/coffeenote/write', 'coffeenote'],
    ['/kr/user/link/cafesignup/u1', 'cafe_signup'],
    ['/en/user/link/roastersignup/u1', 'roaster_signup'],
    ['/cafe/supplier/roasterregister/u1', 'roaster_register'],
    ['/cafe/coffeebean/default', undefined],
    ['/user/usernote/coffeenote', undefined],
    ['/setting/map/country', undefined],
  ])('%s → %s', (path, kind) => {
    expect(accountLinkKind(path)).toBe(kind);
  });
});
