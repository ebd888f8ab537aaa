import type { PageDecl, RecordValues } from '@beantrail/contracts';
import type { AuthUser } from '../auth/auth-user';
import type { ScopeRoleGrant } from '../auth/role.guard';
import type { EntityService } from '../entity/entity.service';
import type { DemoUserRow } from './demo-seed.repository';

/** A demo account as the generic handlers see a signed-in user: a session of its own ('seed') that never expires. */
export function demoUser(row: DemoUserRow): AuthUser {
  return {
    user_seq: Number(row.user_seq),
    user_id: row.user_id,
    user_name: row.user_name,
    user_type: row.user_type,
    session_id: 'seed',
    session_created: 0,
    session_expires: 0,
  };
}

/** Saves one record as the user saves it on the page's form (child rows in `sublists`); the saved record. */
export type DemoWrite = (
  page: PageDecl,
  UPList: RecordValues,
  sublists?: Record<string, RecordValues[]>,
) => Promise<RecordValues>;

/**
 * The demo data's one way in: every record is saved through the generic handlers as `user` (in
 * `grant`'s cafe or roastery, with its role), so a seed gets the same checks, derived values and
 * stock moves as a user's save.
 */
export function demoWriter(entities: EntityService, user: AuthUser, grant?: ScopeRoleGrant): DemoWrite {
  return async (page, UPList, sublists) => {
    const body = {
      mode: 'write',
      UPList,
      sublists:
        sublists && Object.fromEntries(Object.entries(sublists).map(([k, rows]) => [k, { UPList: rows, DEList: [] }])),
    };
    return (await entities.save(page, body, user, 'en', grant)).result as RecordValues;
  };
}
