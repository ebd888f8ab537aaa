import { MESSAGES } from '@beantrail/contracts';
import { expect, test } from './fixtures';
import { chooseOption } from './admin-support';
import { signIn } from './support';

const GALLERY = '/setting/dev/widgets';

test.describe('field widgets in edit and view mode (spec 000 §2 Reusable field widgets, §4, §9)', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto(GALLERY);
    await expect(page.getByTestId('widget-gallery')).toHaveAttribute('data-mode', 'edit');
  });

  test('text widgets: byte counter, text before, unit after, tooltip, password toggle', async ({ page }) => {
    // The byte counter shows only from 80 % of the limit (36 of 45 bytes), not for a short text.
    await expect(page.getByTestId('field-text')).not.toContainText('/ 45');
    const text = page.locator('input[name="text"]');
    await text.fill('가'.repeat(12));
    await expect(page.getByTestId('field-text')).toContainText('36 / 45');
    // Over the byte limit in Hangul (3 bytes a letter: 16 letters are 48 bytes) the box turns red as typed.
    await expect(text).toHaveAttribute('aria-invalid', 'false');
    await text.fill('가'.repeat(16));
    await expect(page.getByTestId('field-text')).toContainText('48 / 45');
    await expect(text).toHaveAttribute('aria-invalid', 'true');
    await text.fill('커피');
    await expect(text).toHaveAttribute('aria-invalid', 'false');
    await expect(page.getByTestId('field-text')).toContainText('이름:');
    await expect(page.getByTestId('tooltip-text')).toBeVisible();
    await expect(page.getByTestId('field-mass')).toContainText('g');
    // Spec 000 §9: mass is scaled ×10, so the box steps by 0.1.
    await expect(page.locator('input[name="mass"]')).toHaveAttribute('data-step', '0.1');
    await expect(page.locator('input[name="password"]')).toHaveAttribute('type', 'password');
    await page.getByTestId('field-password').getByRole('button').click();
    await expect(page.locator('input[name="password"]')).toHaveAttribute('type', 'text');
    // Spec 000 §9: textarea default 1000 characters; this one is bounded lower by 3000 bytes.
    await expect(page.locator('textarea[name="textarea"]')).toHaveAttribute('maxlength', '1000');
  });

  test('choice widgets: slider and rating keep their number boxes in step; segmented; card', async ({ page }) => {
    const sliderBox = page.getByTestId('field-slider').locator('input[name="slider"]');
    await sliderBox.fill('70');
    await expect(page.getByTestId('field-slider').getByRole('slider')).toHaveAttribute('aria-valuenow', '70');
    // Half steps (000 §9): from 3.5 stars the arrow key moves by 0.5, and the number box follows.
    await page.locator('input[name="rating-stars"]:checked').focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('input[name="rating"]')).toHaveValue('4');
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('input[name="rating"]')).toHaveValue('4.5');
    // And the other way: the number box sets the stars.
    await page.locator('input[name="rating"]').fill('2');
    await expect(page.locator('input[name="rating-stars"]:checked')).toHaveAttribute('value', '2');
    await page.getByTestId('field-segment').getByRole('button', { name: '가' }).click();
    await expect(page.getByTestId('field-segment').getByRole('button', { name: '가' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const card = page.getByTestId('field-cards').getByRole('button', { name: '가' });
    await card.click();
    await expect(card).toHaveAttribute('aria-pressed', 'true');
  });

  test('spec 000 §4: "input direct" reveals the linked text field only while chosen', async ({ page }) => {
    await expect(page.locator('input[name="equip_etc"]')).toBeVisible();
    await chooseOption(page, 'equip', 'GRND');
    await expect(page.locator('input[name="equip_etc"]')).toHaveCount(0);
    await chooseOption(page, 'equip', 'ETC');
    await expect(page.locator('input[name="equip_etc"]')).toHaveValue('Hand grinder');
  });

  test('view mode shows values read-only: flags, option labels, dates, image placeholder, QR', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByTestId('gallery-view').click();
    await expect(page.getByTestId('widget-gallery')).toHaveAttribute('data-mode', 'view');
    await expect(page.locator('input[name="text"]')).toHaveCount(0);
    await expect(page.getByTestId('view-text')).toHaveText('이름: 커피');
    await expect(page.getByTestId('view-mass')).toHaveText('12.5 g');
    await expect(page.getByTestId('view-password')).not.toContainText('secret');
    await expect(page.getByTestId('view-check')).toHaveText('예');
    await expect(page.getByTestId('view-checks')).toHaveText('가, 다');
    await expect(page.getByTestId('view-countries')).toHaveText('에티오피아, 케냐');
    await expect(page.getByTestId('view-date')).toHaveText('2026-03-04');
    await expect(page.getByTestId('view-range')).toHaveText('2026-03-01 ~ 2026-03-31');
    // Spec 000 §8: an image that fails to load shows the empty placeholder.
    await expect(page.getByTestId('image-broken_image-empty')).toBeVisible();
    await expect(page.getByTestId('qr-qr').locator('canvas')).toBeVisible();
    await page.getByTestId('copy-copy').click();
    await expect(page.getByTestId('field-copy')).toContainText(MESSAGES.field_copy_ok.kr);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('BT-2026-0001');
  });

  test('date picker (@mui/x-date-pickers): a day picked in the calendar is stored and shown', async ({ page }) => {
    // The picker speaks the page's language (its Korean texts): open the calendar, pick the 15th.
    await page
      .getByTestId('field-date')
      .getByRole('button', { name: /날짜를 선택하세요/ })
      .click();
    const calendar = page.getByRole('dialog');
    await expect(calendar.getByRole('gridcell', { name: '4', exact: true })).toHaveAttribute('aria-selected', 'true');
    await calendar.getByRole('gridcell', { name: '15', exact: true }).click();
    // Each step waited for: the calendar closes on the pick and the field holds the new day (its
    // Korean format) before the switch to view mode, so a failure says which step did not happen.
    await expect(calendar).toHaveCount(0);
    // Written as the lists and views write it (001 §9, 002 §9: YYYY-MM-DD), not the locale's way.
    await expect(page.locator('input[name="date"]')).toHaveValue('2026-03-15');
    await page.getByTestId('gallery-view').click();
    await expect(page.getByTestId('view-date')).toHaveText('2026-03-15');
  });

  test('date fields are written YYYY-MM-DD in English too, never en-US MM/DD/YYYY (001 §9, 002 §9)', async ({
    page,
  }) => {
    await page.getByTestId('btn-lang-en').click();
    await expect(page).toHaveURL(/\/en\/setting\/dev\/widgets/);
    await expect(page.getByTestId('field-date').getByRole('button', { name: /Choose date/ })).toBeVisible();
    await expect(page.locator('input[name="date"]')).toHaveValue('2026-03-04');
    // Typed by its sections in that order: year, month, day.
    const sections = page.getByTestId('field-date').locator('[role="spinbutton"]');
    await expect(sections.nth(1)).toHaveAttribute('aria-valuemax', '12');
    await expect(sections.nth(2)).toHaveAttribute('aria-valuemax', '31');
    await sections.nth(2).click();
    await page.keyboard.type('21');
    await expect(page.locator('input[name="date"]')).toHaveValue('2026-03-21');
    await page.getByTestId('gallery-view').click();
    await expect(page.getByTestId('view-date')).toHaveText('2026-03-21');
  });
});
