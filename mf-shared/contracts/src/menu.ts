import type { Category } from './areas';
import { ADMIN_TYPES, SIGNED_IN_TYPES, type Scope, type ScopeRole, type UserType, USER_TYPES } from './auth';

/**
 * The menu tree (spec 000 §2 "Menu tree", 002 §6 for who may see what), declared once:
 * the server filters it for the caller (GET /api/menu) and the shell renders what comes back.
 * Labels are i18n keys `menu.<id with dots>`.
 */
export interface MenuNode {
  /** Path segment: category, group or tab name. */
  name: string;
  /** Platform user types that may see it; inherited by children when absent. */
  userTypes?: readonly UserType[];
  /** A role in this scope is needed to list it (the area shows a create prompt otherwise). */
  scope?: Scope;
  /** Roles within the scope that may list it; inherited by children when absent. */
  roles?: readonly ScopeRole[];
  /** Hidden from the header even when allowed (reached by link or QR only). */
  hidden?: boolean;
  children?: readonly MenuNode[];
}

/** What GET /api/menu returns, one row per node (spec 000 §2: shown when display and listview). */
export interface MenuItem {
  /** 'category', 'category/group' or 'category/group/tab'. */
  id: string;
  category: Category;
  depth: 1 | 2 | 3;
  display: boolean;
  listview: boolean;
}

const ALL = USER_TYPES;
const STAFF_MANAGERS: readonly ScopeRole[] = ['MNG', 'SMNG', 'OWN'];
const GREENBEAN_ROLES: readonly ScopeRole[] = ['SAST', 'MNG', 'SMNG', 'OWN'];

export const MENU_TREE: readonly MenuNode[] = [
  {
    name: 'info',
    userTypes: ALL,
    children: [
      { name: 'intro' },
      {
        name: 'chart',
        children: [
          { name: 'flavorwheel' },
          { name: 'radarchart' },
          { name: 'brewingrecord' },
          { name: 'roastingprofile' },
        ],
      },
      { name: 'guide' },
      { name: 'beannote', hidden: true },
    ],
  },
  {
    name: 'user',
    userTypes: SIGNED_IN_TYPES,
    children: [
      { name: 'home' },
      { name: 'usernote', children: [{ name: 'brewingresult' }, { name: 'brewingdefault' }, { name: 'coffeenote' }] },
      { name: 'item', children: [{ name: 'equip' }] },
      { name: 'userinfo' },
      // 002 §2.5: the staff sign-up forms an event's QR code opens.
      {
        name: 'link',
        hidden: true,
        children: [
          { name: 'cafesignup', hidden: true },
          { name: 'roastersignup', hidden: true },
        ],
      },
    ],
  },
  {
    name: 'cafe',
    userTypes: SIGNED_IN_TYPES,
    children: [
      { name: 'home' },
      { name: 'coffeebean', scope: 'cafe', children: [{ name: 'default' }, { name: 'received' }] },
      { name: 'brewing', scope: 'cafe', children: [{ name: 'result' }, { name: 'default' }, { name: 'today' }] },
      // 002 §2.2: the cafe QC coffeebean note at /cafe/cupnote/coffeebean.
      { name: 'cupnote', scope: 'cafe', children: [{ name: 'coffeebean' }] },
      { name: 'item', scope: 'cafe', children: [{ name: 'equip' }] },
      // 001 §2 CafeUserInfo: one's own profile in the selected cafe.
      { name: 'userinfo', scope: 'cafe' },
      // 002 §2.2 CafeRoaster, and the registration a roastery's customer event QR opens (SMNG/OWN, 002 §6).
      {
        name: 'supplier',
        scope: 'cafe',
        roles: STAFF_MANAGERS,
        children: [{ name: 'roaster' }, { name: 'roasterregister', hidden: true, roles: ['SMNG', 'OWN'] }],
      },
      {
        name: 'staff',
        scope: 'cafe',
        roles: STAFF_MANAGERS,
        children: [{ name: 'user' }, { name: 'signup' }, { name: 'etc' }],
      },
      // 002 §2.2 CafeEvent (sign-up events and their QR codes).
      { name: 'event', scope: 'cafe', roles: STAFF_MANAGERS, children: [{ name: 'list' }] },
    ],
  },
  {
    name: 'roaster',
    userTypes: SIGNED_IN_TYPES,
    children: [
      { name: 'home' },
      { name: 'roasting', scope: 'roaster', children: [{ name: 'default' }, { name: 'result' }] },
      {
        name: 'greenbean',
        scope: 'roaster',
        roles: GREENBEAN_ROLES,
        children: [{ name: 'default' }, { name: 'year' }],
      },
      { name: 'blending', scope: 'roaster', children: [{ name: 'default' }, { name: 'result' }] },
      { name: 'item', scope: 'roaster', children: [{ name: 'equip' }] },
      // 001 §2 "Roaster QC cupnote screens: brewing cupnote, QC brewing default, QC blending, QC roasting,
      // QC greenbean"; green beans (and so their notes) for SAST and up (002 §6).
      {
        name: 'qc',
        scope: 'roaster',
        children: [
          { name: 'blendingresult' },
          { name: 'blending' },
          { name: 'roasting' },
          { name: 'greenbean', roles: GREENBEAN_ROLES },
          { name: 'brewingdefault' },
        ],
      },
      // 001 §2 RoasterUserInfo: one's own profile in the selected roastery.
      { name: 'userinfo', scope: 'roaster' },
      // 002 §2.3 RoasterCafe, RoasterCafeRegister, RoasterCafeEtc.
      {
        name: 'customer',
        scope: 'roaster',
        roles: STAFF_MANAGERS,
        children: [{ name: 'cafe' }, { name: 'register' }, { name: 'etc' }],
      },
      {
        name: 'staff',
        scope: 'roaster',
        roles: STAFF_MANAGERS,
        children: [{ name: 'user' }, { name: 'signup' }, { name: 'etc' }],
      },
      // 002 §2.3 RoasterEvent.
      { name: 'event', scope: 'roaster', roles: STAFF_MANAGERS, children: [{ name: 'list' }] },
    ],
  },
  {
    name: 'setting',
    userTypes: ADMIN_TYPES,
    children: [
      { name: 'home' },
      { name: 'code', children: [{ name: 'codegroup' }, { name: 'codelist' }, { name: 'variety' }] },
      { name: 'map', children: [{ name: 'country' }, { name: 'region' }, { name: 'farm' }] },
      { name: 'company', children: [{ name: 'company' }, { name: 'roaster' }, { name: 'cafe' }] },
      {
        name: 'product',
        children: [{ name: 'greenbeandefault' }, { name: 'greenbeanyear' }, { name: 'equip' }, { name: 'material' }],
      },
      // 002 §2.14, §6: the table tools, for the top administrator only.
      {
        name: 'system',
        userTypes: ['SADMIN'],
        children: [{ name: 'table' }, { name: 'compare' }, { name: 'collection' }],
      },
    ],
  },
];

