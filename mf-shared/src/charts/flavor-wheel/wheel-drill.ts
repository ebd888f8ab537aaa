import type { WheelNode } from './wheel-tree';

/** A term's name in the page's language. */
export const wheelName = (n: WheelNode, lang: 'kr' | 'en'): string => (lang === 'kr' ? n.nameKr : n.name);

/**
 * One level of the phone picker (000 §4 wheel, on a phone): the categories at the top, then the
 * chosen category's groups, then the group's flavors. `path` is the ids drilled into, outermost
 * first; a path that no longer names a term falls back to the deepest part that does.
 */
export function wheelLevel(
  roots: readonly WheelNode[],
  path: readonly string[],
): { trail: WheelNode[]; items: readonly WheelNode[] } {
  const trail: WheelNode[] = [];
  let items: readonly WheelNode[] = roots;
  for (const id of path) {
    const next = items.find((n) => n.id === id);
    if (!next || next.children.length === 0) break;
    trail.push(next);
    items = next.children;
  }
  return { trail, items };
}

/** The way from a category down to a term, the term included ("Fruity › Berry › Blackberry"). */
export function wheelTrail(byId: ReadonlyMap<string, WheelNode>, id: string): WheelNode[] {
  const out: WheelNode[] = [];
  for (let n = byId.get(id); n; n = n.parentId ? byId.get(n.parentId) : undefined) out.unshift(n);
  return out;
}

const fold = (s: string) => s.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * Type-ahead over the wheel's terms in the page's language: names starting with the text first,
 * then names containing it (a word inside, "black" finds "Black Tea"), each in wheel order.
 * Categories and groups are found too, as they can be picked like a flavor.
 */
export function searchWheel(roots: readonly WheelNode[], query: string, lang: 'kr' | 'en', limit = 20): WheelNode[] {
  const q = fold(query);
  if (!q) return [];
  const all: WheelNode[] = [];
  const walk = (ns: readonly WheelNode[]) => ns.forEach((n) => (all.push(n), walk(n.children)));
  walk(roots);
  const starts: WheelNode[] = [];
  const contains: WheelNode[] = [];
  for (const n of all) {
    const name = fold(wheelName(n, lang));
    if (name.startsWith(q)) starts.push(n);
    else if (name.includes(q)) contains.push(n);
  }
  return [...starts, ...contains].slice(0, limit);
}
