import { BREWING_STEP_KEYS, STEP_PARTS, stepField, type RecordValues } from '@beantrail/contracts';
import { ApiRefusal } from '../../core/envelope/api-refusal';
import { blank, int } from '../../core/http/body';
import type { QcSourceRepository } from './qc-source.repository';

/**
 * What a QC note copies from the thing it tastes, read within the selected roastery only (another
 * roastery's lot, blend, roast or bean answers 404 naming the field, as if it did not exist). The
 * values are in the QC pages' stored units, so the form's copy calls and the save hooks share them;
 * the rows come from QcSourceRepository (on the save's transaction in the hooks).
 */

const day = (v: unknown): string | null => (blank(v) ? null : String(v).slice(0, 10));

/** A lot's month as the QC month select holds it (YYYY-MM). */
export const monthOf = (date: unknown): string | null => (blank(date) ? null : String(date).slice(0, 7));
export const isMonth = (v: unknown): boolean => typeof v === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(v);

/** The row, or 404 naming the field. */
function found<T>(row: T | undefined, field: string): T {
  if (!row) throw new ApiRefusal(404, 'nopage_text', field);
  return row;
}

/**
 * A blended lot (001 §3 "blending_result_…, blending_loss and blending_organic_loss (stored times
 * 10)"): the lot keeps its organic loss ×100, the note ×10.
 */
export async function readLot(rows: QcSourceRepository, roaster: unknown, seq: unknown): Promise<RecordValues> {
  const lot = found(await rows.lot(roaster, int(seq)), 'blending_result_seq');
  const organic =
    lot.blending_organic_loss === null || lot.blending_organic_loss === undefined
      ? null
      : Math.round(Number(lot.blending_organic_loss) / 10);
  return {
    blending_result_year: Number(lot.blending_result_year),
    blending_result_date: day(lot.blending_result_date),
    blending_result_month: monthOf(lot.blending_result_date),
    blending_seq: Number(lot.blending_seq),
    blending_loss: lot.blending_loss ?? null,
    blending_organic_loss: organic,
    cupnote_name: lot.blending_name ?? null,
    cupnote_name_locale: lot.blending_name_locale ?? null,
  };
}

/** A blend's names, as a new note's names. */
export async function readBlend(rows: QcSourceRepository, roaster: unknown, seq: unknown): Promise<RecordValues> {
  const blend = found(await rows.blend(roaster, int(seq)), 'blending_seq');
  return { cupnote_name: blend.blending_name ?? null, cupnote_name_locale: blend.blending_name_locale ?? null };
}

/** A roast of the given year (001 §2 "the roasting result is chosen only after a year is chosen"). */
export async function readRoast(
  rows: QcSourceRepository,
  roaster: unknown,
  seq: unknown,
  year?: unknown,
): Promise<RecordValues> {
  const roast = found(await rows.roast(roaster, int(seq)), 'roasting_result_seq');
  if (year !== undefined && int(year) !== Number(roast.roasting_result_year))
    throw new ApiRefusal(404, 'nopage_text', 'roasting_result_seq');
  const batch = roast.roasting_batch_no ? ` #${roast.roasting_batch_no}` : '';
  return {
    roasting_result_year: Number(roast.roasting_result_year),
    roasting_result_date: day(roast.roasting_result_date),
    roasting_loss: roast.roasting_loss ?? null,
    cupnote_name: roast.roasting_name ? `${roast.roasting_name}${batch}` : null,
    cupnote_name_locale: roast.roasting_name_locale ? `${roast.roasting_name_locale}${batch}` : null,
  };
}

/** A green bean of one year's stock. */
export async function readGreenbeanYear(
  rows: QcSourceRepository,
  roaster: unknown,
  seq: unknown,
  year: unknown,
): Promise<RecordValues> {
  const bean = found(await rows.greenbeanYear(roaster, int(seq), int(year)), 'greenbean_roaster_seq');
  return { cupnote_name: bean.greenbean_name ?? null, cupnote_name_locale: bean.greenbean_name_locale ?? null };
}

/** The record values of a QC recipe a brew starts from (the recipe's type becomes the brew's). */
export const RECORD_COLUMNS: readonly string[] = [
  'brewing_grinder_point',
  'brewing_bean_mass',
  'brewing_mass',
  'brewing_temp',
  'brewing_bar',
  'brewing_term',
  'brewing_machine_seq',
  'brewing_grinder_seq',
  'brewing_water',
  'brewing_water_hardness',
  'brewing_water_alkalinity',
  'brewing_water_tds',
  'brewing_step_use',
  'brewing_detail_use',
  ...BREWING_STEP_KEYS.flatMap((s) => STEP_PARTS.map((p) => stepField(s, p))),
  'brewing_grinder_zero',
  'brewing_grinder_rpm',
  'brewing_grinder_time',
  'brewing_rdt',
  'brewing_shower',
  'brewing_basket',
  'brewing_temper',
  'brewing_wdt',
  'brewing_distributor',
  'brewing_temping_bar',
];

export async function readRecipe(rows: QcSourceRepository, roaster: unknown, seq: unknown): Promise<RecordValues> {
  const recipe = found(await rows.recipe(roaster, int(seq), RECORD_COLUMNS), 'brewing_seq');
  const { brewing_type, ...record } = recipe;
  const flags = ['brewing_step_use', 'brewing_detail_use', 'brewing_rdt', 'brewing_wdt', 'brewing_distributor'];
  for (const f of flags)
    if (record[f] !== null && record[f] !== undefined) record[f] = record[f] === true || Number(record[f]) === 1;
  return { ...record, brewing_result_type: brewing_type ?? null };
}
