import { randomUUID } from 'node:crypto';
import { eventPeriodOk } from '@beantrail/contracts';
import { ApiRefusal } from '../envelope/api-refusal';
import type { EntityHooks, HookContext } from '../entity/entity-hooks';
import { fromDbTime } from '../entity/sql';

/** A time as it will be after the save: a sent value as sent (ISO), a stored one read back as ISO. */
function timeAfter(ctx: HookContext, name: string): unknown {
  return name in ctx.changes ? ctx.changes[name] : fromDbTime(ctx.before?.[name]);
}

/**
 * The events' rules the declaration cannot say (002 §4 Event, §5): the QR uuid is the server's,
 * made once on create; the end is not before the start and at most 31 days after it (the term is
 * a form helper and not saved, so the span itself is what the server checks).
 */
export const eventHooks: EntityHooks = {
  beforeSave(ctx) {
    if (ctx.mode === 'write') ctx.changes.event_uuid = randomUUID();
    if (
      ('event_start' in ctx.changes || 'event_end' in ctx.changes) &&
      !eventPeriodOk(timeAfter(ctx, 'event_start'), timeAfter(ctx, 'event_end'))
    ) {
      throw new ApiRefusal(400, 'event_period', 'event_end');
    }
  },
};
