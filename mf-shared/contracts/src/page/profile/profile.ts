import { ROLES_BY_SCOPE, SIGNED_IN_TYPES, type Scope, type UserType } from '../../auth';
import { auditSection } from '../fields';
import type { PageDecl, PageRights } from '../types';
import { definePage } from '../types';

/**
 * Own profiles (001 §2 "CafeUserInfo, RoasterUserInfo: own profile within a cafe or roaster, no list,
 * no delete button; UserBasicInfo: own basic profile"; §3, §5, §6; §7 `/api/{cafe,roaster}/userinfo/
 * {detail,edit}`, `/api/userinfo`). A profile page is always the caller's own record: the server
 * takes its key from the session (`PageDecl.self`), never from the request.
 */
const SADMIN: readonly UserType[] = ['SADMIN'];

/** The caller's own record, keyed by the session's user_seq: no list, no key in the request. */
const OWN_RECORD = { keys: ['user_seq'], self: { key: 'user_seq' }, profile: true } as const;

/** View and edit, no list, write or remove (profile pages, 000 §2). */
function profileRights(scope?: Scope): PageRights {
  const t = SIGNED_IN_TYPES;
  const userTypes = { view: t, edit: t };
  if (!scope) return { userTypes };
  const roles = ROLES_BY_SCOPE[scope];
  return { userTypes, scope, roles: { view: roles, edit: roles } };
}

/**
 * One's membership of the selected cafe or roastery: the nick (3–100) and description (≤ 3000) the
 * staff lists show, and one's authority (CAUTH / RAUTH), read-only (001 §6).
 */
export function memberProfilePage(scope: Scope) {
  const name = scope === 'cafe' ? 'Cafe' : 'Roaster';
  return definePage({
    id: `${scope}UserInfo`,
    specName: `${name}UserInfo`,
    table: `${scope}_user`,
    ownerField: `${scope}_seq`,
    api: { detail: `/api/${scope}/userinfo/detail`, edit: `/api/${scope}/userinfo/edit` },
    ...OWN_RECORD,
    sections: [
      {
        id: 'basic',
        fields: [
          { name: 'user_seq', widget: 'hidden', type: 'integer', key: true, readOnly: true },
          { name: `${scope}_user_nick`, widget: 'text', required: true, minBytes: 3, maxBytes: 100, tooltip: true },
          // The role column of the membership (the staff pages' user_auth), shown as the spec's authority.
          {
            name: 'user_auth',
            widget: 'select',
            readOnly: true,
            tooltip: true,
            maxBytes: 10,
            source: { codeGroup: scope === 'cafe' ? 'CAUTH' : 'RAUTH' },
          },
          { name: `${scope}_user_desc`, widget: 'textarea', maxBytes: 3000 },
        ],
      },
      auditSection(),
    ],
    rights: profileRights(scope),
  } satisfies PageDecl);
}

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * An account's serial (001 §3 user_serial): the 128 bits of its uuid as 22 base64url characters, the
 * short form serial codes take (000 §9, 002 §7: serials are base-64, written without the padding);
 * worked out from the uuid whenever the profile is read, so it cannot drift from it. '' without one.
 */
export function userSerial(uuid: unknown): string {
  const hex = typeof uuid === 'string' ? uuid.replace(/-/g, '') : '';
  if (!/^[0-9a-f]{32}$/i.test(hex)) return '';
  const bytes = hex.match(/../g)!.map((b) => parseInt(b, 16));
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = i + 1 >= bytes.length ? 2 : i + 2 >= bytes.length ? 3 : 4;
    for (let c = 0; c < chars; c++) out += BASE64URL[(n >> (18 - 6 * c)) & 63];
  }
  return out;
}

/** How an account signs in (001 §3 user_provider): with an id and a password, or with Google. */
export const ACCOUNT_PROVIDERS = ['local', 'google'] as const;

/**
 * The signed-in user's basic profile (UserBasicInfo, 001 §3): the picture, provider and e-mail its
 * sign-in gave, its id, uuid, serial and type, all read-only; the name (3–100) editable; the
 * account's use flag seen and set by SADMIN only (001 §6).
 */
export const userBasicInfoPage = definePage({
  id: 'userBasicInfo',
  specName: 'UserBasicInfo',
  table: 'app_user',
  api: { detail: '/api/userinfo', edit: '/api/userinfo' },
  ...OWN_RECORD,
  sections: [
    {
      id: 'basic',
      fields: [
        // The picture the provider gave; an account made with an id and a password has none.
        { name: 'user_img', widget: 'image', readOnly: true, maxBytes: 1000 },
        { name: 'user_seq', widget: 'number', type: 'integer', key: true, readOnly: true },
        {
          name: 'user_provider',
          widget: 'select',
          readOnly: true,
          maxBytes: 20,
          source: { options: ACCOUNT_PROVIDERS },
        },
        {
          name: 'user_type',
          widget: 'select',
          readOnly: true,
          maxBytes: 10,
          source: { options: ['SADMIN', 'ADMIN', 'TESTER', 'PAID', 'USER'] },
        },
        { name: 'user_name', widget: 'text', required: true, minBytes: 3, maxBytes: 100 },
        { name: 'user_email', widget: 'text', readOnly: true, maxBytes: 320 },
        { name: 'user_id', widget: 'text', readOnly: true, maxBytes: 100 },
        { name: 'user_uuid', widget: 'text', readOnly: true, maxBytes: 36 },
        { name: 'user_serial', widget: 'text', readOnly: true, saveable: false },
        { name: 'user_use', widget: 'switch', type: 'boolean', viewTypes: SADMIN, editTypes: SADMIN },
      ],
    },
    {
      id: 'audit',
      fields: [
        { name: 'rgst_at', widget: 'datetime', readOnly: true, saveable: false },
        { name: 'edit_at', widget: 'datetime', readOnly: true, saveable: false },
      ],
    },
  ],
  rights: profileRights(),
  readValues: (row) => ({ user_serial: userSerial(row.user_uuid) }),
});

export const PROFILE_PAGES = {
  cafeUserInfo: memberProfilePage('cafe'),
  roasterUserInfo: memberProfilePage('roaster'),
  userBasicInfo: userBasicInfoPage,
} as const;
