import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../core/auth/auth-user';
import { ApiRefusal } from '../core/envelope/api-refusal';
import { fromDbTime } from '../core/entity/sql';
import { PUBLIC_STAGE_ORDER as STAGE_ORDER, publicStageLevel as level, QR_UUID as UUID } from '../core/public-stage';
import {
  blendOriginsOf,
  cafeOriginOf,
  countryNamesOf,
  cupnoteOf,
  list,
  originOf,
  roastCurveOf,
  text,
} from './bean-info.reply';
import { BeanInfoRepository } from './bean-info.repository';
import type { Audience, CafeBeanRow, CafeLotRow, LotRow } from './bean-info.rows';

/**
 * What a coffee drinker reads after scanning a QR code (a cafe's bean and received lot too, below) (001 §2 QR link paths; docs/ROASTER.md):
 * beaninfo/{uuid} a blend, beandetail/{uuid} one blended lot. How much is shown follows the
 * blend's public stage: public_stage_normal for guests, public_stage_customer when signed in —
 * LST name and roastery, NRML + origins, varieties and processes, DTL + dates and losses, ALL + notes.
 */
@Injectable()
export class BeanInfoService {
  private readonly rows: BeanInfoRepository;

  /** The data source, or a transaction's manager when a save reads a bean page within its transaction. */
  constructor(@Inject(DataSource) db: DataSource | EntityManager) {
    this.rows = new BeanInfoRepository(db);
  }

  /**
   * The cafe QR uuid of a roaster's blend (beaninfo) or lot (beandetail) a public page shows: what
   * the cafe's registration pages take (002 §2.5). Only for a reader with a cafe role (story page).
   */
  async cafeUuid(kind: string, uuid: string): Promise<string | undefined> {
    if (!UUID.test(uuid)) return undefined;
    const u =
      kind === 'beandetail'
        ? await this.rows.lotCafeUuid(uuid)
        : kind === 'beaninfo'
          ? await this.rows.blendCafeUuid(uuid)
          : undefined;
    return u ? String(u) : undefined;
  }

  /** One bean page's reply (404 nopage_text for an unknown kind or uuid, or a bean out of use). */
  async info(kind: string, uuid: string, user: AuthUser | null): Promise<Record<string, unknown>> {
    if (!UUID.test(uuid)) throw new ApiRefusal(404, 'nopage_text');
    if (kind === 'coffeebean' || kind === 'coffeebeandetail') return this.cafeBean(kind, uuid, user);
    if (kind !== 'beaninfo' && kind !== 'beandetail') throw new ApiRefusal(404, 'nopage_text');
    const detail = kind === 'beandetail';
    const row: Partial<LotRow> | undefined = detail ? await this.rows.lot(uuid) : await this.rows.blend(uuid);
    if (!row) throw new ApiRefusal(404, 'nopage_text');
    const audience: Audience = user ? 'public_stage_customer' : 'public_stage_normal';
    const shown = level(row[audience]);
    const out: Record<string, unknown> = {
      kind,
      public_stage: STAGE_ORDER[shown],
      blending_name: row.blending_name,
      blending_name_locale: row.blending_name_locale,
      roaster_name: row.roaster_name,
      roaster_name_locale: row.roaster_name_locale,
    };
    // Story page: every part below is read only when the stage shows it, so a lower stage's reply never carries it.
    if (shown >= 1) {
      if (detail) {
        Object.assign(out, {
          country: list(row.blending_country_list),
          variety: list(row.blending_variety_list),
          process: list(row.blending_process_list),
          grade: list(row.blending_grade_list),
          grade_detail: list(row.blending_grade_detail_list),
          variety_etc: text(row.blending_variety_etc),
          process_etc: text(row.blending_process_etc),
        });
      } else
        Object.assign(out, await this.defaultOrigins(Number(row.blending_seq)), {
          blending_single_origin: row.blending_single_origin === 1 || row.blending_single_origin === true,
        });
      out.country_names = await this.countryNames(out.country as string[]);
      out.origins = await this.originBeans(
        detail ? { lot: Number(row.blending_result_seq) } : { blend: Number(row.blending_seq) },
      );
      out.notes_count = await this.rows.notesCount(detail ? { lot: uuid } : { blend: Number(row.blending_seq), uuid });
    }
    if (shown >= 2) {
      if (detail) {
        Object.assign(out, {
          blending_result_date: row.blending_result_date,
          blending_loss: row.blending_loss,
          blending_organic_loss: row.blending_organic_loss,
          blending_total_mass: row.blending_total_mass,
        });
        out.roast_curves = await this.roastCurves(Number(row.blending_result_seq), audience);
      }
      out.cupnote = await this.roasterCupnote(
        detail ? { lot: Number(row.blending_result_seq) } : { blend: Number(row.blending_seq) },
        shown >= 3,
      );
      out.cafes = await this.receivingCafes(
        detail ? { lot: row.blending_result_uuid_cafe } : { blend: row.blending_uuid_cafe },
        user ? 'public_stage_customer' : 'public_stage_normal',
      );
    }
    if (shown >= 3)
      Object.assign(out, {
        blending_desc: row.blending_desc ?? null,
        blending_result_desc: detail ? (row.blending_result_desc ?? null) : undefined,
        edit_at: fromDbTime(row.edit_at),
      });
    return out;
  }

  /** The origin countries' names (code table CNTR) and ISO numeric ids, by which the world map keys its shapes. */
  private async countryNames(
    codes: string[],
  ): Promise<Record<string, { en: string; kr: string; numeric: string | null }>> {
    if (codes.length === 0) return {};
    return countryNamesOf(codes, await this.rows.countryNames(codes));
  }

