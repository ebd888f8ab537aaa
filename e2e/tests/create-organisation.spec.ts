import { MESSAGES } from '@beantrail/contracts';
import { expect, test } from './fixtures';
import { fill, saveAndReadCheck } from './admin-support';
import { signIn } from './support';

/**
 * Spec 002 §2.1 (creation pages), §5 (both names required), §6 (caps) as a new member would meet
 * them: no cafe yet, the cafe area offers to create one, and the new cafe is theirs at once.
 * Only the demo `tester` creates here, so other tests' accounts keep their roles.
 */
test('a member with no cafe creates one from the prompt and lands in it as owner (kr, 1280 px)', async ({ page }) => {
  await signIn(page, 'tester');
  await page.goto('/cafe');
  await expect(page.getByTestId('role-required-cafe')).toBeVisible();
  await page.getByTestId('role-required-cafe').getByRole('link').click();
  await expect(page).toHaveURL(/\/cafe\/create$/);
  await expect(page.getByTestId('entity-detail-cafeCreate')).toHaveAttribute('data-mode', 'write');
  // §9 defaults: an independent cafe in Korea.
  await expect(page.getByTestId('field-cafe_type')).toContainText('개인 카페');
  await expect(page.getByTestId('btn-list')).toHaveCount(0);
  await expect(page.getByTestId('btn-remove')).toHaveCount(0);

  // §5: the Korean name is checked first, in Korean.
  let check = await saveAndReadCheck(page);
  expect(check.message).toBe(MESSAGES.field_required.kr);
  expect(check.field).toMatch(/^카페 이름\(한국어\)/);
  await fill(page, 'cafe_name_locale', '모퉁이 커피');
  check = await saveAndReadCheck(page);
  expect(check.field).toMatch(/^카페 이름\(영어\)/);
  await fill(page, 'cafe_name', 'Corner Coffee');
  await page.getByTestId('btn-save').click();

  // The role list is loaded again with the new cafe selected; its pages are in the menu.
  await expect(page).toHaveURL(/\/cafe\/home$/);
  await expect(page.getByTestId('landing-title')).toHaveText('모퉁이 커피');
  await expect(page.getByTestId('landing-name-other')).toHaveText('Corner Coffee');
  await expect(page.getByTestId('landing-role')).toHaveText('대표(오너)');
  await expect(page.getByTestId('role-select-cafe').locator('option:checked')).toContainText(
    '모퉁이 커피 · 대표(오너)',
  );
  await expect(page.getByTestId('subnav-cafe-coffeebean')).toBeVisible();
  // A group of the menu opens its first tab: the new cafe's (empty) bean list.
  await page.getByTestId('subnav-cafe-coffeebean').click();
  await expect(page).toHaveURL(/\/cafe\/coffeebean\/default$/);
  await expect(page.getByTestId('list-empty')).toBeVisible();
  // A TESTER may own five cafes (§6): the landing page offers another.
  await page.goto('/cafe');
  await expect(page.getByTestId('create-another-cafe')).toBeVisible();
});

test('one roastery per member: created at 390 px in en, then the page says no more (002 §6)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await signIn(page, 'tester', undefined, '/en');
  await page.goto('/en/roaster/create');
  await expect(page.getByTestId('entity-title')).toHaveText(/Create a roastery/);
  await fill(page, 'roaster_name_locale', '테스터 로스터스');
  await fill(page, 'roaster_name', 'Tester Roasters');
  await fill(page, 'roaster_detail', 'Small batches on Fridays.');
  await page.getByTestId('btn-save').click();
  await expect(page).toHaveURL(/\/en\/roaster\/home$/);
  await expect(page.getByTestId('landing-title')).toHaveText('Tester Roasters');
  await expect(page.getByTestId('landing-name-other')).toHaveText('테스터 로스터스');
  await expect(page.getByTestId('landing-role')).not.toContainText('OWN');
  await expect(page.getByTestId('landing-role')).toHaveText(/Owner/);
  await expect(page.getByTestId('create-another-roaster')).toHaveCount(0);

  await page.goto('/en/roaster/create');
  await expect(page.getByTestId('create-limit-roaster')).toHaveText(new RegExp(MESSAGES.create_limit_roaster.en));
  await expect(page.getByTestId('entity-detail-roasterCreate')).toHaveCount(0);
});
