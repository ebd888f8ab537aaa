import {
  inPageRows,
  isDateText,
  type PageDecl,
  pageSublists,
  type PageViewer,
  type RecordValues,
} from '@beantrail/contracts';
import type { AuthUser } from '../auth/auth-user';
import { ApiRefusal } from '../envelope/api-refusal';
import { foreignKeyViolation } from '../envelope/foreign-key';
import type { HookContext } from './entity-hooks';
import { EntityRecordRepository, type Owner, parentOf } from './entity-record.repository';
import { keyValues } from './entity-rows';
import type { EntityWrites } from './entity-writes';
import { assertNotInUse } from './in-use';
import { inUseRefusal } from './in-use-refusal';
import { toDbTime } from './sql';

/** The version a remove names: when sent, it must be a time (else 400, never ignored); without it, none. */
function removeVersion(editAt: unknown): string | null {
  if (editAt === undefined || editAt === null) return null;
  if (typeof editAt !== 'string' || !editAt || !isDateText(editAt, 'datetime'))
    throw new ApiRefusal(400, 'bad_request', 'edit_at');
  return toDbTime(editAt);
}

/**
 * The remove of the generic handlers, in one transaction: refused while another record uses it,
 * its hooks (stock given back), its sublist rows, then the record (409 on a stale version).
 */
export class EntityRemover {
  constructor(private readonly w: EntityWrites) {}

  async remove(page: PageDecl, body: unknown, user: AuthUser, owner: Owner, viewer: PageViewer): Promise<RecordValues> {
    const { db, d } = this.w;
    const b = (body && typeof body === 'object' ? body : {}) as { keys?: RecordValues; edit_at?: unknown };
    const keys = keyValues(page, b.keys);
    // A stale version is 409 below, as an edit's; without one the remove is unconditional.
    const version = removeVersion(b.edit_at);
    const before = await new EntityRecordRepository(db.manager).pageRow(page, keys, owner);
    if (!before || !inPageRows(page, before)) throw new ApiRefusal(404, 'nopage_text');
    const remove = () =>
      db.transaction(async (tx) => {
        const records = new EntityRecordRepository(tx);
        // A record another one uses stays: 409 naming the user, before any hook moves stock.
        await assertNotInUse(tx, d, page.table!, before, !!page.useFlag);
        const beforeRows: Record<string, RecordValues[]> = {};
        for (const sub of pageSublists(page)) beforeRows[sub.name] = await records.sublistRows(sub, keys);
        const ctx: HookContext = {
          page,
          tx,
          d,
          mode: 'remove',
          keys,
          before,
          changes: {},
          user,
          viewer,
          now: toDbTime(new Date()),
          owner,
          beforeRows,
        };
        await this.w.hooksOf(page)?.beforeRemove?.(ctx);
        for (const sub of pageSublists(page)) await records.remove(sub.table!, parentOf(sub, keys));
        const affected = await records.remove(page.table!, keys, owner, version);
        if (affected === 0) throw new ApiRefusal(409, 'save_conflict');
        await this.w.hooksOf(page)?.afterRemove?.(ctx);
      });
    try {
      await remove();
    } catch (error) {
      // The database's FOREIGN KEY refused it (a use added meanwhile, or one the check does not know):
      // the same 409, naming the user when it can be found now.
      if (foreignKeyViolation(error) !== 'delete') throw error;
      await assertNotInUse(db.manager, d, page.table!, before, !!page.useFlag);
      throw inUseRefusal(!!page.useFlag);
    }
    this.w.written(page.table!);
    return keys;
  }
}
