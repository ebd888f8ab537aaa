import { expect as baseExpect, test } from './fixtures';
import { listReady } from './admin-support';
import { signIn } from './support';

// The machine running the suite may be busy: a remote's first load can take longer than 10 s.
const expect = baseExpect.configure({ timeout: 25_000 });

/**
 * Roast comparison (docs/ROASTER.md): tick two roasting results, "Compare", and the overlaid curves,
 * the phase table and the cups show at 1280 px; the same address read at 390 px keeps the chart at
 * full width and scrolls the table sideways inside its card, not the page.
 */
test('choose two roasts, compare them, read the comparison at 1280 and 390 px', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'roaster', undefined, '/en');
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
