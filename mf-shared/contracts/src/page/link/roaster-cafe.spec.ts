import { findField } from '../fields';
import { saveChecks } from '../validate';
import { cafeRoasterRegisterPage } from './register';
import { linkChoices, linkRows, linkState, ROASTER_CAFE_PAGES } from './roaster-cafe';

// Spec 002 §2.3 (the roastery's three lists of cafes), §4 PSAUTH, §5 "Register nick", §6.
describe('linked cafes (002 §2.3, §4 PSAUTH, §6)', () => {
  it('§4: the three lists split the PSAUTH states between them', () => {
    expect(linkRows('cafe')).toEqual(['CSTMR', 'CAFE', 'RSTR']);
    expect(linkRows('register')).toEqual(['WTSGNP', 'HLD']);
    expect(linkRows('etc')).toEqual(['CNCL', 'RJCT', 'RJN', 'FIRE', 'EXCLD']);
    expect(ROASTER_CAFE_PAGES.register.rows).toEqual({ field: 'roaster_cafe_auth', in: ['WTSGNP', 'HLD'] });
    expect(['CSTMR', 'HLD', 'EXCLD', 'NONE'].map(linkState)).toEqual(['LINKED', 'WAIT', 'OUT', null]);
  });

  it('§4, §6: on the linked list RSTR only for the owner; the register list as the spec lists it', () => {
    expect(linkChoices('cafe', 'OWN')).toEqual(['CSTMR', 'CAFE', 'RSTR', 'EXCLD']);
    expect(linkChoices('cafe', 'MNG')).toEqual(['CSTMR', 'CAFE', 'EXCLD']);
    expect(linkChoices('register', 'SMNG')).toEqual(['CSTMR', 'WTSGNP', 'HLD', 'CNCL', 'RJCT']);
  });

  it('the state select offers each caller what the server accepts from them (one function for both)', () => {
    const source = findField(ROASTER_CAFE_PAGES.cafe, 'roaster_cafe_auth')!.source!;
    expect(source.codesByRole?.byRole.MNG).toEqual(linkChoices('cafe', 'MNG'));
    expect(source.codesByRole?.byRole.OWN).toEqual(linkChoices('cafe', 'OWN'));
  });

  it('§5: the registration asks the active locale’s nick (3–100 bytes) and the agreement (register_check_ok)', () => {
    const base = { event_uuid: 'u', register_check: true };
    expect(
      saveChecks(
        cafeRoasterRegisterPage,
        { ...base, roaster_cafe_nick: 'Demo Cafe' },
        { mode: 'write', locale: 'kr' },
      )[0],
    ).toMatchObject({ key: 'field_required', field: 'roaster_cafe_nick_locale' });
    expect(
      saveChecks(cafeRoasterRegisterPage, { ...base, roaster_cafe_nick: 'Demo Cafe' }, { mode: 'write', locale: 'en' }),
    ).toEqual([]);
    expect(
      saveChecks(
        cafeRoasterRegisterPage,
        { ...base, roaster_cafe_nick: 'Demo Cafe', register_check: false },
        { mode: 'write', locale: 'en' },
      ),
    ).toEqual([{ key: 'register_check_ok', field: 'register_check', value: false }]);
  });
});
