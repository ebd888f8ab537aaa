import type { Scope } from '../auth';
import type { CanAnswer, FieldDecl, PageAction, PageDecl, PageViewer } from './types';

const NO_SCOPE_REASON: Record<Scope, string> = { roaster: 'noroaster_text', cafe: 'nocafe_text' };

function isGuest(viewer: PageViewer | null | undefined): boolean {
  return !viewer || viewer.usertype.length === 0 || viewer.usertype.every((t) => t === 'GUEST');
}

/**
 * May this viewer do `action` on this page (spec 000 §2, §6; 001 §6)? Answers with a message key
 * as reason, the way refine's `can()` does, so the interface can say why something is not offered.
 * Order: page shape (profile / read-only) → signed in → platform type → cafe/roaster role.
 */
export function can(
  viewer: PageViewer | null | undefined,
  action: PageAction,
  page: Pick<PageDecl, 'rights' | 'profile' | 'readOnly'>,
): CanAnswer {
  if (page.profile && (action === 'remove' || action === 'listview' || action === 'write'))
    return { can: false, reason: 'nopage_text' };
  if (page.readOnly && action !== 'view') return { can: false, reason: 'nopermission_text' };
  const types = page.rights.userTypes[action] ?? [];
  const guest = isGuest(viewer);
  if (guest) return types.includes('GUEST') ? { can: true } : { can: false, reason: 'noauth_text' };
  if (!viewer!.usertype.some((t) => types.includes(t))) return { can: false, reason: 'nopermission_text' };
  const scope = page.rights.scope;
  if (scope) {
    const role = viewer!.roles?.[scope];
    if (!role) return { can: false, reason: NO_SCOPE_REASON[scope] };
    const roles = page.rights.roles?.[action];
    if (roles && !roles.includes(role)) return { can: false, reason: 'role_not_held' };
  }
  return { can: true };
}

export type FieldMode = 'view' | 'edit' | 'write';

/**
 * Per-field rights (000 §6 "per-field userAuth by usertype"): may the viewer see the field, and may
 * they set it in this mode? Read-only, unsaved, generated and locked fields are never settable.
 */
export function fieldAccess(
  viewer: PageViewer | null | undefined,
  field: FieldDecl,
  mode: FieldMode,
  scope?: Scope,
): { view: boolean; edit: boolean; reason?: string } {
  const types = viewer?.usertype ?? ['GUEST'];
  const view = !field.viewTypes || types.some((t) => field.viewTypes!.includes(t));
  if (!view) return { view: false, edit: false, reason: 'nopermission_text' };
  if (mode === 'write' && field.hiddenOnCreate) return { view: false, edit: false };
  if (mode === 'view') return { view: true, edit: false };
  if (field.readOnly || field.generated || (field.saveable === false && !field.formOnly))
    return { view, edit: false, reason: 'readonly' };
  if (mode === 'write' && field.writable === false) return { view, edit: false, reason: 'readonly' };
  if (mode === 'edit' && (field.editable === false || field.lockedOnUpdate))
    return { view, edit: false, reason: 'locked' };
  if (field.editTypes && !types.some((t) => field.editTypes!.includes(t)))
    return { view, edit: false, reason: 'nopermission_text' };
  if (field.editRoles) {
    const role = scope ? viewer?.roles?.[scope] : undefined;
    if (!role || !field.editRoles.includes(role)) return { view, edit: false, reason: 'role_not_held' };
  }
  return { view, edit: true };
}