  /** The green beans behind a lot (its roasts' beans) or a blend (its recipes' beans) as origins. */
  private async originBeans(of: { lot: number } | { blend: number }) {
    return (await this.rows.originBeans(of)).map(originOf);
  }

  /**
   * The roast curves of a lot's roasts the roaster shares: a roast with its profile on (roasting_profile_use)
   * whose roasting recipe shows this audience at least DTL.
   */
  private async roastCurves(lotSeq: number, audience: Audience) {
    const rows = await this.rows.profiledRoasts(lotSeq, audience);
    return rows
      .filter((r) => level(r.recipe_stage) >= 2)
      .map(roastCurveOf)
      .filter((c) => c.stages.length >= 2 || c.chart_log);
  }

  /** The roaster's own cup note (001 QC, the main note, cupnote_main): of this lot, or for a blend of its latest lot. */
  private async roasterCupnote(of: { lot: number } | { blend: number }, withComment: boolean) {
    const n = await this.rows.mainQcNote(of);
    return n ? cupnoteOf(n, withComment) : null;
  }

  /**
   * Cafes that received this lot (registered from its cafe QR) or serve this blend (a bean linked to it),
   * named only when the cafe's own bean shows this audience at least NRML: the cafe decides too.
   */
  private async receivingCafes(of: { lot: unknown } | { blend: unknown }, audience: Audience) {
    const key = 'lot' in of ? of.lot : of.blend;
    if (typeof key !== 'string' || !key) return [];
    const rows = await this.rows.receivingCafes('lot' in of ? { lot: key } : { blend: key }, audience);
    const seen = new Set<number>();
    return rows
      .filter((r) => level(r.stage) >= 1 && !seen.has(Number(r.cafe_seq)) && seen.add(Number(r.cafe_seq)))
      .map((r) => ({ cafe_name: r.cafe_name, cafe_name_locale: r.cafe_name_locale }));
  }

  /**
   * A cafe's bean (coffeebean/{uuid}) or one received lot of it (coffeebeandetail/{uuid}), 002 §2.5:
   * the same shape as a blend's page, by the bean's own public stages; the roastery is the bean's
   * store name, the lot's date and loss are the roaster's lot values the cafe received.
   */
  private async cafeBean(kind: 'coffeebean' | 'coffeebeandetail', uuid: string, user: AuthUser | null) {
    const detail = kind === 'coffeebeandetail';
    const row: (CafeBeanRow & Partial<CafeLotRow>) | undefined = detail
      ? await this.rows.cafeLot(uuid)
      : await this.rows.cafeBean(uuid);
    if (!row) throw new ApiRefusal(404, 'nopage_text');
    const shown = level(user ? row.public_stage_customer : row.public_stage_normal);
    const out: Record<string, unknown> = {
      kind,
      public_stage: STAGE_ORDER[shown],
      blending_name: row.coffeebean_name,
      blending_name_locale: row.coffeebean_name_locale,
      roaster_name: row.store_name,
      roaster_name_locale: row.store_name_locale,
    };
    // 002 §3: a bean registered from a roastery's blend shows what the cafe lets it show of the blend
    // (blending_info_use: its green beans; blending_cupnote_use: the roastery's main cup note), and
    // never more than the roastery lets cafes see (the blend's public_stage_cafe: beans from NRML,
    // the cup note from DTL), whatever the cafe's switches say.
    const flag = (v: unknown) => v === 1 || v === true || v === '1';
    const blend = row.blending_uuid ? await this.rows.blendForCafe(row.blending_uuid) : undefined;
    const blendSeq = blend ? Number(blend.blending_seq) : null;
    const roasterLets = blend ? level(blend.public_stage_cafe) : 0;
    if (shown >= 1) {
      Object.assign(out, {
        country: list(row.coffeebean_country_list),
        variety: list(row.coffeebean_variety_list),
        process: list(row.coffeebean_process_list),
        grade: list(row.coffeebean_grade_list),
        grade_detail: list(row.coffeebean_grade_detail_list),
        variety_etc: text(row.coffeebean_variety_etc),
        process_etc: text(row.coffeebean_process_etc),
      });
      out.origins =
        blendSeq !== null && flag(row.blending_info_use) && roasterLets >= 1
          ? await this.originBeans({ blend: blendSeq })
          : await this.cafeOrigin(row);
      const named = [
        ...new Set([
          ...(out.country as string[]),
          ...(out.origins as { country: string }[]).map((o) => o.country).filter(Boolean),
        ]),
      ];
      out.country_names = await this.countryNames(named);
    }
    if (shown >= 2 && blendSeq !== null && flag(row.blending_cupnote_use) && roasterLets >= 2)
      out.cupnote = await this.roasterCupnote({ blend: blendSeq }, shown >= 3);
    if (shown >= 2 && detail)
      Object.assign(out, {
        blending_result_date: row.blending_result_date ?? null,
        blending_loss: row.blending_loss ?? null,
        blending_organic_loss: row.blending_organic_loss ?? null,
      });
    if (shown >= 3)
      Object.assign(out, {
        blending_desc: row.coffeebean_desc ?? null,
        edit_at: fromDbTime(detail ? row.received_edit_at : row.edit_at),
      });
    return out;
  }

  /** The cafe's own origin of its bean, its region's and farm's master names read when it chose them. */
  private async cafeOrigin(row: CafeBeanRow) {
    const region = row.coffeebean_region_seq ? await this.rows.regionNames(row.coffeebean_region_seq) : undefined;
    const farm = row.coffeebean_farm_seq ? await this.rows.farmNames(row.coffeebean_farm_seq) : undefined;
    return cafeOriginOf(row, region, farm);
  }

  /** A blend's origins: the beans of its roasting recipes. */
  private async defaultOrigins(blendingSeq: number) {
    return blendOriginsOf(await this.rows.blendBeans(blendingSeq));
  }
}
