// FLVR: the SCA / World Coffee Research "Coffee Taster's Flavor Wheel" (2016) as
// hierarchical codes. Source tree: scaa-2016-flavor-map.json, copied from
// parkjbdev/coffee-flavor-wheel (assets/scaa-2016-flavor-map.json) so the product
// never reads ../shared at run time. Vocabulary (c) SCA and World Coffee Research;
// credit them wherever the wheel is shown. Korean names: flavor-wheel-kr.ts.
import flavorMap from './scaa-2016-flavor-map.json';
import { FLAVOR_WHEEL_KR } from './flavor-wheel-kr';
import { type SeedCode, type SeedCodeGroup } from './types';

export const FLAVOR_WHEEL_ATTRIBUTION = "SCA and World Coffee Research, Coffee Taster's Flavor Wheel (2016)";

/** Only the fields the seed needs; the JSON also has definitions and references. */
export interface FlavorNode {
  name: string;
  colour: string;
  children?: FlavorNode[];
}

const CODE_PREFIX = 'FL';

/**
 * Flattens a wheel tree (parents before children, file order) into codes:
 * code_id = FL + two digits per level (FL01, FL0101, FL010101), filter = parent
 * code_id (null at the top), alias1 = colour, order = 1-based sibling position.
 * Throws when a node has no Korean name, so a changed source cannot ship silently.
 */
export function buildFlavorCodes(roots: readonly FlavorNode[], korean: Readonly<Record<string, string>>): SeedCode[] {
  const out: SeedCode[] = [];
  const usedKeys = new Set<string>();
  const walk = (nodes: readonly FlavorNode[], parentId: string | null, parentPath: string) => {
    if (nodes.length > 99) throw new Error('FLVR: more than 99 siblings');
    nodes.forEach((node, i) => {
      const path = parentPath ? `${parentPath}/${node.name}` : node.name;
      if (usedKeys.has(path)) throw new Error(`FLVR: ambiguous path "${path}"`);
      usedKeys.add(path);
      const name_kr = korean[path];
      if (!name_kr) throw new Error(`FLVR: no Korean name for "${path}"`);
      const code_id = `${parentId ?? CODE_PREFIX}${String(i + 1).padStart(2, '0')}`;
      out.push({ code_id, name: node.name, name_kr, alias1: node.colour, filter: parentId, order: i + 1 });
      if (node.children?.length) walk(node.children, code_id, path);
    });
  };
  walk(roots, null, '');
  const stale = Object.keys(korean).filter((k) => !usedKeys.has(k));
  if (stale.length > 0) throw new Error(`FLVR: Korean names for unknown nodes: ${stale.join(', ')}`);
  return out;
}

/** The 110 FLVR codes (9 / 28 / 73 by level) of the bundled SCA 2016 wheel. */
export function flavorWheelCodes(): SeedCode[] {
  return buildFlavorCodes(flavorMap.data as FlavorNode[], FLAVOR_WHEEL_KR);
}

export const FLAVOR_GROUP: SeedCodeGroup = {
  id: 'FLVR',
  name: 'Flavor wheel (SCA 2016)',
  name_kr: '플레이버 휠(SCA 2016)',
  codes: flavorWheelCodes(),
};
