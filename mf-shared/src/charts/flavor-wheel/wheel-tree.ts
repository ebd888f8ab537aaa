/** A node of the source wheel file (name, colour, children). */
export interface WheelSourceNode {
  name: string;
  colour: string;
  children?: WheelSourceNode[];
}

/** A flavor-wheel term. `id` equals the FLVR code_id the backend seeds (FL01, FL0101, FL010101). */
export interface WheelNode {
  id: string;
  name: string;
  nameKr: string;
  colour: string;
  level: 1 | 2 | 3;
  parentId: string | null;
  children: WheelNode[];
}

/**
 * Builds the wheel with the same ids as the backend's FLVR seed (FL + two digits per level, in
 * file order), so a selection made here is a list of real code ids. Throws when a term has no
 * Korean name: every term must be readable in both languages.
 */
export function buildWheelTree(
  roots: readonly WheelSourceNode[],
  korean: Readonly<Record<string, string>>,
): WheelNode[] {
  const walk = (nodes: readonly WheelSourceNode[], parent: WheelNode | null, parentPath: string): WheelNode[] =>
    nodes.map((n, i) => {
      const path = parentPath ? `${parentPath}/${n.name}` : n.name;
      const nameKr = korean[path];
      if (!nameKr) throw new Error(`flavor wheel: no Korean name for "${path}"`);
      const node: WheelNode = {
        id: `${parent?.id ?? 'FL'}${String(i + 1).padStart(2, '0')}`,
        name: n.name,
        nameKr,
        colour: n.colour,
        level: ((parent?.level ?? 0) + 1) as 1 | 2 | 3,
        parentId: parent?.id ?? null,
        children: [],
      };
      node.children = walk(n.children ?? [], node, path);
      return node;
    });
  return walk(roots, null, '');
}

export function flattenWheel(roots: readonly WheelNode[]): WheelNode[] {
  return roots.flatMap((n) => [n, ...flattenWheel(n.children)]);
}

/** One drawn sector: angles in radians (0 at 12 o'clock, clockwise) and its ring (0 = innermost). */
export interface WheelArc {
  node: WheelNode;
  start: number;
  end: number;
  ring: number;
}

export type WheelMode = 'full' | 'simple' | 'reverse';

/**
 * Sunburst layout: each sector's angle is proportional to the number of outermost terms under it
 * (a level-2 term without children counts as one), so every selectable term gets a visible slice.
 * `simple` draws only the 9 + 28 inner terms; `reverse` puts the finest terms in the middle ring
 * order reversed (level 3 inside, level 1 outside), as on the printed "reverse" wheel.
 */
export function layoutWheel(roots: readonly WheelNode[], mode: WheelMode = 'full'): WheelArc[] {
  const depth = mode === 'simple' ? 2 : 3;
  const weight = (n: WheelNode): number =>
    n.level >= depth || n.children.length === 0 ? 1 : n.children.reduce((s, c) => s + weight(c), 0);
  const total = roots.reduce((s, r) => s + weight(r), 0);
  const arcs: WheelArc[] = [];
  const place = (nodes: readonly WheelNode[], start: number) => {
    let a = start;
    for (const n of nodes) {
      const span = (weight(n) / total) * Math.PI * 2;
      const ring = mode === 'reverse' ? depth - n.level : n.level - 1;
      arcs.push({ node: n, start: a, end: a + span, ring });
      if (n.level < depth) place(n.children, a);
      a += span;
    }
  };
  place(roots, 0);
  return arcs;
}

/** Rotation of spec 001 §4: −180…180 degrees, stepped by 1/10 degree (scale 10). */
export function clampRotation(deg: number): number {
  if (!Number.isFinite(deg)) return 0;
  return Math.round(Math.min(180, Math.max(-180, deg)) * 10) / 10;
}
