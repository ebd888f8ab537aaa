import { expect, test } from './fixtures';
import { DEMO_PASSWORD, signIn } from './support';

test.describe('sign-in (spec 000 §2 "/user/signin", §5 payload rules, §8 failed sign-in)', () => {
  test('roaster signs in with the demo password, sees the roaster menu, then signs out', async ({ page }) => {
    await signIn(page, 'roaster');
    await expect(page.getByTestId('menu-roaster')).toBeVisible();
    await page.getByTestId('btn-signout').click();
    await expect(page.getByTestId('btn-signin')).toBeVisible();
    await expect(page.getByTestId('menu-roaster')).toHaveCount(0);
    // The session cookie is gone on the server too: the area asks for sign-in again.
    await page.goto('/roaster');
    await expect(page.getByTestId('btn-signin')).toBeVisible();
  });

  test('a wrong password opens the signin_denied dialog and does not sign in', async ({ page }) => {
    await page.goto('/en/user/signin');
    await page.locator('input[name="user_id"]').fill('roaster');
    await page.locator('input[name="user_pass"]').fill('not-the-password');
    await page.getByTestId('signin-submit').click();
    const dialog = page.getByTestId('signin-denied-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Sign-in failed');
    await expect(dialog).toContainText('The user id or password is not correct');
    await expect(page.getByTestId('btn-signout')).toHaveCount(0);
  });

  test('submit is offered only when both fields are non-blank after trimming', async ({ page }) => {
    await page.goto('/user/signin');
    const submit = page.getByTestId('signin-submit');
    await page.locator('input[name="user_id"]').fill('   ');
    await page.locator('input[name="user_pass"]').fill(DEMO_PASSWORD);
    await expect(submit).toBeDisabled();
    await page.locator('input[name="user_id"]').fill('roaster');
    await expect(submit).toBeEnabled();
  });

  test('an already signed-in user is told so on the sign-in page', async ({ page }) => {
    await signIn(page, 'user');
    await page.goto('/user/signin');
    await expect(page.getByText('이미 로그인되어 있습니다')).toBeVisible();
    await expect(page.locator('input[name="user_id"]')).toHaveCount(0);
  });
});
