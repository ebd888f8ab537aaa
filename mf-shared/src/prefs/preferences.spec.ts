import { parseCookies, parseTheme, preferencesFromCookies, resolveTheme, serializeCookie } from './preferences';

describe('preferences (spec 000 §4, §9)', () => {
  it('spec 000 §4: an unknown stored theme falls back to light; nothing stored means system', () => {
    expect(parseTheme('purple')).toBe('light');
    expect(parseTheme('')).toBe('light');
    expect(parseTheme('dark')).toBe('dark');
    expect(parseTheme(null)).toBe('system');
  });

  it('spec 000 §4: system follows the browser preference', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
  });

  it('spec 000 §9: cookies live 30 days on the whole site', () => {
    expect(serializeCookie('bt_layout', 'F')).toBe('bt_layout=F; Max-Age=2592000; Path=/; SameSite=Lax');
  });

  it('spec 000 §4: screen, menu and language are restored from cookies', () => {
    expect(preferencesFromCookies('a=1; bt_layout=S; bt_menu=B; bt_lang=en')).toEqual({
      layout: 'S',
      menuPosition: 'B',
      lang: 'en',
      massUnit: 'auto',
    });
  });

  it('the chosen mass unit is restored from its cookie; unknown units are "as declared"', () => {
    expect(preferencesFromCookies('bt_mass=lb').massUnit).toBe('lb');
    expect(preferencesFromCookies('bt_mass=Kg').massUnit).toBe('Kg');
    expect(preferencesFromCookies('bt_mass=kg').massUnit).toBe('auto');
    expect(preferencesFromCookies('bt_mass=stone').massUnit).toBe('auto');
  });

  it('spec 000 §4: unknown cookie values give the defaults', () => {
    expect(preferencesFromCookies('bt_layout=Q; bt_menu=; bt_lang=fr')).toEqual({
      layout: 'N',
      menuPosition: 'L',
      lang: undefined,
      massUnit: 'auto',
    });
    expect(preferencesFromCookies('')).toEqual({ layout: 'N', menuPosition: 'L', lang: undefined, massUnit: 'auto' });
  });

  it('parses encoded and malformed cookie values, first one wins', () => {
    expect(parseCookies('x=%E2%82%AC; y=%E0%A4%A; x=2; junk')).toEqual({ x: '€', y: '%E0%A4%A' });
  });
});
