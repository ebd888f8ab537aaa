import { MESSAGES } from '@beantrail/contracts';
import { expect, type Page, test } from './fixtures';
import { listReady } from './admin-support';
import { clickWheelNode, downloadedBytes, PNG_SIGNATURE } from './public-support';
import { chooseIn, openFirstRow, saveOk } from './roaster-support';
import { signIn } from './support';

/** The six scores as the radar draws them (acidity, aroma, balance, body, flavor, sweetness). */
async function radarValues(page: Page): Promise<number[]> {
  const raw = await page.getByTestId('cupnote-radar').getAttribute('data-values');
  return (JSON.parse(raw ?? '[[]]') as number[][])[0];
}

const scoreInput = (page: Page, name: string) =>
  page.getByTestId(`field-${name}`).locator('input[inputmode="decimal"], input[type="number"]').last();

/**
 * Spec 001 §2 "Roaster QC cupnote screens", §3 Scoring, §4 (cup-note reset, wheel rotation, PNG
 * export named prefix + YYYYMMDDHHmmss, blending results only after a month), §5, §6 — as a roaster
 * QC user (the demo roastery's ROASTER staff) would: a cup note of the House Blend lot written from
 * the brewing cup-note list, rated, flavors picked on the wheel, reset, the wheel exported, saved,
 * and read again in English on a phone.
 */
