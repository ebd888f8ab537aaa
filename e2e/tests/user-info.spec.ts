import { MESSAGES } from '@beantrail/contracts';
import { expect, test } from './fixtures';
import { signIn, signOut } from './support';

/**
 * The user's info page (/user/userinfo) and changing the password (docs/SECURITY.md:
 * at least 12 characters, not a common one). The demo `tester` changes it in the form; the demo
 * password, too short for the form, is put back through the API, as demo mode allows for demo
 * accounts only, so later tests keep it.
 */
test('a member changes the password at 390 px in en, signs in with it (kr, 1280 px), and the demo password is put back', async ({
  page,
}) => {
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
  const fresh = 'roast-curve-2026';

  // The browser's checks, then the server's: a wrong current password changes nothing.
  await expect(form).toContainText('12 to 128 characters');
  await fill('beantrail', fresh, 'roast-curve-2062');
  await expect(form).toContainText(MESSAGES.password_mismatch.en);
  await fill('beantrail', 'coffee-2026', 'coffee-2026');
  await expect(form).toContainText(MESSAGES.password_rule.en);
  // The refusal names the part that is too common.
  await fill('beantrail', 'password1234', 'password1234');
  await expect(form).toContainText(MESSAGES.password_common_part.en.replace('{{part}}', 'password'));
  await fill('beantrail', 'tester-2026!', 'tester-2026!');
  await expect(form).toContainText(MESSAGES.password_common_part.en.replace('{{part}}', 'tester'));
  await fill('beantrail', 'Coffee-2026!', 'Coffee-2026!');
  await expect(form).toContainText(MESSAGES.password_common_part.en.replace('{{part}}', 'Coffee'));
  await fill('not-my-password', fresh, fresh);
  await expect(form).toContainText(MESSAGES.password_wrong.en);
  await fill('beantrail', fresh, fresh);
  await expect(page.getByTestId('password-changed')).toHaveText(MESSAGES.password_changed.en);
  await expect(form.getByTestId('input-user_pass')).toHaveValue('');
  // This tab keeps its (renewed) session.
  await page.reload();
  await expect(page.getByTestId('userinfo-user-id')).toHaveText('tester');

  await signOut(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'tester', fresh);
  await page.goto('/user/userinfo');
  await expect(form).toContainText('12자 이상');
  await fill(fresh, 'beantrail', 'beantrail');
  await expect(form).toContainText(MESSAGES.password_rule.kr);
  // Demo mode only: a demo account may take the demo password back (docs/SECURITY.md).
  const back = await page.request.post('/api/user/password', {
    data: { user_pass: fresh, user_pass_new: 'beantrail' },
  });
  expect(back.status()).toBe(200);
  await signOut(page);
  await signIn(page, 'tester');
});
