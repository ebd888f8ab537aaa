import { onlyItem } from '@beantrail/contracts';
import { brewingRecordResults } from '../../core/entity/brewing-results';
import { brewingTerm } from '../../core/entity/brewing-term';
import { type EntityHooks, finalValue } from '../../core/entity/entity-hooks';
import { ApiRefusal } from '../../core/envelope/api-refusal';
import { BeanInfoService } from '../../public/bean-info.service';
import { cafeBeanOfSerial } from '../cupnote-bean';
import { noteFromSerial } from '../cupnote-serial';
import { blank } from '../../core/http/body';

/**
 * User coffee note (002 §2.9, §4): a serial needs its type and must name a bean page the user may
 * read (else 400 / 404, nothing written); the note's values stay the user's own (the check filled
 * them, the user may correct them). A chosen recipe must be the user's (checked with every reference:
 * core/entity/reference-check.ts); the days from the roast date to the note's date and the step table's totals (001 §5) are counted here.
 */
export const userCupnoteHooks: EntityHooks = {
  async beforeSave(ctx) {
    if ('cupnote_serial' in ctx.changes || 'cupnote_serial_type' in ctx.changes) {
      // Stored as checked: the check trims it, and the bean page counts its notes by the exact serial
      // (attacker review: " <uuid> " was saved and not counted).
      if (typeof ctx.changes.cupnote_serial === 'string')
        ctx.changes.cupnote_serial = ctx.changes.cupnote_serial.trim();
      const serial = finalValue(ctx, 'cupnote_serial');
      const type = finalValue(ctx, 'cupnote_serial_type');
      if (!blank(serial) || !blank(type)) {
        if (blank(type)) throw new ApiRefusal(400, 'field_required', 'cupnote_serial_type');
        // The bean pages' own reader, within this save's transaction (read only).
        await noteFromSerial(new BeanInfoService(ctx.tx), type, serial, ctx.user);
      }
      // 002 §3 coffeebean_uuid: the cafe bean a cafe serial names (the drinker's brews choose among them).
      ctx.changes.coffeebean_uuid = await cafeBeanOfSerial(ctx.tx, type, serial);
    }
    // 002 §4 "exactly one chosen sets the single country code; otherwise it is cleared".
    if ('cupnote_country_list' in ctx.changes)
      ctx.changes.cupnote_country_code = onlyItem(ctx.changes.cupnote_country_list);
    ctx.changes.brewing_date_term = brewingTerm(ctx, 'cupnote_date');
    // 002 §2.9 step detail: the totals of the step table, as the roaster's QC notes count them.
    brewingRecordResults(ctx);
  },
};
