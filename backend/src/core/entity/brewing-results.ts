import { brewingRecordDerived, findField, type RecordValues, recordToDisplay, toStored } from '@beantrail/contracts';
import type { HookContext } from './entity-hooks';

/**
 * 001 §5 brewing mass calculation over a record with the step table (contracts
 * `brewingStepsSection`: the roaster's QC notes and recipes, the user's coffee note), as saved:
 * stored units in, stored units out. The totals are the server's; a client's are refused (403).
 */
export function brewingRecordResults(ctx: HookContext): void {
  const merged: RecordValues = { ...(ctx.before ?? {}), ...ctx.changes };
  const shown = recordToDisplay(ctx.page, merged);
  const d = brewingRecordDerived(shown);
  for (const name of ['brewing_result_total', 'brewing_result_calc'] as const) {
    ctx.changes[name] = d[name] === null ? null : toStored(findField(ctx.page, name)!, d[name]);
  }
}
