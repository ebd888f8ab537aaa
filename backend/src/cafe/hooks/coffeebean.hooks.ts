import { randomUUID } from 'node:crypto';
import { onlyItem } from '@beantrail/contracts';
import { type EntityHooks, finalValue, type HookContext } from '../../core/entity/entity-hooks';
import { ApiRefusal } from '../../core/envelope/api-refusal';
import { blank } from '../../core/http/body';
import { CafeBeanRepository } from '../cafe-bean.repository';
import { type CafeBeanBlend, CafeSaveRepository } from './cafe-save.repository';

/**
 * Cafe bean (002 §3): a QR registration's blend link must name a roaster's blend in use (else 404
 * nopage_text, as if it did not exist); a cafe links one blend once (unique index → 409
 * save_duplicate). The bean's own public QR uuid is set by the server, and so is its single country
 * code: the country list's only country, else none (002 §4; the form's `derive` shows the same).
 */
export const coffeebeanDefaultHooks: EntityHooks = {
  async beforeSave(ctx) {
    // Worked out when the list is written or changed; an edit of something else keeps the code a
    // bean had before the rule (chosen beside a list of several), with its region and farm.
    if (ctx.mode === 'write' || 'coffeebean_country_list' in ctx.changes)
      ctx.changes.coffeebean_country_code = onlyItem(finalValue(ctx, 'coffeebean_country_list'));
    if (ctx.mode !== 'write') return;
    ctx.changes.coffeebean_uuid_str = randomUUID();
    const link = ctx.changes.blending_uuid;
    if (blank(link)) {
      ctx.changes.blending_uuid = null;
      ctx.changes.blending_linked = false;
      return;
    }
    if (!(await new CafeBeanRepository(ctx.tx).blendByCafeUuid(link)))
      throw new ApiRefusal(404, 'nopage_text', 'blending_uuid');
    ctx.changes.blending_linked = true;
  },
};

/** A lot is received on or after the day it was blended (400 date_before_blending). */
function receivedAfterBlending(ctx: HookContext): void {
  const blended = String(finalValue(ctx, 'blending_result_date') ?? '').slice(0, 10);
  const received = String(finalValue(ctx, 'received_date') ?? '').slice(0, 10);
  if (blended && received && received < blended)
    throw new ApiRefusal(400, 'date_before_blending', 'received_date', { date: blended });
}

/** The bean a lot is received as (the cafe's own: core/entity/reference-check.ts): its names copied for the list. */
async function copyBean(ctx: HookContext, seq: unknown): Promise<CafeBeanBlend> {
  const bean = (await new CafeSaveRepository(ctx.tx).beanAndBlend(seq))!;
  ctx.changes.coffeebean_name = bean.coffeebean_name ?? null;
  ctx.changes.coffeebean_name_locale = bean.coffeebean_name_locale ?? null;
  return bean;
}

/**
 * Received lot (002 §3): the bean must be the cafe's own; a lot registered from its QR code takes
 * the roaster's date and losses, and its bean must be the cafe's bean of that lot's blend — a bean
 * typed in by hand or of another blend would give the lot's public page another coffee's story
 * (a House Blend lot had been saved as "Kenya Nyeri AA").
 */
export const coffeebeanReceivedHooks: EntityHooks = {
  async beforeSave(ctx) {
    if (ctx.mode === 'write') ctx.changes.received_uuid_str = randomUUID();
    const beanSeq = 'coffeebean_seq' in ctx.changes ? ctx.changes.coffeebean_seq : ctx.before?.coffeebean_seq;
    const bean = 'coffeebean_seq' in ctx.changes ? await copyBean(ctx, beanSeq) : null;
    if (ctx.mode === 'write') {
      const link = ctx.changes.blending_result_uuid;
      if (blank(link)) {
        ctx.changes.blending_result_uuid = null;
        return;
      }
      const lot = await new CafeBeanRepository(ctx.tx).lotByCafeUuid(link);
      if (!lot) throw new ApiRefusal(404, 'nopage_text', 'blending_result_uuid');
      Object.assign(ctx.changes, {
        blending_result_date: lot.blending_result_date,
        blending_loss: lot.blending_loss ?? null,
        blending_organic_loss: lot.blending_organic_loss ?? null,
      });
      if (bean?.blending_uuid !== lot.blend_uuid_cafe)
        throw new ApiRefusal(400, 'coffeebean_mismatch', 'coffeebean_seq');
      receivedAfterBlending(ctx);
      return;
    }
    if ('received_date' in ctx.changes) receivedAfterBlending(ctx);
    // Edit: another bean for a lot from a QR code must still be the bean of that lot's blend.
    if (bean && ctx.before?.blending_result_uuid) {
      const lot = await new CafeBeanRepository(ctx.tx).lotByCafeUuid(ctx.before.blending_result_uuid);
      if (lot && bean.blending_uuid !== lot.blend_uuid_cafe)
        throw new ApiRefusal(400, 'coffeebean_mismatch', 'coffeebean_seq');
    }
  },
};
