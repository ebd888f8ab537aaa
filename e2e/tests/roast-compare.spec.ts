import { QC_PAGES, ROASTER_PAGES } from '@beantrail/contracts';
import { expect as baseExpect, test, type Page } from './fixtures';
import { listReady } from './admin-support';
import { roasterApi } from './roaster-support';
import { signIn } from './support';

type Row = Record<string, unknown>;

// The machine running the suite may be busy: a remote's first load can take longer than 10 s.
const expect = baseExpect.configure({ timeout: 25_000 });

/** Stage points (term s, bean and air °C) as the profile fields the API takes (temperatures stored ×100, 001 §3). */
const profile = (points: readonly (readonly [stage: string, term: number, bean: number, air: number])[]): Row =>
  Object.fromEntries(
    points.flatMap(([stage, term, bean, air]) => [
      [`${stage}_term`, term],
      [`${stage}_bean`, bean * 100],
      [`${stage}_air`, air * 100],
    ]),
  );

/**
 * A roast recipe keeping a target profile and a roast of it with its own, made through the API from
 * 500 g of the demo green bean (as roaster-used-up does); answers the roast's number.
 */
async function roastOfProfiledRecipe(page: Page): Promise<number> {
  const post = await roasterApi(page);
  const year = new Date().getFullYear();
  const beans = (await post('/api/roaster/greenbean/year/code', {
    greenbean_year: year,
    check_instock: true,
  })) as Row[];
  const bean = beans.find((b) => b.greenbean_name === 'Haiti Baptiste' && Number(b.greenbean_stock_mass) >= 500);
  expect(bean).toBeTruthy();
  const rows = (list: Row[]) => ({ greenbean_rows: { UPList: list, DEList: [] } });
  const tag = `RCV${Date.now() % 1_000_000}`;
  const recipe = await post(ROASTER_PAGES.roastingDefault.api.edit, {
    mode: 'write',
    UPList: {
      roasting_name: `${tag} target`,
      roasting_name_locale: `${tag} 목표`,
      roasting_batch_auto: 1,
      roasting_use: 1,
      roasting_profile_use: 1,
      ...profile([
        ['roasting_start', 0, 200, 230],
        ['roasting_turning', 75, 92, 205],
        ['roasting_dried', 260, 150, 214],
        ['roasting_first_start', 540, 196, 226],
        ['roasting_end', 690, 212, 233],
      ]),
    },
    sublists: rows([{ greenbean_roaster_seq: bean!.greenbean_roaster_seq, greenbean_mass: 500, greenbean_order: 1 }]),
  });
  const roast = await post(ROASTER_PAGES.roastingResult.api.edit, {
    mode: 'write',
    UPList: {
      roasting_seq: recipe.roasting_seq,
      roasting_result_year: year,
      roasting_result_date: new Date().toISOString().slice(0, 10),
      roasting_mass: 425,
      roasting_instock: 1,
      roasting_profile_use: 1,
      ...profile([
        ['roasting_start', 0, 198, 228],
        ['roasting_turning', 80, 95, 204],
        ['roasting_dried', 270, 155, 215],
        ['roasting_first_start', 510, 196, 226],
        ['roasting_end', 650, 210, 232],
      ]),
    },
    sublists: rows([
      {
        greenbean_year: year,
        greenbean_roaster_seq: bean!.greenbean_roaster_seq,
        greenbean_mass: 500,
        greenbean_order: 1,
      },
    ]),
  });
  return Number(roast.roasting_result_seq);
}

/**
 * Roast comparison (docs/ROASTER.md): tick two roasting results, "Compare", and the overlaid curves,
 * the phase table and the cups show at 1280 px; the same address read at 390 px keeps the chart at
 * full width and scrolls the table sideways inside its card, not the page. First, one roast's own
 * chart against its recipe (docs/ROASTER.md "Against the recipe").
 */
