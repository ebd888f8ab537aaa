import { MENU_TREE, menuLabelKey, type MenuNode } from '@beantrail/contracts';

function groupIds(nodes: readonly MenuNode[], parent: string[] = [], out = new Set<string>()): Set<string> {
  for (const node of nodes) {
    const path = [...parent, node.name];
    if (node.children?.length) {
      out.add(path.join('/'));
      groupIds(node.children, path, out);
    }
  }
  return out;
}

const GROUPS = groupIds(MENU_TREE);

/**
 * The `common` key of a menu row's label: `menu.<id with dots>`, plus `._` for nodes that have
 * children (their key also holds the children's labels).
 */
export function menuTextKey(id: string): string {
  const key = menuLabelKey(id);
  return GROUPS.has(id) ? `${key}._` : key;
}
