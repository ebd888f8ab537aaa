import { SIGNED_IN_TYPES, type ScopeRole } from '../../auth';
import { auditSection, derived } from '../fields';
import type { FieldDecl, PageDecl, PageRights } from '../types';
import { definePage } from '../types';

/**
 * Linked cafes and roasteries (002 §2.2 CafeRoaster, CafeRoasterRegister; §2.3 RoasterCafe,
 * RoasterCafeRegister, RoasterCafeEtc; §3 "Linked cafes", "Linked roasters"; §4 "Linked-cafe
 * authority (PSAUTH)"; §6). A cafe registers with a roastery through the roastery's customer event
 * (CSTMR) QR; the roastery's managers decide on the registration in three lists over one table
 * (`roaster_cafe`, like the staff lists); the cafe keeps its own list of its roasteries
 * (`cafe_roaster`), whose state follows the roastery's decision. Decisions: docs/LINKS.md.
 */
export type LinkView = 'cafe' | 'register' | 'etc';

/** PSAUTH states (§4): linked, waiting for the roastery, and the rest. */
export const LINKED_STATES = ['CSTMR', 'CAFE', 'RSTR'] as const;
export const LINK_WAITING_STATES = ['WTSGNP', 'HLD'] as const;
export const LINK_OUT_STATES = ['CNCL', 'RJCT', 'RJN', 'FIRE', 'EXCLD'] as const;

export function linkState(auth: unknown): 'LINKED' | 'WAIT' | 'OUT' | null {
  const a = String(auth ?? '');
  if ((LINKED_STATES as readonly string[]).includes(a)) return 'LINKED';
  if ((LINK_WAITING_STATES as readonly string[]).includes(a)) return 'WAIT';
  return (LINK_OUT_STATES as readonly string[]).includes(a) ? 'OUT' : null;
}

/** Which rows each roastery list shows (§2.3, §4 "Register list", "Etc list"). */
export function linkRows(view: LinkView): readonly string[] {
  return view === 'cafe' ? LINKED_STATES : view === 'register' ? LINK_WAITING_STATES : LINK_OUT_STATES;
}

/**
 * What the caller may set on each list (§4, §6): on the linked list CSTMR, CAFE, EXCLD, and RSTR
 * only for the owner; a registration may be accepted as a customer (CSTMR), kept waiting, held,
 * cancelled or rejected; from the etc list a cafe is linked again only after asking (RJN, the
 * server's rule), or moved between the other states.
 */
export function linkChoices(view: LinkView, callerRole: ScopeRole | null | undefined): readonly string[] {
  if (view === 'register') return ['CSTMR', 'WTSGNP', 'HLD', 'CNCL', 'RJCT'];
  if (view === 'etc') return ['CSTMR', ...LINK_OUT_STATES];
  return callerRole === 'OWN' ? ['CSTMR', 'CAFE', 'RSTR', 'EXCLD'] : ['CSTMR', 'CAFE', 'EXCLD'];
}

/** §6: customer and etc pages need MNG, SMNG or OWN; no add, no remove (cafes register themselves). */
const MANAGERS: readonly ScopeRole[] = ['MNG', 'SMNG', 'OWN'];
function managerRights(scope: 'cafe' | 'roaster'): PageRights {
  const t = SIGNED_IN_TYPES;
  return {
    userTypes: { view: t, listview: t, edit: t },
    scope,
    roles: { view: MANAGERS, listview: MANAGERS, edit: MANAGERS },
  };
}

/**
 * A link's two nicks, max 100 bytes (002 §3), at least `min` when given; on the registration form
 * the active locale's is required (002 §5 "Register nick", 3–100).
 */
export function linkNickFields(prefix: string, opts: { required: boolean; min?: number }): FieldDecl[] {
  const bounds = { maxBytes: 100, ...(opts.min ? { minBytes: opts.min } : {}) };
  return [
    {
      name: `${prefix}_nick_locale`,
      widget: 'text',
      ...bounds,
      ...(opts.required ? { required: { locale: 'notEn' } as const } : {}),
    },
    {
      name: `${prefix}_nick`,
      widget: 'text',
      ...bounds,
      ...(opts.required ? { required: { locale: 'en' } as const } : {}),
    },
  ];
}

const VIEW_API: Record<LinkView, string> = { cafe: 'list', register: 'register', etc: 'etc' };
const VIEW_ID: Record<LinkView, string> = {
  cafe: 'RoasterCafe',
  register: 'RoasterCafeRegister',
  etc: 'RoasterCafeEtc',
};

