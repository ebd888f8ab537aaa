import { SCOPES, type Scope, type SessionUser, type UserAuthEntry } from '@beantrail/contracts';
import { create } from 'zustand';
import { pickSelectedRole, roleStorageKey } from './role-selection';

type RolesByScope = Record<Scope, UserAuthEntry[]>;

export interface AuthState {
  /** undefined until GET /api/sign/me answered; null when signed out. */
  user: SessionUser | null | undefined;
  roles: RolesByScope;
  /** True once the role lists of the signed-in user are known. */
  rolesLoaded: boolean;
  /** The selected auth_seq per scope, sent as `{scope}_seq` on every call. */
  selected: Partial<Record<Scope, number>>;
  setUser: (user: SessionUser | null) => void;
  setRoles: (roles: Partial<RolesByScope>) => void;
  selectRole: (scope: Scope, authSeq: number) => void;
  /** The role lists changed on the server (a cafe created): load them again (useSessionSync does). */
  reloadRoles: () => void;
}

const EMPTY_ROLES: RolesByScope = { cafe: [], roaster: [] };

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

export const useAuthStore = create<AuthState>()((set) => ({
  user: undefined,
  roles: EMPTY_ROLES,
  rolesLoaded: false,
  selected: {},
  setUser: (user) =>
    set((state) => {
      if (!user) return { user, roles: EMPTY_ROLES, selected: {}, rolesLoaded: true };
      // Another user: the role lists must be loaded again before scoped pages call the server.
      return state.user?.userseq === user.userseq ? { user } : { user, rolesLoaded: false };
    }),
  setRoles: (roles) => {
    const next: RolesByScope = { cafe: roles.cafe ?? [], roaster: roles.roaster ?? [] };
    const selected: Partial<Record<Scope, number>> = {};
    for (const scope of SCOPES) {
      const seq = pickSelectedRole(next[scope], storage()?.getItem(roleStorageKey(scope)));
      if (seq !== undefined) {
        selected[scope] = seq;
        storage()?.setItem(roleStorageKey(scope), String(seq));
      }
    }
    set({ roles: next, selected, rolesLoaded: true });
  },
  selectRole: (scope, authSeq) => {
    storage()?.setItem(roleStorageKey(scope), String(authSeq));
    set((state) => ({ selected: { ...state.selected, [scope]: authSeq } }));
  },
  reloadRoles: () => set((state) => (state.user ? { rolesLoaded: false } : {})),
}));

/** The role entry selected in a scope, if any. */
export function selectedRole(state: AuthState, scope: Scope): UserAuthEntry | undefined {
  return state.roles[scope].find((e) => e.auth_seq === state.selected[scope]);
}
