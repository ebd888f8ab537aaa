import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MESSAGES, messageResources, isMessageKey } from './messages';
import { MESSAGES_EN } from './messages-en';
import { MESSAGES_KR } from './messages-kr';
import { localeFromPath, pathForLocale } from './locale';
import { screenTextKey, statusOf, isOk } from './envelope';
import { areaOfCategory, CATEGORIES } from './areas';

const spec000 = readFileSync(join(__dirname, '../../../../shared/spec/000_e6360dcb2ad4e374.txt'), 'utf8');

describe('message catalogue (spec 000 §8)', () => {
  it('holds every message key the spec lists, in both languages', () => {
    const line = spec000.split('\n').find((l) => l.startsWith('- Message keys:'));
    expect(line).toBeDefined();
    const keys = line!
      .replace('- Message keys:', '')
      .split(/[;,]|\band\b/)
      .map((k) =>
        k
          .trim()
          .replace(/\s*\(.*$/, '')
          .replace(/\.$/, ''),
      )
      .filter(Boolean);
    expect(keys.length).toBeGreaterThan(20);
    for (const key of keys) expect({ key, known: isMessageKey(key) }).toEqual({ key, known: true });
  });

  it('has non-empty Korean and English text for every key, different where words differ', () => {
    for (const [key, text] of Object.entries(MESSAGES)) {
      expect({ key, kr: text.kr.trim().length > 0, en: text.en.trim().length > 0 }).toEqual({
        key,
        kr: true,
        en: true,
      });
      expect(/[가-힣]/.test(text.kr)).toBe(true);
    }
    expect(messageResources('en').signin_denied).toBe('Sign-in failed');
  });

  // One file per language, so a page loads only its own language's texts.
  it('keeps the two language files key for key, with the same {{placeholders}}', () => {
    expect(Object.keys(MESSAGES_EN).sort()).toEqual(Object.keys(MESSAGES_KR).sort());
    for (const key of Object.keys(MESSAGES_KR) as (keyof typeof MESSAGES_KR)[]) {
      const names = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      expect({ key, names: names(MESSAGES_EN[key]) }).toEqual({ key, names: names(MESSAGES_KR[key]) });
    }
    expect(messageResources('kr')).toBe(MESSAGES_KR);
    expect(MESSAGES.save_ok).toEqual({ kr: MESSAGES_KR.save_ok, en: MESSAGES_EN.save_ok });
  });
});

describe('locale paths (spec 000 §2: kr unprefixed, en under /en)', () => {
  it.each([
    ['/', 'kr'],
    ['/info/intro', 'kr'],
    ['/en', 'en'],
    ['/en/roaster/home', 'en'],
    ['/english/x', 'kr'],
  ])('%s is %s', (path, locale) => expect(localeFromPath(path)).toBe(locale));

  it('switches a path between languages and back', () => {
    expect(pathForLocale('/info/intro', 'en')).toBe('/en/info/intro');
    expect(pathForLocale('/en/info/intro', 'kr')).toBe('/info/intro');
    expect(pathForLocale('/kr/cafe/home', 'kr')).toBe('/cafe/home');
    expect(pathForLocale('/', 'en')).toBe('/en');
  });

  it('keeps a query or fragment as it is, slashes in it included (a return path after sign-in)', () => {
    expect(pathForLocale('/cafe/coffeebean/received?from=/en/x#top', 'en')).toBe(
      '/en/cafe/coffeebean/received?from=/en/x#top',
    );
    expect(pathForLocale('/en?x=1', 'kr')).toBe('/?x=1');
    expect(pathForLocale('/user/signin?from=%2Froaster', 'en')).toBe('/en/user/signin?from=%2Froaster');
  });
});

describe('envelope status mapping (spec 000 §8)', () => {
  it('maps HTTP codes to status strings and screen texts', () => {
    expect(statusOf(200)).toBe('OK');
    expect(statusOf(403)).toBe('403');
    expect(screenTextKey('401')).toBe('noauth_text');
    expect(screenTextKey('401', true)).toBe('nopage_text');
    expect(screenTextKey('403')).toBe('nopermission_text');
    expect(screenTextKey('404')).toBe('nopage_text');
    expect(screenTextKey('500')).toBe('nodata_text');
    expect(isOk({ status: '400' })).toBe(false);
    expect(isOk({ status: 'OK' })).toBe(true);
  });
});

describe('areas (spec 000 §2 menu top level)', () => {
  it('has one area per top-level category', () => {
    expect(CATEGORIES).toEqual(['info', 'user', 'cafe', 'roaster', 'setting']);
    expect(areaOfCategory('setting')?.remote).toBe('mf_admin');
    expect(areaOfCategory('nope')).toBeUndefined();
  });
});