test('a roast against its recipe; choose two roasts, compare them, read the comparison at 1280 and 390 px', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'roaster', undefined, '/en');
  // Against the recipe: the roast's own chart draws its roast recipe's profile behind its curves on request,
  // named in the legend and dashed; its stage markers stay the roast's own.
  const seq = await roastOfProfiledRecipe(page);
  await page.goto(`/en/roaster/roasting/result/${seq}`);
  const roastChart = page.getByTestId('profile-chart');
  await expect(roastChart.getByTestId('stage-marker')).toHaveCount(5);
  const toggle = page.getByTestId('recipe-curve-toggle').locator('input');
  // Off until asked for: no recipe curve, no legend entry.
  await expect(toggle).not.toBeChecked();
  await expect(roastChart.locator('path[data-series="recipe-bt"]')).toHaveCount(0);
  await toggle.check();
  await expect(roastChart.getByText('Recipe bean temp.', { exact: true })).toBeVisible();
  await expect(roastChart.getByText('Recipe air temp.', { exact: true })).toBeVisible();
  const line = roastChart.locator('path[data-series="recipe-bt"]').first();
  await expect(line).toBeVisible();
  expect(await line.evaluate((e) => getComputedStyle(e).strokeDasharray)).not.toBe('none');
  // The roast's stage names stay its own five; the recipe brings none.
  await expect(roastChart.getByTestId('stage-marker')).toHaveCount(5);
  await expect(page.getByTestId('recipe-curve-note')).toHaveCount(0);
  await toggle.uncheck();
  await expect(roastChart.locator('path[data-series="recipe-bt"]')).toHaveCount(0);

  await page.goto('/en/roaster/roasting/result');
  await listReady(page);
  const compare = page.getByTestId('list-compare');
  await expect(compare).toBeDisabled();
  const picks = page.getByTestId('list-pick');
  await picks.nth(0).check();
  await expect(compare).toBeDisabled();
  await picks.nth(1).check();
  await expect(compare).toBeEnabled();
  await compare.click();
  await expect(page).toHaveURL(/\/roaster\/roasting\/result\/compare\?ids=\d+,\d+$/);
  await expect(page.getByTestId('compare-chart')).toBeVisible();
  await expect(page.getByTestId('compare-chip')).toHaveCount(2);
  await expect(page.getByTestId('compare-phases')).toBeVisible();
  await expect(page.getByTestId('compare-cups-roastery_count')).toBeVisible();
  // Times read as m:ss in the table, never as raw seconds.
  const drop = page.getByTestId('compare-phases-drop');
  await expect(drop).toContainText(/\d{2}:\d{2}/);
  // A chip turns its roast's curves off and on again.
  await expect(page.getByTestId('compare-curve')).toHaveCount(2);
  await page.getByTestId('compare-chip').first().click();
  await expect(page.getByTestId('compare-curve')).toHaveCount(1);
  await page.getByTestId('compare-chip').first().click();
  await expect(page.getByTestId('compare-curve')).toHaveCount(2);
  // Aligning at first crack is kept in the address too, so the link sent is the view seen.
  await page.getByTestId('compare-align-fc').click();
  await expect(page).toHaveURL(/align=first_crack/);

  const url = page.url();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(url.replace('/en/', '/'));
  const chart = page.getByTestId('compare-chart');
  await expect(chart).toBeVisible();
  const box = await chart.boundingBox();
  expect(box!.width).toBeGreaterThan(330);
  await expect(page.getByTestId('compare-phases')).toBeVisible();
  // The page does not scroll sideways: the table's card does.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(page.getByTestId('compare-phases-drop')).toContainText('배출');
});

/**
 * The cups beside each roast (docs/ROASTER.md "The cups"): the roastery's figures open the QC notes
 * behind them, and a note opens on its QC page; the cafes' and drinkers' figures stay counts.
 */
test("a roast's roastery QC figures open the notes behind them", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'roaster', undefined, '/en');
  const post = await roasterApi(page);
  // A roast the roastery has tasted (the demo roast QC note), beside another of its roasts.
  const [note] = (await post(QC_PAGES.qcRoasting.api.list!, { list_count: 1 })) as Row[];
  const tasted = (await post(QC_PAGES.qcRoasting.api.detail!, { cupnote_seq: note.cupnote_seq })) as Row;
  const roasts = (await post(ROASTER_PAGES.roastingResult.api.list!, { list_count: 5 })) as Row[];
  const other = roasts.find((r) => r.roasting_result_seq !== tasted.roasting_result_seq)!;
  await page.goto(`/en/roaster/roasting/result/compare?ids=${tasted.roasting_result_seq},${other.roasting_result_seq}`);
  const count = page.getByTestId('compare-cups-roastery_count').locator('td').first();
  await expect(count).toHaveText(/^[1-9]\d*$/);
  const n = Number(await count.textContent());
  // The cafes' and drinkers' counts are no links.
  await expect(page.getByTestId('compare-cups-cafes_count').getByTestId('compare-cup-link')).toHaveCount(0);
  await count.getByTestId('compare-cup-link').click();
  const dialog = page.getByTestId('cup-notes-dialog');
  await expect(dialog.getByTestId('cup-note')).toHaveCount(n);
  await expect(dialog).toContainText("Cafes' and drinkers' notes are theirs");
  const shown = dialog.getByTestId('cup-note').filter({ hasText: String(tasted.cupnote_name) });
  await expect(shown).toContainText('Roast QC notes');
  await shown.click();
  await expect(page).toHaveURL(new RegExp(`/roaster/qc/roasting/${String(note.cupnote_seq)}$`));
  await expect(page.getByTestId('entity-title')).toHaveText('Roast QC notes');
});