export function roasterCafePage(view: LinkView) {
  const base = `/api/roaster/cafe/${VIEW_API[view]}`;
  const choices = [...new Set([...linkChoices(view, 'OWN'), ...linkChoices(view, 'MNG')])];
  return definePage({
    id: VIEW_ID[view][0].toLowerCase() + VIEW_ID[view].slice(1),
    specName: VIEW_ID[view],
    table: 'roaster_cafe',
    ownerField: 'roaster_seq',
    api: { list: `${base}/list`, detail: `${base}/detail`, edit: `${base}/edit` },
    keys: ['cafe_seq'],
    rows: { field: 'roaster_cafe_auth', in: linkRows(view) },
    list: {
      columns: [
        { field: 'roaster_cafe_nick_locale' },
        { field: 'roaster_cafe_auth', format: 'code' },
        { field: 'roaster_cafe_use', format: 'yesNo', mobileHidden: true },
        { field: 'rgst_at', format: 'date', mobileHidden: true },
      ],
      search: {
        title: ['roaster_cafe_nick_locale', 'roaster_cafe_nick'],
        params: [{ field: 'roaster_cafe_auth', op: 'eq' }],
      },
    },
    sections: [
      {
        id: 'basic',
        fields: [
          { name: 'cafe_seq', widget: 'number', type: 'integer', key: true, readOnly: true },
          ...linkNickFields('roaster_cafe', { required: false, min: 3 }),
          {
            name: 'roaster_cafe_auth',
            widget: 'select',
            required: true,
            maxBytes: 10,
            source: {
              codeGroup: 'PSAUTH',
              codes: choices,
              codesByRole: {
                scope: 'roaster',
                byRole: Object.fromEntries(MANAGERS.map((r) => [r, linkChoices(view, r)])),
              },
            },
          },
          { name: 'roaster_cafe_desc', widget: 'textarea', maxBytes: 3000 },
          { name: 'roaster_cafe_use', widget: 'switch', type: 'boolean', required: true, default: true },
          { name: 'roaster_cafe_uuid', widget: 'hidden', ...derived, maxBytes: 36 },
        ],
      },
      auditSection(),
    ],
    rights: managerRights('roaster'),
  } satisfies PageDecl);
}

export const LINK_VIEWS: readonly LinkView[] = ['cafe', 'register', 'etc'];
export const ROASTER_CAFE_PAGES: Readonly<Record<LinkView, PageDecl>> = {
  cafe: roasterCafePage('cafe'),
  register: roasterCafePage('register'),
  etc: roasterCafePage('etc'),
};

/**
 * The cafe's roasteries (CafeRoaster, §2.2, §3 "Linked roasters"): the roastery's names are copied
 * by the server and not editable; the nicks and the description are the cafe's own notes; the state
 * is the roastery's decision, shown read-only.
 */
export const cafeRoasterPage = definePage({
  id: 'cafeRoaster',
  specName: 'CafeRoaster',
  table: 'cafe_roaster',
  ownerField: 'cafe_seq',
  api: {
    list: '/api/cafe/roaster/list/list',
    detail: '/api/cafe/roaster/list/detail',
    edit: '/api/cafe/roaster/list/edit',
  },
  keys: ['roaster_seq'],
  list: {
    columns: [
      { field: 'cafe_roaster_name_locale' },
      { field: 'cafe_roaster_auth', format: 'code' },
      { field: 'cafe_roaster_nick_locale', mobileHidden: true },
      { field: 'rgst_at', format: 'date', mobileHidden: true },
    ],
    search: {
      title: ['cafe_roaster_name_locale', 'cafe_roaster_name', 'cafe_roaster_nick_locale', 'cafe_roaster_nick'],
      params: [{ field: 'cafe_roaster_auth', op: 'eq' }],
    },
  },
  sections: [
    {
      id: 'basic',
      fields: [
        { name: 'roaster_seq', widget: 'number', type: 'integer', key: true, readOnly: true },
        { name: 'cafe_roaster_name_locale', widget: 'text', ...derived, maxBytes: 300 },
        { name: 'cafe_roaster_name', widget: 'text', ...derived, maxBytes: 300 },
        ...linkNickFields('cafe_roaster', { required: false }),
        { name: 'cafe_roaster_auth', widget: 'select', ...derived, maxBytes: 10, source: { codeGroup: 'PSAUTH' } },
        { name: 'cafe_roaster_desc', widget: 'textarea', maxBytes: 3000 },
        { name: 'cafe_roaster_uuid', widget: 'hidden', ...derived, maxBytes: 36 },
      ],
    },
    auditSection(),
  ],
  rights: managerRights('cafe'),
});