test('a QC user notes the House Blend lot: rate, wheel flavors, reset, PNG export; reopened in en at 390 px (001 §2–§6)', async ({
  page,
}) => {
  await signIn(page, 'roaster.staff');
  await page.goto('/roaster/qc/blendingresult');
  await listReady(page);
  // The demo notes of the lot are listed (§2 columns: date, days, name, loss, grinder, dose, beverage, main).
  await expect(page.getByTestId('list-row').filter({ hasText: '하우스 블렌드 – 출고 커핑' })).toHaveCount(1);
  await page.getByTestId('list-write').click();
  await expect(page.getByTestId('entity-detail-qcBlendingResult')).toHaveAttribute('data-mode', 'write');

  // §4: the month is chosen (this month by default), then the lot among that month's lots.
  await expect(page.getByTestId('field-blending_result_month').locator('input')).toHaveValue(/^\d{4}-\d{2}$/);
  await chooseIn(page, page.getByTestId('field-blending_result_seq'), { text: '빈트레일 하우스 블렌드' });
  // Choosing the lot copies its names, date and losses.
  await expect(page.getByTestId('field-cupnote_name_locale').locator('input')).toHaveValue('빈트레일 하우스 블렌드');
  await expect(page.getByTestId('view-blending_result_date')).not.toHaveText('—');
  await page.getByTestId('field-cupnote_name_locale').locator('input').fill('E2E 하우스 블렌드 커핑');
  await page.getByTestId('field-cupnote_name').locator('input').fill('E2E House Blend cupping');
  // Not a ROASTER's to set (§6): shown, not editable.
  await expect(page.getByTestId('field-cupnote_main').locator('input')).toHaveCount(0);

  // Rate: every score starts unset (no radar, no thumb), so an untouched note is no perfect cup.
  await expect(page.getByTestId('cupnote-radar')).toHaveCount(0);
  await expect(page.getByTestId('field-cupnote_body_point').locator('[data-unset="true"]')).toHaveCount(1);
  await scoreInput(page, 'cupnote_body_point').fill('6');
  await scoreInput(page, 'cupnote_satis').fill('7');
  await expect.poll(() => radarValues(page)).toEqual([0, 0, 0, 6, 0, 0]);

  // Flavors on the wheel, turned and exported.
  await page.getByTestId('field-cupnote_flavor_wheel_use').locator('input').check();
  await clickWheelNode(page, 'FL010306');
  await clickWheelNode(page, 'FL0702');
  await expect(page.getByTestId('wheel-chip-FL010306')).toHaveText('사과 · Apple');
  await expect(page.getByTestId('wheel-chip-FL0702')).toBeVisible();
  await page.getByTestId('wheel-rotation').locator('input').focus();
  await page.keyboard.press('End');
  await expect(page.getByTestId('flavor-wheel-rotor')).toHaveAttribute('transform', 'rotate(180)');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('wheel-export-png').click()]);
  expect(download.suggestedFilename()).toMatch(/^cupnote_\d{14}\.png$/);
  expect((await downloadedBytes(download)).subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  await page.getByTestId('field-cupnote_aftertaste_list').getByRole('checkbox').first().check();

  // §4 reset: every point to the satisfaction (7), lists cleared, the wheel off and unturned.
  await page.getByTestId('cupnote-reset').click();
  await expect.poll(() => radarValues(page)).toEqual([7, 7, 7, 7, 7, 7]);
  await expect(page.getByTestId('section-wheel')).toHaveCount(0);
  await expect(page.getByTestId('field-cupnote_aftertaste_list').getByRole('checkbox', { checked: true })).toHaveCount(
    0,
  );
  await page.getByTestId('field-cupnote_flavor_wheel_use').locator('input').check();
  await expect(page.getByTestId('flavor-wheel-rotor')).toHaveAttribute('transform', 'rotate(0)');
  await expect(page.getByTestId('wheel-chip-FL010306')).toHaveCount(0);
  await clickWheelNode(page, 'FL0801');
  await scoreInput(page, 'cupnote_flavor_point').fill('9');
  await saveOk(page, MESSAGES.save_ok.kr);

  // Reopened in English on a phone: the note as saved.
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/en/roaster/qc/blendingresult');
  await listReady(page);
  await openFirstRow(page, 'E2E House Blend cupping');
  await expect(page.getByTestId('view-cupnote_name')).toHaveText('E2E House Blend cupping');
  await expect.poll(() => radarValues(page)).toEqual([7, 7, 7, 7, 9, 7]);
  await expect(page.getByTestId('wheel-chip-FL0801')).toHaveText('Brown sugar · 흑설탕');
  await expect(page.getByTestId('wheel-chip-FL0801').locator('.MuiChip-deleteIcon')).toHaveCount(0);
  await expect(page.getByTestId('view-brewing_date_term')).toHaveText(/\d/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('the owner sets the main flag and the brewing record runs its timer; the QC recipe list is the roastery’s (001 §3, §4, §6)', async ({
  page,
}) => {
  await signIn(page, 'roaster');
  await page.goto('/roaster/qc/blendingresult/write');
  await expect(page.getByTestId('field-cupnote_main').locator('input')).toBeEnabled();
  await page.getByTestId('field-brewing_result_use').locator('input').check();
  await chooseIn(page, page.getByTestId('field-brewing_seq'), { text: 'QC 에스프레소 1:2' });
  // The recipe's record is copied, steps included (its step switch is on).
  await expect(page.getByTestId('field-brewing_bean_mass').locator('input')).toHaveValue('18');
  await expect(page.getByTestId('brew-cumulative-step2')).toHaveText('누적 52 g');
  // §5: calculated = end 36 g − pours (2 + 32 g).
  await expect(page.getByTestId('view-brewing_result_calc')).toContainText('2');
  // §4: clearing the date, then starting the brew fills it and runs the timer until the end term is set.
  await page
    .getByTestId('field-cupnote_date')
    .getByRole('button', { name: /clear|지우기/i })
    .click();
  await expect(page.getByTestId('field-cupnote_date').locator('input')).toHaveValue('');
  await page.getByTestId('field-brewing_end_term').locator('input').fill('');
  await page.getByTestId('brew-start').click();
  await expect(page.getByTestId('brew-timer')).toBeVisible();
  await expect(page.getByTestId('field-cupnote_date').locator('input')).not.toHaveValue('');
  await page.getByTestId('brew-now-end').click();
  await expect(page.getByTestId('brew-timer')).toHaveCount(0);
  await page.goto('/roaster/qc/brewingdefault');
  await listReady(page);
  await expect(page.getByTestId('list-row')).toHaveCount(2);
});
