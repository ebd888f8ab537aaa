import { expect, test } from './fixtures';
import { signIn } from './support';

/**
 * Spec 001 §3 "User basic info: user_img, user_seq, user_provider, user_type, user_name, user_email,
 * user_id, user_uuid, user_serial, rgst_at, edit_at, user_use (SADMIN only)": the profile shows them
 * read only; an account made with an id and a password has no picture or e-mail from a provider.
 */
test('kr at 1280 px: the profile shows how the account signs in, its uuid and its serial', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'user');
  await page.goto('/user/userinfo');
  await expect(page.getByTestId('view-user_id')).toHaveText('user');
  await expect(page.getByTestId('view-user_provider')).toHaveText('아이디와 비밀번호');
  await expect(page.getByTestId('view-user_uuid')).toHaveText(
    /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
  );
  await expect(page.getByTestId('view-user_serial')).toHaveText(/^[A-Za-z0-9_-]{22}$/);
  await expect(page.getByTestId('view-user_email')).toBeVisible();
  // None of them is the user's to change.
  await page.getByTestId('btn-edit').click();
  for (const name of ['user_provider', 'user_uuid', 'user_serial', 'user_email', 'user_img'])
    await expect(page.getByTestId(`field-${name}`).locator('input')).toHaveCount(0);
});

test("en at 390 px: the labels, and the account's use flag only for SADMIN (001 §6)", async ({ page, browser }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'paid', undefined, '/en');
  await page.goto('/en/user/userinfo');
  await expect(page.getByTestId('view-user_provider')).toHaveText('ID and password');
  await expect(page.getByTestId('entity-detail-userBasicInfo')).toContainText('Account serial');
  await expect(page.getByTestId('view-user_use')).toHaveCount(0);
  const sadmin = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await signIn(sadmin, 'sadmin', undefined, '/en');
  await sadmin.goto('/en/user/userinfo');
  await expect(sadmin.getByTestId('view-user_use')).toBeVisible();
  await expect(sadmin.getByTestId('view-user_serial')).toHaveText(/^[A-Za-z0-9_-]{22}$/);
});
