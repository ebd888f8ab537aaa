import { linkState, type LinkView } from '@beantrail/contracts';
import { ApiRefusal } from '../envelope/api-refusal';
import type { EntityHooks } from '../entity/entity-hooks';
import { type CafeSide, LinkRepository } from './link.repository';
import { assertAskedToRejoin } from './rejoin';

/**
 * The cafe's own row for a roastery (`cafe_roaster`) follows the roastery's decision: created with
 * the roastery's names the first time, its state updated on every change. Runs inside the save's
 * transaction (the repository stands on its manager), so both sides change together or not at all.
 */
export async function mirrorToCafe(links: LinkRepository, side: CafeSide): Promise<void> {
  if (await links.hasCafeSide(side.cafe, side.roaster)) return links.followOnCafeSide(side);
  await links.addCafeSide(side, await links.roasterNames(side.roaster));
}

/**
 * The roastery's three lists of cafes (002 §2.3, §4 PSAUTH, §6): from the etc list a cafe is linked
 * again only after it asked (RJN); nothing is added or removed here (cafes register themselves);
 * the cafe's own row follows in the same transaction. Which states a caller may set (RSTR only by
 * the owner) the declaration says (`codesByRole`), and the generic save checks it.
 */
export function linkHooks(view: LinkView): EntityHooks {
  return {
    beforeSave({ before, changes, mode }) {
      if (mode !== 'edit' || !before) throw new ApiRefusal(403, 'nopermission_text');
      if (view === 'etc' && 'roaster_cafe_auth' in changes)
        assertAskedToRejoin(before, 'roaster_cafe_auth', linkState(changes.roaster_cafe_auth) === 'LINKED');
    },
    async afterSave({ tx, before, changes, keys, owner, user, now }) {
      if (!('roaster_cafe_auth' in changes) || changes.roaster_cafe_auth === before?.roaster_cafe_auth) return;
      await mirrorToCafe(new LinkRepository(tx), {
        roaster: owner?.value,
        cafe: keys.cafe_seq,
        auth: String(changes.roaster_cafe_auth),
        by: user,
        now,
      });
    },
  };
}
