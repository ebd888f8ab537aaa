import { SIGNED_IN_TYPES, type Scope, type ScopeRole } from '../../auth';
import { auditSection } from '../fields';
import type { FieldDecl, PageDecl, PageRights } from '../types';
import { definePage } from '../types';

/**
 * Staff of a cafe or roastery (002 §2.2, §2.3, §2.11, §3 "Staff", §4 "Staff authority", §6): three
 * pages over the membership table `{scope}_user` (key user_seq within the selected cafe/roastery):
 * working staff, applications, and the rest (cancelled, rejected, rejoining, fired).
 */
export type StaffView = 'user' | 'signup' | 'etc';

/** The working role a new member gets: BARISTA in a cafe, ROASTER in a roastery (§4). */
export const BASE_ROLE: Readonly<Record<Scope, ScopeRole>> = { cafe: 'BARISTA', roaster: 'ROASTER' };
export const STAFF_ROLES: Readonly<Record<Scope, readonly string[]>> = {
  cafe: ['BARISTA', 'SAST', 'MNG', 'SMNG', 'OWN'],
  roaster: ['ROASTER', 'SAST', 'MNG', 'SMNG', 'OWN'],
};
/** Membership states that are not roles (§4); only roles grant rights. */
export const SIGNUP_STATES = ['WTSGNP', 'HLD'] as const;
export const ETC_STATES = ['CNCL', 'RJCT', 'RJN', 'FIRE'] as const;

/** Which rows each view lists (§2.11). */
export function staffRows(scope: Scope, view: StaffView): readonly string[] {
  if (view === 'user') return STAFF_ROLES[scope];
  return view === 'signup' ? SIGNUP_STATES : ETC_STATES;
}

/**
 * What the caller may set on each view (§4): on the staff list the base role, SAST, MNG and, for
 * the owner only, SMNG — FIRE too, for the owner on the cafe side and for any manager on the
 * roaster side; an applicant may be taken on (base role), kept waiting, held, cancelled or
 * rejected; someone who left may be taken on again (the server: only after asking, RJN). Never
 * OWN: ownership is not handed out here.
 */
export function staffChoices(
  scope: Scope,
  view: StaffView,
  callerRole: ScopeRole | null | undefined,
): readonly string[] {
  const owner = callerRole === 'OWN';
  const base = BASE_ROLE[scope];
  if (view === 'signup') return [base, 'WTSGNP', 'HLD', 'CNCL', 'RJCT'];
  if (view === 'etc') return [base, ...ETC_STATES];
  const choices = [base, 'SAST', 'MNG'];
  if (owner) choices.push('SMNG');
  if (owner || scope === 'roaster') choices.push('FIRE');
  return choices;
}

/**
 * A member's rank (002 §4 staff authority): OWN > SMNG > MNG > SAST > the base role; membership
 * states (applications, cancelled, fired…) rank below every role.
 */
export function staffRank(scope: Scope, auth: string | null | undefined): number {
  return STAFF_ROLES[scope].indexOf(auth ?? '') + 1;
}

/**
 * Nobody changes a member whose role ranks at or above their own — a manager
 * neither demotes nor fires a senior manager or another manager; the owner's row is nobody's to
 * change here. The server refuses such a save (403 staff_outranks) and answers edit_check 0, so
 * the browser offers no edit button on that member (docs/STAFF.md).
 */
export function mayChangeMember(
  scope: Scope,
  callerRole: string | null | undefined,
  memberAuth: string | null | undefined,
): boolean {
  return staffRank(scope, memberAuth) < staffRank(scope, callerRole);
}

/** The union over callers, for the declaration (the server narrows it to the caller's own). */
function declaredChoices(scope: Scope, view: StaffView): readonly string[] {
  return [...new Set([...staffChoices(scope, view, 'OWN'), ...staffChoices(scope, view, 'MNG')])];
}

/** 002 §6: supplier, etc and user pages need MNG, SMNG or OWN. */
const MANAGERS: readonly ScopeRole[] = ['MNG', 'SMNG', 'OWN'];

