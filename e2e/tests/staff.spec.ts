import { MESSAGES } from '@beantrail/contracts';
import { expect, test } from './fixtures';
import { chooseOption, listReady } from './admin-support';
import { openFirstRow, saveOk } from './roaster-support';
import { signIn, signOut } from './support';

/**
 * Spec 002 §2.2, §2.11, §4 as a cafe owner looks after staff: the waiting application (the demo
 * `paid` member) is taken on as a barista, shows on the staff list, and is later let go.
 * Only the applicant's membership changes here, so the other tests' accounts keep their roles.
 */
test('the owner takes an applicant on (kr, 1280 px) and lets them go (en, 390 px)', async ({ page }) => {
  await signIn(page, 'cafe');
  await page.goto('/cafe/staff/signup');
  await listReady(page);
  // Other scenarios may have applied too (events.spec): this one looks after the demo applicant.
  await expect(page.getByTestId('list-row').filter({ hasText: 'Weekend barista' })).toHaveCount(1);
  await openFirstRow(page, 'Weekend barista');
  await expect(page.getByTestId('view-cafe_user_desc')).toContainText('free on Saturdays');
  await page.getByTestId('btn-edit').click();
  // The applicant's own words are theirs: shown, not editable.
  await expect(page.getByTestId('field-cafe_user_nick').locator('input')).toHaveCount(0);
  await chooseOption(page, 'user_auth', 'BARISTA');
  await saveOk(page, MESSAGES.save_ok.kr);

  await page.goto('/cafe/staff/signup');
  await listReady(page);
  await expect(page.getByTestId('list-row').filter({ hasText: 'Weekend barista' })).toHaveCount(0);
  await page.getByTestId('subnav-cafe-staff').click();
  await expect(page).toHaveURL(/\/cafe\/staff\/user$/);
  // 002 §2.11: the staff list's role filter offers BARISTA, SAST, MNG, SMNG, OWN (the owner among them).
  await expect
    .poll(() =>
      page
        .getByTestId('list-search-0')
        .locator('option')
        .evaluateAll((els) => els.map((e) => (e as HTMLOptionElement).value)),
    )
    .toEqual(['', 'BARISTA', 'SAST', 'MNG', 'SMNG', 'OWN']);
  await listReady(page);
  await expect(page.getByTestId('list-row').filter({ hasText: 'Weekend barista' })).toContainText('바리스타');
  // The owner's own membership is not edited here.
  await openFirstRow(page, 'Cafe Owner');
  await expect(page.getByTestId('btn-edit')).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/en/cafe/staff/user');
  await listReady(page);
  await openFirstRow(page, 'Weekend barista');
  await page.getByTestId('btn-edit').click();
  await chooseOption(page, 'user_auth', 'FIRE');
  await saveOk(page, MESSAGES.save_ok.en);
  await page.goto('/en/cafe/staff/etc');
  await listReady(page);
  await expect(page.getByTestId('list-row').filter({ hasText: 'Weekend barista' })).toContainText('Dismissed');
});

test('a roastery manager is offered only the roles a manager may give (en, 1280 px; 002 §4)', async ({ page }) => {
  await signIn(page, 'roaster.mng', undefined, '/en');
  await page.goto('/en/roaster/staff/user');
  await listReady(page);
  await openFirstRow(page, 'Roaster');
  await page.getByTestId('btn-edit').click();
  await page.getByTestId('field-user_auth').locator('[role="combobox"]').click();
  const offered = await page
    .locator('[role="listbox"] li[data-value]')
    .evaluateAll((items) => items.map((i) => i.getAttribute('data-value')).filter(Boolean));
  expect(offered).toEqual(['ROASTER', 'SAST', 'MNG', 'FIRE']);
});

/**
 * Nobody changes a member whose role ranks at or above their own. The owner makes
 * the demo roaster a senior manager; the roastery's manager then finds no edit button on that
 * member (nor on the owner), while the owner still has one; the owner puts the role back.
 */
test('a manager is offered no edit on a senior manager; the owner is (kr and en, 1280 px)', async ({ page }) => {
  const member = (name: string) =>
    page
      .getByTestId('list-row')
      .filter({ has: page.getByText(name, { exact: true }) })
      .first();
  const open = async (name: string) => {
    await listReady(page);
    await member(name).click();
    await expect(page.locator('[data-testid^="entity-detail-"]')).toHaveAttribute('data-mode', 'view');
  };
  await signIn(page, 'roaster');
  await page.goto('/roaster/staff/user');
  await open('Roaster');
  await page.getByTestId('btn-edit').click();
  await chooseOption(page, 'user_auth', 'SMNG');
  await saveOk(page, MESSAGES.save_ok.kr);

  await signOut(page);
  await signIn(page, 'roaster.mng', undefined, '/en');
  await page.goto('/en/roaster/staff/user');
  await open('Roaster');
  await expect(page.getByTestId('view-user_auth')).toContainText(/senior manager/i);
  await expect(page.getByTestId('btn-edit')).toHaveCount(0);

  await signOut(page);
  await signIn(page, 'roaster');
  await page.goto('/roaster/staff/user');
  await open('Roaster');
  await page.getByTestId('btn-edit').click();
  await chooseOption(page, 'user_auth', 'ROASTER');
  await saveOk(page, MESSAGES.save_ok.kr);
});
