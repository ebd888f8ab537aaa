import { ROASTER_PAGES } from '@beantrail/contracts';
import type { DemoWrite } from '../../core/seed/demo-writer';
import { DEMO_STORY_STAGES, type DemoRoasts, names } from './demo-roasts';

/** The BeanTrail House Blend (half the single origin, half the blend base) and one blended lot of today's roasts. */
export async function demoBlend(
  asOwner: DemoWrite,
  { single, blendBase, roast, roast2 }: DemoRoasts,
  year: number,
  today: string,
): Promise<void> {
  const blend = await asOwner(
    ROASTER_PAGES.blendingDefault,
    {
      ...names('BeanTrail House Blend', '빈트레일 하우스 블렌드', 'blending'),
      ...DEMO_STORY_STAGES,
      roasting_instock_change: 1,
      blending_use: 1,
    },
    {
      roasting_rows: [
        { roasting_seq: single.roasting_seq, roasting_mass: 5000, roasting_order: 1 },
        { roasting_seq: blendBase.roasting_seq, roasting_mass: 5000, roasting_order: 2 },
      ],
    },
  );
  await asOwner(
    ROASTER_PAGES.blendingResult,
    {
      blending_result_year: year,
      blending_seq: blend.blending_seq,
      blending_result_date: today,
      blending_instock: 1,
      blending_use: 1,
    },
    {
      roasting_rows: [
        {
          roasting_seq: single.roasting_seq,
          roasting_result_year: year,
          roasting_result_seq: roast.roasting_result_seq,
          roasting_mass: 4000,
          roasting_order: 1,
        },
        {
          roasting_seq: blendBase.roasting_seq,
          roasting_result_year: year,
          roasting_result_seq: roast2.roasting_result_seq,
          roasting_mass: 4000,
          roasting_order: 2,
        },
      ],
    },
  );
}
