import { MESSAGES } from '@beantrail/contracts';
import { expect, test } from '@playwright/test';
import { signIn } from './support';

/**
 * The user's info page (/user/userinfo) and changing the password (docs/SECURITY.md). The demo
 * `tester` changes it and changes it back, so later tests keep the demo password.
 */
test('a member changes the password at 390 px in en, signs in with it, and changes it back in kr', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await signIn(page, 'tester', undefined, '/en');
  await page.goto('/en/user/userinfo');
  await expect(page.getByTestId('userinfo-user-id')).toHaveText('tester');
  const form = page.getByTestId('password-form');
  const fill = async (current: string, next: string, confirm: string) => {
    await form.getByTestId('input-user_pass').fill(current);
    await form.getByTestId('input-user_pass_new').fill(next);
    await form.getByTestId('input-user_pass_confirm').fill(confirm);
    await form.getByTestId('password-submit').click();
  };

  // The browser's checks, then the server's: a wrong current password changes nothing.
  await fill('beantrail', 'coffee-2026', 'coffee-2062');
  await expect(form).toContainText(MESSAGES.password_mismatch.en);
  await fill('beantrail', 'short', 'short');
  await expect(form).toContainText(MESSAGES.password_rule.en);
  await fill('not-my-password', 'coffee-2026', 'coffee-2026');
  await expect(form).toContainText(MESSAGES.password_wrong.en);
  await fill('beantrail', 'coffee-2026', 'coffee-2026');
  await expect(page.getByTestId('password-changed')).toHaveText(MESSAGES.password_changed.en);
  await expect(form.getByTestId('input-user_pass')).toHaveValue('');
  // This tab keeps its (renewed) session.
  await page.reload();
  await expect(page.getByTestId('userinfo-user-id')).toHaveText('tester');

  await page.getByTestId('btn-signout').click();
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'tester', 'coffee-2026');
  await page.goto('/user/userinfo');
  await form.getByTestId('input-user_pass').fill('coffee-2026');
  await form.getByTestId('input-user_pass_new').fill('beantrail');
  await form.getByTestId('input-user_pass_confirm').fill('beantrail');
  await form.getByTestId('password-submit').click();
  await expect(page.getByTestId('password-changed')).toHaveText(MESSAGES.password_changed.kr);
});
