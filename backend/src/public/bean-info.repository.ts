import type {
  Audience,
  BlendBeanRow,
  BlendRow,
  CafeBeanRow,
  CafeLotRow,
  CafeStageRow,
  CountryName,
  LotRow,
  OriginBeanRow,
  QcNoteRow,
  RoastCurveRow,
  Stage,
} from './bean-info.rows';
import { SqlRepository } from '../core/database/sql-repository';

/**
 * The bean pages' queries (002 §2.5, §2.10): blends, lots and cafe beans by their public uuids, in
 * use only, and what their pages show of origins, roasts, notes and cafes. A plain class on the
 * data source or a save's transaction manager, as BeanInfoService is (a coffee note's save reads a
 * bean page within its transaction).
 */
export class BeanInfoRepository extends SqlRepository {
  /** The cafe QR uuid of a lot (by its public uuid), in use. */
  async lotCafeUuid(uuid: string): Promise<string | null | undefined> {
    return (
      await this.first<{ u: string | null }>(
        `SELECT blending_result_uuid_cafe AS u FROM ${this.q('blending_result')} WHERE blending_result_uuid_str = ? AND blending_use = 1`,
        [uuid],
      )
    )?.u;
  }

  /** The cafe QR uuid of a blend (by its public uuid), in use. */
  async blendCafeUuid(uuid: string): Promise<string | null | undefined> {
    return (
      await this.first<{ u: string | null }>(
        `SELECT blending_uuid_cafe AS u FROM ${this.q('blending_default')} WHERE blending_uuid_str = ? AND blending_use = 1`,
        [uuid],
      )
    )?.u;
  }

  lot(uuid: string): Promise<LotRow | undefined> {
    const q = this.q;
    return this.first(
      `SELECT r.*, d.public_stage_normal, d.public_stage_customer, d.blending_desc, d.blending_uuid_cafe, o.roaster_name, o.roaster_name_locale FROM ${q('blending_result')} r ` +
        `JOIN ${q('blending_default')} d ON d.blending_seq = r.blending_seq JOIN ${q('roaster')} o ON o.roaster_seq = r.roaster_seq WHERE r.blending_result_uuid_str = ? AND r.blending_use = 1`,
      [uuid],
    );
  }

  blend(uuid: string): Promise<BlendRow | undefined> {
    const q = this.q;
    return this.first(
      `SELECT d.*, o.roaster_name, o.roaster_name_locale FROM ${q('blending_default')} d JOIN ${q('roaster')} o ON o.roaster_seq = d.roaster_seq WHERE d.blending_uuid_str = ? AND d.blending_use = 1`,
      [uuid],
    );
  }

  /** The country codes' names in the code table (CNTR); `codes` is not empty. */
  countryNames(codes: readonly string[]): Promise<CountryName[]> {
    return this.db.query(
      `SELECT code_id, code_name, code_name_kr FROM ${this.q('code')} WHERE code_group_id = 'CNTR' AND code_id IN (${codes.map(() => '?').join(', ')})`,
      [...codes],
    );
  }

  /** The green beans behind a lot (its roasts' beans) or a blend (its recipes' beans). */
  originBeans(of: { lot: number } | { blend: number }): Promise<OriginBeanRow[]> {
    const q = this.q;
    const from =
      'lot' in of
        ? `${q('blending_result_roasting')} b JOIN ${q('roasting_result_greenbean')} r ON r.roasting_result_seq = b.roasting_result_seq WHERE b.blending_result_seq = ?`
        : `${q('blending_default_roasting')} b JOIN ${q('roasting_default_greenbean')} r ON r.roasting_seq = b.roasting_seq WHERE b.blending_seq = ?`;
    return this.db.query(
      `SELECT DISTINCT g.greenbean_roaster_seq, g.greenbean_name, g.greenbean_name_locale, g.greenbean_country_code, g.greenbean_region_seq, g.greenbean_region_etc, g.greenbean_farm_seq, g.greenbean_farm_etc, g.greenbean_variety_list, g.greenbean_process, ` +
        `rg.region_name, rg.region_name_locale, f.farm_name, f.farm_name_locale FROM ${q('greenbean_roaster')} g ` +
        `LEFT JOIN ${q('region')} rg ON rg.region_seq = g.greenbean_region_seq LEFT JOIN ${q('farm')} f ON f.farm_seq = g.greenbean_farm_seq ` +
        `WHERE g.greenbean_roaster_seq IN (SELECT r.greenbean_roaster_seq FROM ${from}) ORDER BY g.greenbean_roaster_seq`,
      ['lot' in of ? of.lot : of.blend],
    );
  }

  /** Drinkers' notes of a lot (its serial), or of a blend and its lots in use (002 §2.5 serials). */
  async notesCount(of: { lot: string } | { blend: number; uuid: string }): Promise<number> {
    const q = this.q;
    const row =
      'lot' in of
        ? await this.first<{ n: number | string }>(
            `SELECT COUNT(*) AS n FROM ${q('user_cupnote')} WHERE cupnote_serial_type = 'RSTRDT' AND cupnote_serial = ?`,
            [of.lot],
          )
        : await this.first<{ n: number | string }>(
            `SELECT COUNT(*) AS n FROM ${q('user_cupnote')} WHERE (cupnote_serial_type = 'RSTRDF' AND cupnote_serial = ?) OR ` +
              `(cupnote_serial_type = 'RSTRDT' AND cupnote_serial IN (SELECT blending_result_uuid_str FROM ${q('blending_result')} WHERE blending_seq = ? AND blending_use = 1))`,
            [of.uuid, of.blend],
          );
    return Number(row?.n ?? 0);
  }

