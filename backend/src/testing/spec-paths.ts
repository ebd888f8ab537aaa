import fs from 'node:fs';
import path from 'node:path';

/**
 * The `/api/...` paths the three spec documents name (BRIEF: "every /api/... path the three files
 * name must be served"), read from the text as a reader would:
 * - `{a,b}` groups expand (`/api/roaster/event/{detail,edit,list}`);
 * - siblings after a path replace its last step (`/api/roaster/roasting/default/detail/{id}, /edit,
 *   /list`; `/api/roaster/greenbean/default/list, detail/{id}, edit, code`; `/detail and /edit`);
 * - a path ending in `/...` takes the actions the line gives (`(detail, edit, list)`, `each with
 *   detail (id suffix), edit, list`), else the generic page's list, detail and edit (000 §7);
 * - `each with …` applies to the siblings of the line (`/api/roaster/user/list, /signup, /etc`);
 * - placeholders become values (`PLACEHOLDERS`); `{type}` in `/api/{type}/item/equip/code` is each
 *   area that keeps equipment.
 */
export interface SpecPath {
  path: string;
  /** Spec file and line it came from, for the failure message. */
  source: string;
}

const ACTIONS = new Set(['detail', 'edit', 'list', 'code', 'remove']);
const GENERIC = ['list', 'detail', 'edit'];
export const PLACEHOLDERS: Record<string, readonly string[]> = {
  id: ['1'],
  blending_seq: ['1'],
  roasting_seq: ['1'],
  // 000 §7 `/api/{type}/item/equip/code`: the areas that keep equipment (001 roaster, 002 cafe and user).
  type: ['roaster', 'cafe', 'user'],
};

/** `a/{x,y}/b` → `a/x/b`, `a/y/b`; `{name}` → its placeholder values. */
export function expandGroups(p: string): string[] {
  const m = /\{([^{}]*)\}/.exec(p);
  if (!m) return [p];
  const inner = m[1];
  const values = inner.includes(',') ? inner.split(',').map((s) => s.trim()) : PLACEHOLDERS[inner];
  if (!values) throw new Error(`no value for the placeholder {${inner}} in ${p}`);
  return values.flatMap((v) => expandGroups(p.slice(0, m.index) + v + p.slice(m.index + m[0].length)));
}

const isPlaceholder = (seg: string) => /^\{[^,{}]*\}$/.test(seg);

/** Where a sibling goes: the primary without its trailing id and its last action (or last step). */
function siblingBase(primary: string): string {
  const segs = primary.split('/');
  let stripped = false;
  while (segs.length && isPlaceholder(segs[segs.length - 1])) {
    segs.pop();
    stripped = true;
  }
  // `/api/variety/{id}`: the id stands where an action would, so `/edit` goes beside it.
  if (!stripped || ACTIONS.has(segs[segs.length - 1])) segs.pop();
  return segs.join('/');
}

// A sibling: steps that are words or `{…}` groups ("detail/{id}", "/edit", "code").
const SIBLING = /^\s*(?:,|and)\s*(\/?[A-Za-z]\w*(?:\/(?:\{[^{}]*\}|\w+))*)/;

/** The paths named on one line of a spec file. */
export function pathsOfLine(line: string): string[] {
  const perPath = /each with detail[^,]*, edit, list|\(detail, edit, list\)/.test(line) ? GENERIC : null;
  const eachWith = /each with /.test(line);
  const out: string[] = [];
  const start = /\/api(?:\/(?:\{[^{}]*\}|[\w.-]+))+/g;
  let m: RegExpExecArray | null;
  while ((m = start.exec(line))) {
    const primary = m[0].endsWith('/...') ? m[0] : m[0].replace(/\.+$/, '');
    const siblings: string[] = [];
    let rest = line.slice(m.index + primary.length);
    for (let s = SIBLING.exec(rest); s; s = SIBLING.exec(rest)) {
      const word = s[1];
      if (word.startsWith('/api')) break;
      const bare = word.replace(/^\//, '');
      // A word that is no path step ends the list ("…, each with", "… and /api/…").
      if (!word.startsWith('/') && !ACTIONS.has(bare.split('/')[0])) break;
      siblings.push(bare);
      rest = rest.slice(s[0].length);
    }
    const base = siblingBase(primary);
    const withActions = (p: string) => (perPath ? perPath.map((a) => `${p}/${a}`) : GENERIC.map((a) => `${p}/${a}`));
    if (primary.endsWith('/...')) out.push(...withActions(primary.slice(0, -4)));
    else out.push(primary);
    for (const sib of siblings) {
      const p = `${base}/${sib}`;
      if (eachWith && !ACTIONS.has(sib)) out.push(...withActions(p));
      else out.push(p);
    }
  }
  return out.flatMap(expandGroups);
}

/** Every path of every `*.txt` in the spec folder, once, with where it was first named. */
export function specPaths(specDir: string): SpecPath[] {
  const seen = new Map<string, SpecPath>();
  for (const file of fs
    .readdirSync(specDir)
    .filter((f) => f.endsWith('.txt'))
    .sort()) {
    fs.readFileSync(path.join(specDir, file), 'utf8')
      .split('\n')
      .forEach((line, i) => {
        for (const p of pathsOfLine(line)) if (!seen.has(p)) seen.set(p, { path: p, source: `${file}:${i + 1}` });
      });
  }
  return [...seen.values()];
}