/** No add or remove button (§2.3). */
function staffRights(scope: Scope): PageRights {
  const roles = MANAGERS;
  const t = SIGNED_IN_TYPES;
  return { userTypes: { view: t, listview: t, edit: t }, scope, roles: { view: roles, listview: roles, edit: roles } };
}

const API: Record<StaffView, string> = { user: 'user', signup: 'user/signup', etc: 'user/etc' };
const ID: Record<StaffView, string> = { user: 'User', signup: 'UserSignUp', etc: 'UserEtc' };

export function staffPage(scope: Scope, view: StaffView) {
  const base = `/api/${scope}/${API[view]}`;
  const auth: FieldDecl = {
    name: 'user_auth',
    widget: 'select',
    required: true,
    maxBytes: 10,
    source: {
      codeGroup: scope === 'cafe' ? 'CAUTH' : 'RAUTH',
      codes: declaredChoices(scope, view),
      codesByRole: {
        scope,
        byRole: Object.fromEntries(MANAGERS.map((role) => [role, staffChoices(scope, view, role)])),
      },
    },
  };
  return definePage({
    id: `${scope}${ID[view]}`,
    specName: `${scope === 'cafe' ? 'Cafe' : 'Roaster'}${ID[view]}`,
    table: `${scope}_user`,
    ownerField: `${scope}_seq`,
    api: { list: `${base}/list`, detail: `${base}/detail`, edit: `${base}/edit` },
    keys: ['user_seq'],
    rows: { field: 'user_auth', in: staffRows(scope, view) },
    list: {
      columns: [
        { field: `${scope}_user_nick` },
        { field: 'user_auth', format: 'code' },
        { field: `${scope}_user_use`, format: 'yesNo', mobileHidden: true },
        { field: 'rgst_at', format: 'date', mobileHidden: true },
      ],
      // 002 §2.11: each list's filter offers the states its rows hold — staff ROASTER/BARISTA, SAST,
      // MNG, SMNG, OWN; sign-up WTSGNP and HLD; etc CNCL, RJCT, RJN, FIRE. The form offers what the
      // caller may give (§4), which would filter on values no row of the list has.
      search: {
        title: [`${scope}_user_nick`],
        params: [{ field: 'user_auth', op: 'eq', codes: staffRows(scope, view) }],
      },
    },
    sections: [
      {
        id: 'basic',
        fields: [
          { name: 'user_seq', widget: 'number', type: 'integer', key: true, readOnly: true },
          { name: `${scope}_user_nick`, widget: 'text', readOnly: true, maxBytes: 100 },
          auth,
          { name: `${scope}_user_desc`, widget: 'textarea', readOnly: true, maxBytes: 3000 },
          { name: `${scope}_user_use`, widget: 'switch', type: 'boolean', required: true, default: true },
        ],
      },
      auditSection(),
    ],
    rights: staffRights(scope),
  } satisfies PageDecl);
}

export const STAFF_VIEWS: readonly StaffView[] = ['user', 'signup', 'etc'];

const staffPagesIn = (scope: Scope) => ({
  user: staffPage(scope, 'user'),
  signup: staffPage(scope, 'signup'),
  etc: staffPage(scope, 'etc'),
});
const BY_SCOPE = { cafe: staffPagesIn('cafe'), roaster: staffPagesIn('roaster') };

/** The staff pages by their spec names (002 §2.2, §2.3). */
export const STAFF_PAGES = {
  cafeUser: BY_SCOPE.cafe.user,
  cafeUserSignUp: BY_SCOPE.cafe.signup,
  cafeUserEtc: BY_SCOPE.cafe.etc,
  roasterUser: BY_SCOPE.roaster.user,
  roasterUserSignUp: BY_SCOPE.roaster.signup,
  roasterUserEtc: BY_SCOPE.roaster.etc,
} as const;

/** One scope's three staff pages with their view (the menu tab `staff/<view>`, the server's hooks). */
export function staffPagesOf(scope: Scope): readonly { view: StaffView; page: PageDecl }[] {
  return STAFF_VIEWS.map((view) => ({ view, page: BY_SCOPE[scope][view] }));
}
