import type { PageDecl, PageViewer, RecordValues } from '@beantrail/contracts';
import type { EntityManager } from 'typeorm';
import type { AuthUser } from '../auth/auth-user';
import type { Dialect } from './sql';

export interface HookContext {
  page: PageDecl;
  tx: EntityManager;
  d: Dialect;
  mode: 'write' | 'edit' | 'remove';
  keys: RecordValues;
  /** The stored row before the change (edit, remove). */
  before: RecordValues | null;
  changes: RecordValues;
  user: AuthUser;
  /** The caller's platform types and selected roles (the rights checks' view of them). */
  viewer: PageViewer;
  /** The time written into edit_at, in the database format. */
  now: string;
  /** Whose record it is: the selected cafe/roaster, or the signed-in user on a user page. */
  owner?: { column: string; value: unknown };
  /** Sublist rows as stored before the change, by sublist name (edit, remove). */
  beforeRows: Record<string, RecordValues[]>;
}

/**
 * What is truly specific to one entity (GUIDE §1): derived values, cross-entity rules, cache
 * invalidation. Hooks run inside the save's transaction; throwing an ApiRefusal rolls it back.
 */
export interface EntityHooks {
  beforeSave?(ctx: HookContext): Promise<void> | void;
  afterSave?(ctx: HookContext): Promise<void> | void;
  /** Before the record and its rows are deleted (their stock effects can still be read). */
  beforeRemove?(ctx: HookContext): Promise<void> | void;
  afterRemove?(ctx: HookContext): Promise<void> | void;
  /** The record's own edit check (detail_result.edit_check, 000 §2), on top of the page rights. */
  editCheck?(row: RecordValues, caller: { user: AuthUser | null; viewer: PageViewer }): boolean;
}

/** The value a save ends with: the changed one, else the stored one. */
export function finalValue(ctx: Pick<HookContext, 'changes' | 'before'>, name: string): unknown {
  return name in ctx.changes ? ctx.changes[name] : ctx.before?.[name];
}
