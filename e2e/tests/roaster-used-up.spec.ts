import { ROASTER_PAGES } from '@beantrail/contracts';
import { expect, test } from './fixtures';
import { roasterApi } from './roaster-support';
import { signIn } from './support';

type Row = Record<string, unknown>;

/**
 * 001 §4 (a lot's roast rows; the picker lists roasts with stock left, 001 §7 check_instock): a lot
 * that takes all of a roast still names that roast in its view, by date, recipe and batch — it had
 * read "3". The roast and the lot are made through the API from a fresh 1 kg of the demo green
 * bean, so no other scenario's stock is used up.
 */
for (const [lang, prefix, recipeName, noneLeft] of [
  ['kr', '', '아이티 미디엄', ' · 재고 0 g'],
  ['en', '/en', 'Haiti medium', ' · 0 g in stock'],
] as const) {
  test(`${lang}: a lot whose roast is used up names the roast in its view`, async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, 'roaster', undefined, prefix);
    const post = await roasterApi(page);
    const year = new Date().getFullYear();
    const today = new Date().toISOString().slice(0, 10);
    const recipes = (await post(ROASTER_PAGES.roastingDefault.api.list!, { list_count: 50 })) as Row[];
    const recipe = recipes.find((r) => r.roasting_name === 'Haiti medium');
    const beans = (await post('/api/roaster/greenbean/year/code', {
      greenbean_year: year,
      check_instock: true,
    })) as Row[];
    const bean = beans.find((b) => b.greenbean_name === 'Haiti Baptiste' && Number(b.greenbean_stock_mass) >= 1000);
    expect(recipe && bean).toBeTruthy();
    const rows = (name: string, list: Row[]) => ({ [name]: { UPList: list, DEList: [] } });
    const roast = await post(ROASTER_PAGES.roastingResult.api.edit, {
      mode: 'write',
      UPList: {
        roasting_seq: recipe!.roasting_seq,
        roasting_result_year: year,
        roasting_result_date: today,
        roasting_mass: 850,
        roasting_instock: 1,
        roasting_profile_use: 0,
      },
      sublists: rows('greenbean_rows', [
        { greenbean_year: year, greenbean_roaster_seq: bean!.greenbean_roaster_seq, greenbean_mass: 1000 },
      ]),
    });
    const blends = (await post(ROASTER_PAGES.blendingDefault.api.list!, { list_count: 50 })) as Row[];
    const blend = blends.find((b) => b.blending_name === 'BeanTrail House Blend');
    const lot = await post(ROASTER_PAGES.blendingResult.api.edit, {
      mode: 'write',
      UPList: {
        blending_result_year: year,
        blending_seq: blend!.blending_seq,
        blending_result_date: today,
        blending_instock: 1,
        blending_use: 1,
      },
      sublists: rows('roasting_rows', [
        {
          roasting_result_year: year,
          roasting_result_seq: roast.roasting_result_seq,
          roasting_mass: 850,
          roasting_order: 1,
        },
      ]),
    });
    // The roast is used up: the picker no longer offers it.
    const offered = (await post('/api/roaster/roasting/result/code', {
      roasting_result_year: year,
      check_instock: true,
    })) as Row[];
    expect(offered.map((r) => Number(r.roasting_result_seq))).not.toContain(Number(roast.roasting_result_seq));

    await page.goto(
      `${prefix}/roaster/blending/result/item?blending_result_year=${year}&blending_result_seq=${String(lot.blending_result_seq)}`,
    );
    const row = page.getByTestId('sublist-row-roasting_rows');
    await expect(row).toHaveCount(1);
    // With what is left of it (none), as the picker says it.
    await expect(row.getByTestId('view-roasting_result_seq')).toHaveText(
      new RegExp(`^${today} ${recipeName} #\\d+${noneLeft}$`),
    );
  });
}
