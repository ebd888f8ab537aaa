import { expect, type Page } from './fixtures';

export const DEMO_PASSWORD = 'beantrail';

/** Signs in through the sign-in page, as a user would (spec 000 §2 /user/signin). */
export async function signIn(page: Page, userId: string, password = DEMO_PASSWORD, localePrefix = ''): Promise<void> {
  await page.goto(`${localePrefix}/user/signin`);
  await page.locator('input[name="user_id"]').fill(userId);
  await page.locator('input[name="user_pass"]').fill(password);
  await page.getByTestId('signin-submit').click();
  await expect(page.getByTestId('btn-signout')).toBeVisible();
}

/**
 * Signs out from the tool bar and waits for the reload that follows (000 §4): navigating while it
 * is under way aborts the navigation.
 */
export async function signOut(page: Page): Promise<void> {
  await page.getByTestId('btn-signout').click();
  await expect(page.getByTestId('btn-signout')).toHaveCount(0);
  await expect(page.getByTestId('btn-signin')).toBeVisible();
  await page.waitForLoadState('load');
}

/** Picks a value in one of the tool bar's selects, whatever control renders it. */
export async function choose(page: Page, testId: string, value: string): Promise<void> {
  const control = page.getByTestId(testId);
  const tag = await control.evaluate((el) => el.tagName.toLowerCase());
  if (tag === 'select') {
    await control.selectOption(value);
    return;
  }
  const native = control.locator('select');
  if (await native.count()) {
    await native.selectOption(value);
    return;
  }
  const hidden = control.locator('input');
  await ((await hidden.count()) ? control.locator('[role="combobox"]').first() : control).click();
  await page.locator(`[role="option"][data-value="${value}"]`).click();
}
