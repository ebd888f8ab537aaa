import { MESSAGES } from '@beantrail/contracts';
import { expect, test } from './fixtures';
import { listReady } from './admin-support';
import { chooseIn, fillIn, openFirstRow, saveOk } from './roaster-support';
import { signIn } from './support';

/**
 * Spec 002 §3 "Equipment (cafe and user): … equip_auth (cafe only; selector labelled select_auth)"
 * and 001 §3 Roaster equipment equip_auth: the person in charge is chosen among the cafe's or
 * roastery's members (staff holding a role), not typed; a user's own equipment has no such field.
 */
test("kr at 1280 px: a cafe's grinder gets its person in charge from the cafe's staff", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'cafe');
  await page.goto('/cafe/item/equip/write');
  await chooseIn(page, page.getByTestId('field-equip_type'), 'GRND');
  await fillIn(page.locator('body'), 'equip_name_locale', '바 그라인더');
  await fillIn(page.locator('body'), 'equip_name', 'Bar grinder');
  const person = page.getByTestId('field-equip_auth');
  await expect(person).toContainText('담당자 선택');
  // The members (owner and barista), not the applicant waiting in the sign-up list ("Weekend barista").
  await person.locator('[role="combobox"]').first().click();
  const offered = await page
    .locator('[role="listbox"] li[data-value]')
    .evaluateAll((els) => els.filter((e) => e.getAttribute('data-value')).map((e) => e.textContent?.trim() ?? ''));
  await page.keyboard.press('Escape');
  expect(offered).toEqual(expect.arrayContaining(['Cafe Owner', 'Barista']));
  expect(offered.join('|')).not.toMatch(/Weekend barista|Paid/i);
  await chooseIn(page, person, { text: 'Barista' });
  await saveOk(page, MESSAGES.save_ok.kr);
  await listReady(page);
  await openFirstRow(page, '바 그라인더');
  await expect(page.getByTestId('view-equip_auth')).toHaveText('Barista');
});

test("en at 390 px: a roastery's machine offers the roastery's staff; a drinker's own kettle has no person in charge", async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'roaster', undefined, '/en');
  await page.goto('/en/roaster/item/equip/write');
  const person = page.getByTestId('field-equip_auth');
  await expect(person).toContainText('Person in charge');
  await chooseIn(page, person, { text: 'Roastery Manager' });
  await expect(person).toContainText('Roastery Manager');
  const drinker = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await signIn(drinker, 'user', undefined, '/en');
  await drinker.goto('/en/user/item/equip/write');
  await expect(drinker.getByTestId('entity-detail-userEquip')).toHaveAttribute('data-mode', 'write');
  await expect(drinker.getByTestId('field-equip_type')).toBeVisible();
  await expect(drinker.getByTestId('field-equip_auth')).toHaveCount(0);
});
