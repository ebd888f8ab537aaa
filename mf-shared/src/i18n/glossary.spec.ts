import fs from 'node:fs';
import path from 'node:path';
import { USED_BY_KINDS } from '@beantrail/contracts';
import { commonEn } from './locales/common-en';
import { commonKr } from './locales/common-kr';

/**
 * One word per thing (docs/FRONTEND.md "Glossary"): a recipe is not also called "defaults", a
 * roast, brew or lot not also a "result". The spec's entity names (…Default, …Result) stay in the
 * code and the API; what a reader sees in a menu, a tab, a page title or a message uses the
 * glossary's word. Scanned: the shell's menu (both languages), every area's and the shared page
 * titles, section tabs and field labels of records, and the in-use message names.
 */
const BANNED: readonly [RegExp, string][] = [
  [/기본값/, '기본값 → 레시피 (or 목록)'],
  [/결과/, '결과 → 기록 / 로트'],
  [/\bdefaults?\b/i, 'default → recipe (or list)'],
  [/\bresults?\b/i, 'result → roast / brew / lot'],
  [/블렌딩 (기본값|결과|로트)|\bblended lot\b/i, 'blend / lot: 블렌드, 로트'],
];

const root = path.resolve(__dirname, '../../..');
const AREAS = ['mf-roaster', 'mf-cafe', 'mf-user', 'mf-admin', 'mf-public'];

/** Every string leaf of a nested table, with its path. */
function leaves(value: unknown, at: string, out: [string, string][] = []): [string, string][] {
  if (typeof value === 'string') out.push([at, value]);
  else if (value && typeof value === 'object') Object.entries(value).forEach(([k, v]) => leaves(v, `${at}.${k}`, out));
  return out;
}

/** Page titles, section tabs and record labels (`title: ['kr', 'en']`, `sections: {…}`, `…_seq: [...]`) of the texts files. */
function labelPairs(): [string, string][] {
  const files = [
    ...AREAS.flatMap((a) =>
      fs
        .readdirSync(path.join(root, a, 'src'))
        .filter((f) => /texts\.ts$|^translations\.ts$/.test(f))
        .map((f) => path.join(root, a, 'src', f)),
    ),
    ...fs
      .readdirSync(path.join(__dirname))
      .filter((f) => /labels\.ts$/.test(f))
      .map((f) => path.join(__dirname, f)),
  ];
  const out: [string, string][] = [];
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    const rel = path.relative(root, file);
    for (const m of text.matchAll(
      /(title|[a-z_]+_seq|result|default|sections?|tab[a-z_]*):\s*\[\s*(['`"])([^'`"]*)\2\s*,\s*(['`"])([^'`"]*)\4\s*\]/g,
    )) {
      out.push([`${rel} ${m[1]}`, m[3]], [`${rel} ${m[1]}`, m[5]]);
    }
    for (const m of text.matchAll(/\b(title|menu|tab|roaster_text|user_text)\s*:\s*'([^']*)'/g))
      out.push([`${rel} ${m[1]}`, m[2]]);
  }
  return out;
}

function offenders(entries: [string, string][]): string[] {
  return entries.flatMap(([where, text]) =>
    BANNED.filter(([re]) => re.test(text)).map(([, rule]) => `${where}: "${text}" (${rule})`),
  );
}

describe('one word per thing in menus, tabs, titles and messages (docs/FRONTEND.md glossary)', () => {
  it('finds what it scans (menus of both languages and the areas’ titles)', () => {
    expect(leaves(commonKr.menu, 'menu').length).toBeGreaterThan(30);
    expect(labelPairs().filter(([where]) => where.endsWith(' title')).length).toBeGreaterThan(30);
  });

  it('the menus use no banned synonym', () => {
    expect(offenders([...leaves(commonKr.menu, 'kr.menu'), ...leaves(commonEn.menu, 'en.menu')])).toEqual([]);
  });

  it('page titles, tabs and record labels of every area use no banned synonym', () => {
    expect(offenders(labelPairs())).toEqual([]);
  });

  it('the in-use messages name records by the glossary', () => {
    expect(offenders(leaves(USED_BY_KINDS, 'USED_BY_KINDS'))).toEqual([]);
  });

  it('catches a synonym when one comes back', () => {
    expect(
      offenders([
        ['menu', '추출 기본값'],
        ['title', 'Roasting results'],
        ['tab', 'Brew recipes'],
      ]),
    ).toHaveLength(2);
  });
});