/** What the menu filter needs to know about the caller. */
export interface MenuViewer {
  usertype: readonly UserType[];
  /** Roles held per scope (any cafe/roaster for the header; the selected one for the area). */
  roles: Partial<Record<Scope, readonly ScopeRole[]>>;
}

export const GUEST_VIEWER: MenuViewer = { usertype: ['GUEST'], roles: {} };

/**
 * Flattens the tree into rows with display and listview for this viewer. A node is listed when
 * the viewer's type is allowed and, for scoped nodes, a role in that scope (and in `roles`, when
 * given) is held. Nodes that are not listed are left out entirely, so nothing leaks their names.
 */
export function menuFor(viewer: MenuViewer, tree: readonly MenuNode[] = MENU_TREE): MenuItem[] {
  const rows: MenuItem[] = [];
  const walk = (
    nodes: readonly MenuNode[],
    parentPath: string[],
    inherited: { userTypes: readonly UserType[]; scope?: Scope; roles?: readonly ScopeRole[] },
  ) => {
    for (const node of nodes) {
      const userTypes = node.userTypes ?? inherited.userTypes;
      const scope = node.scope ?? inherited.scope;
      const roles = node.roles ?? inherited.roles;
      const typeOk = viewer.usertype.some((t) => userTypes.includes(t));
      const held = scope ? (viewer.roles[scope] ?? []) : [];
      const roleOk = !scope || (held.length > 0 && (!roles || held.some((r) => roles.includes(r))));
      if (!typeOk || !roleOk) continue;
      const path = [...parentPath, node.name];
      rows.push({
        id: path.join('/'),
        category: path[0] as Category,
        depth: path.length as 1 | 2 | 3,
        display: !node.hidden,
        listview: true,
      });
      if (node.children) walk(node.children, path, { userTypes, scope, roles });
    }
  };
  walk(tree, [], { userTypes: USER_TYPES });
  return rows;
}

/** The i18n key of a menu row's label. */
export function menuLabelKey(id: string): string {
  return 'menu.' + id.split('/').join('.');
}
