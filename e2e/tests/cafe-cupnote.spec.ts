import { MESSAGES } from '@beantrail/contracts';
import { expect, test } from './fixtures';
import { listReady } from './admin-support';
import { chooseIn, openFirstRow, saveOk } from './roaster-support';
import { signIn } from './support';

/**
 * Spec 002 §2.8 and §6 as cafe staff note a bean's quality: the bean is picked from the cafe's beans
 * and its names arrive read only; a barista may not set the main flag, the owner may.
 */
test('a barista notes a bean at 390 px in en; the main switch is the owner’s (002 §2.8, §6)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await signIn(page, 'cafe.barista', undefined, '/en');
  await page.goto('/en/cafe/cupnote/coffeebean');
  await listReady(page);
  await expect(page.getByTestId('list-row').filter({ hasText: 'Kenya Nyeri AA' })).not.toHaveCount(0);
  await page.getByTestId('list-write').click();
  await expect(page.getByTestId('entity-detail-cafeCupnote')).toHaveAttribute('data-mode', 'write');
  // Not theirs to set: shown, not editable.
  await expect(page.getByTestId('view-cupnote_main')).toHaveText('No');
  await expect(page.getByTestId('field-cupnote_main').locator('input')).toHaveCount(0);
  await chooseIn(page, page.getByTestId('field-coffeebean_seq'), { text: 'Kenya Nyeri AA' });
  // Satisfaction starts unset, not at a perfect 10.
  await expect(page.getByTestId('field-cupnote_satis').locator('input[inputmode="decimal"]')).toHaveValue('');
  await page.getByTestId('field-cupnote_satis').locator('input[inputmode="decimal"]').fill('8');
  await page
    .getByTestId('field-cupnote_satis_detail')
    .locator('textarea')
    .first()
    .fill('Barista check: sweeter than last week.');
  await saveOk(page, MESSAGES.save_ok.en);
  await listReady(page);
  await openFirstRow(page, 'Kenya Nyeri AA');
  await expect(page.getByTestId('view-cupnote_name')).toHaveText('Kenya Nyeri AA');
  await expect(page.getByTestId('view-cupnote_satis_detail')).toContainText('sweeter than last week');
});

test('the owner may set the main flag in kr at 1280 px (002 §6)', async ({ page }) => {
  await signIn(page, 'cafe');
  await page.goto('/cafe/cupnote/coffeebean/write');
  await expect(page.getByTestId('field-cupnote_main').locator('input')).toBeEnabled();
  await expect(page.getByTestId('view-cupnote_main')).toHaveCount(0);
});
