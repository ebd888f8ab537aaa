import { ROASTER_PAGES, type RecordValues } from '@beantrail/contracts';
import type { DemoWrite } from '../../core/seed/demo-writer';

/** The Haiti roast's profile (001 §3 stages: term s from charge, bean/air °C stored ×100), shared on the lot's story page. */
const HAITI_PROFILE = Object.fromEntries(
  (
    [
      ['roasting_start', 0, 200, 230],
      ['roasting_turning', 80, 95, 205],
      ['roasting_dried', 270, 155, 215],
      ['roasting_first_start', 510, 196, 226],
      ['roasting_first_end', 585, 204, 229],
      ['roasting_end', 650, 210, 232],
    ] as const
  ).flatMap(([stage, term, bean, air]) => [
    [`${stage}_term`, term],
    [`${stage}_bean`, bean * 100],
    [`${stage}_air`, air * 100],
  ]),
);

/** The House Blend, its recipes and so its lot show DTL to every audience, so the lot's QR page tells its whole story on first start. */
export const DEMO_STORY_STAGES = {
  public_stage_roaster: 'ALL',
  public_stage_cafe: 'DTL',
  public_stage_customer: 'DTL',
  public_stage_normal: 'DTL',
};

/** A record's English and Korean names (`{p}_name`, `{p}_name_locale`). */
export const names = (en: string, kr: string, p: string) => ({ [`${p}_name`]: en, [`${p}_name_locale`]: kr });

/** A green bean a recipe or a roast uses: the bean, its mass (g ×10) and, for a roast, its moisture (% ×10). */
type BeanUse = [bean: RecordValues, mass: number, moisture: number];

export interface DemoRoasts {
  single: RecordValues;
  blendBase: RecordValues;
  roast: RecordValues;
  roast2: RecordValues;
}

/**
 * Two roasting recipes on the demo machine, a single origin ("Haiti medium", its roast with the
 * profile above) and the House Blend's base (Haiti and Ethiopia), and one roast of each today.
 */
export async function demoRoasts(
  asOwner: DemoWrite,
  at: { machine: RecordValues; haiti: RecordValues; ethiopia: RecordValues; year: number; today: string },
): Promise<DemoRoasts> {
  const recipe = (en: string, kr: string, uses: BeanUse[]) =>
    asOwner(
      ROASTER_PAGES.roastingDefault,
      {
        ...names(en, kr, 'roasting'),
        ...DEMO_STORY_STAGES,
        roasting_machine_seq: at.machine.roaster_equip_seq,
        roasting_batch_auto: 1,
        roasting_use: 1,
        roasting_profile_use: 0,
      },
      {
        greenbean_rows: uses.map(([bean, mass], i) => ({
          greenbean_roaster_seq: bean.greenbean_roaster_seq,
          greenbean_mass: mass,
          greenbean_order: i + 1,
        })),
      },
    );
  const roastOf = (of: RecordValues, values: RecordValues, uses: BeanUse[]) =>
    asOwner(
      ROASTER_PAGES.roastingResult,
      {
        roasting_seq: of.roasting_seq,
        roasting_result_year: at.year,
        roasting_result_date: at.today,
        roasting_batch_auto: 1,
        roasting_step: 'RSRV',
        roasting_instock: 1,
        ...values,
      },
      {
        greenbean_rows: uses.map(([bean, mass, moisture], i) => ({
          greenbean_year: at.year,
          greenbean_roaster_seq: bean.greenbean_roaster_seq,
          greenbean_mass: mass,
          greenbean_moisture: moisture,
          greenbean_order: i + 1,
        })),
      },
    );
  const haiti: BeanUse = [at.haiti, 10000, 115];
  const blendUses: BeanUse[] = [
    [at.haiti, 6000, 115],
    [at.ethiopia, 4000, 105],
  ];
  const single = await recipe('Haiti medium', '아이티 미디엄', [haiti]);
  const blendBase = await recipe('House blend base', '하우스 블렌드 베이스', blendUses);
  const roast = await roastOf(
    single,
    { roasting_mass: 8520, roasting_moisture: 20, roasting_agtron: 62, roasting_profile_use: 1, ...HAITI_PROFILE },
    [haiti],
  );
  const roast2 = await roastOf(
    blendBase,
    { roasting_mass: 8400, roasting_moisture: 18, roasting_profile_use: 0 },
    blendUses,
  );
  return { single, blendBase, roast, roast2 };
}