  /** A lot's roasts with their profile on, in the lot's order, each with its recipe's stage for the audience. */
  profiledRoasts(lotSeq: number, audience: Audience): Promise<RoastCurveRow[]> {
    const q = this.q;
    return this.db.query(
      `SELECT r.*, d.${q(audience)} AS recipe_stage FROM ${q('blending_result_roasting')} b JOIN ${q('roasting_result')} r ON r.roasting_result_seq = b.roasting_result_seq ` +
        `JOIN ${q('roasting_default')} d ON d.roasting_seq = r.roasting_seq WHERE b.blending_result_seq = ? AND (r.roasting_profile_use = 1 OR r.roasting_profile_use = TRUE) ORDER BY b.roasting_order, r.roasting_result_seq`,
      [lotSeq],
    );
  }

  /** The roastery's latest main QC note of a lot, or of a blend's lots in use. */
  mainQcNote(of: { lot: number } | { blend: number }): Promise<QcNoteRow | undefined> {
    const q = this.q;
    return 'lot' in of
      ? this.first(
          `SELECT * FROM ${q('roaster_qc_blending_result')} WHERE blending_result_seq = ? AND cupnote_main = 1 ORDER BY cupnote_date DESC, cupnote_seq DESC LIMIT 1`,
          [of.lot],
        )
      : this.first(
          `SELECT n.* FROM ${q('roaster_qc_blending_result')} n JOIN ${q('blending_result')} r ON r.blending_result_seq = n.blending_result_seq ` +
            `WHERE r.blending_seq = ? AND r.blending_use = 1 AND n.cupnote_main = 1 ORDER BY n.cupnote_date DESC, n.cupnote_seq DESC LIMIT 1`,
          [of.blend],
        );
  }

  /** Cafes with a bean in use that received the lot (by its cafe uuid) or is linked to the blend (by its cafe uuid), with that bean's stage. */
  receivingCafes(of: { lot: string } | { blend: string }, audience: Audience): Promise<CafeStageRow[]> {
    const q = this.q;
    return 'lot' in of
      ? this.db.query(
          `SELECT DISTINCT c.cafe_seq, c.cafe_name, c.cafe_name_locale, b.${q(audience)} AS stage FROM ${q('cafe_received')} r JOIN ${q('cafe_coffeebean')} b ON b.coffeebean_seq = r.coffeebean_seq ` +
            `JOIN ${q('cafe')} c ON c.cafe_seq = r.cafe_seq WHERE r.blending_result_uuid = ? AND b.coffeebean_use = 1 ORDER BY c.cafe_seq`,
          [of.lot],
        )
      : this.db.query(
          `SELECT DISTINCT c.cafe_seq, c.cafe_name, c.cafe_name_locale, b.${q(audience)} AS stage FROM ${q('cafe_coffeebean')} b JOIN ${q('cafe')} c ON c.cafe_seq = b.cafe_seq ` +
            `WHERE b.blending_uuid = ? AND b.coffeebean_use = 1 ORDER BY c.cafe_seq`,
          [of.blend],
        );
  }

  /** A cafe's received lot by its public uuid, its bean in use. */
  cafeLot(uuid: string): Promise<CafeLotRow | undefined> {
    const q = this.q;
    return this.first(
      `SELECT b.*, r.blending_result_date, r.blending_loss, r.blending_organic_loss, r.received_date, r.edit_at AS received_edit_at FROM ${q('cafe_received')} r ` +
        `JOIN ${q('cafe_coffeebean')} b ON b.coffeebean_seq = r.coffeebean_seq WHERE r.received_uuid_str = ? AND b.coffeebean_use = 1`,
      [uuid],
    );
  }

  /** A cafe's bean in use by its public uuid. */
  cafeBean(uuid: string): Promise<CafeBeanRow | undefined> {
    return this.first(
      `SELECT * FROM ${this.q('cafe_coffeebean')} WHERE coffeebean_uuid_str = ? AND coffeebean_use = 1`,
      [uuid],
    );
  }

  /** A roaster's blend in use by its cafe QR uuid: its key and what it lets cafes show. */
  blendForCafe(cafeUuid: string): Promise<{ blending_seq: number; public_stage_cafe: Stage } | undefined> {
    return this.first(
      `SELECT blending_seq, public_stage_cafe FROM ${this.q('blending_default')} WHERE blending_uuid_cafe = ? AND blending_use = 1`,
      [cafeUuid],
    );
  }

  regionNames(seq: unknown): Promise<{ region_name: string | null; region_name_locale: string | null } | undefined> {
    return this.first(`SELECT region_name, region_name_locale FROM ${this.q('region')} WHERE region_seq = ?`, [seq]);
  }

  farmNames(seq: unknown): Promise<{ farm_name: string | null; farm_name_locale: string | null } | undefined> {
    return this.first(`SELECT farm_name, farm_name_locale FROM ${this.q('farm')} WHERE farm_seq = ?`, [seq]);
  }

  /** The distinct green beans of a blend's roasting recipes. */
  blendBeans(blendingSeq: number): Promise<BlendBeanRow[]> {
    const q = this.q;
    return this.db.query(
      `SELECT DISTINCT g.greenbean_country_code, g.greenbean_variety_list, g.greenbean_variety_etc, g.greenbean_process, g.greenbean_process_etc, g.greenbean_grade, g.greenbean_grade_detail FROM ${q('blending_default_roasting')} b ` +
        `JOIN ${q('roasting_default_greenbean')} r ON r.roasting_seq = b.roasting_seq JOIN ${q('greenbean_roaster')} g ON g.greenbean_roaster_seq = r.greenbean_roaster_seq WHERE b.blending_seq = ?`,
      [blendingSeq],
    );
  }
}
