import { expect, test } from './fixtures';
import { DEMO_PASSWORD, signIn } from './support';

// 002 §2.13 "admin sign-in page", 000 §7 GET /api/code/reload, 001 §4 "SADMIN and ADMIN reload code
// lists at once; the local code cache can be cleared".
test.describe("the administrators' door and their code reload", () => {
  test("en: a guest in Settings is sent to the administrators' sign-in page, and comes back to the page after signing in", async ({
    page,
  }) => {
    await page.goto('/en/setting/map/country');
    await page.getByTestId('status-signin').click();
    await expect(page).toHaveURL(/\/en\/setting\/signin\?from=%2Fen%2Fsetting%2Fmap%2Fcountry$/);
    await expect(page.getByRole('heading', { name: 'Administrator sign-in' })).toBeVisible();
    await expect(page.getByTestId('signin-to-signup')).toHaveCount(0);
    await page.locator('input[name="user_id"]').fill('admin');
    await page.locator('input[name="user_pass"]').fill(DEMO_PASSWORD);
    await page.getByTestId('signin-submit').click();
    await expect(page).toHaveURL(/\/en\/setting\/map\/country$/);
    await expect(page.getByTestId('btn-signout')).toBeVisible();
  });

  test("kr: an account that is no administrator's is refused with the message, and is not signed in; an administrator lands in Settings", async ({
    page,
  }) => {
    await page.goto('/setting/signin');
    await expect(page.getByRole('heading', { name: '관리자 로그인' })).toBeVisible();
    await page.locator('input[name="user_id"]').fill('roaster');
    await page.locator('input[name="user_pass"]').fill(DEMO_PASSWORD);
    await page.getByTestId('signin-submit').click();
    const dialog = page.getByTestId('signin-denied-dialog');
    await expect(dialog).toContainText('관리자 계정만 이 페이지에서 로그인할 수 있습니다');
    await page.getByTestId('signin-denied-close').click();
    expect((await (await page.request.get('/api/sign/me')).json()).result).toBeNull();
    await page.locator('input[name="user_id"]').fill('sadmin');
    await page.locator('input[name="user_pass"]').fill(DEMO_PASSWORD);
    await page.getByTestId('signin-submit').click();
    await expect(page).toHaveURL(/\/setting$/);
    await expect(page.getByTestId('landing-code-count')).toBeVisible();
  });

  test("Settings' code reload empties the server's cache and this browser's code lists, and says so", async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await page.goto('/en/setting');
    const simple: number[] = [];
    await expect(page.getByTestId('code-reload')).toBeVisible();
    const reloads = page.waitForResponse((r) => r.url().endsWith('/api/code/reload') && r.request().method() === 'GET');
    await page.getByTestId('code-reload').click();
    expect((await reloads).status()).toBe(200);
    await expect(page.getByTestId('code-reload-result')).toHaveText('Codes reloaded');
    // The next page with selects asks the server for its codes again (the browser kept none).
    page.on('request', (r) => r.url().endsWith('/api/code/simple') && simple.push(1));
    // The cafes' list shows each cafe's type by its code's name.
    await page.goto('/en/setting/company/cafe');
    await page.getByTestId('list-row').first().waitFor();
    await expect.poll(() => simple.length).toBeGreaterThan(0);
    // A failure says so too.
    await page.goto('/en/setting');
    await page.route('**/api/code/reload', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ status: '503', description: 'db_unavailable', result: null }),
      }),
    );
    await page.getByTestId('code-reload').click();
    await expect(page.getByTestId('code-reload-result')).toHaveText('Codes could not be reloaded');
  });

  test("anyone else confirms a select's reload first (000 §6 refresh, refresh_select_detail); cancelled, nothing is asked", async ({
    page,
  }) => {
    await signIn(page, 'roaster', undefined, '/en');
    await page.goto('/en/roaster/item/equip/write');
    const reload = page.getByTestId('reload-equip_type');
    // The form's own code lists are loaded first; only what the reload asks counts.
    await page.waitForLoadState('networkidle');
    let asked = 0;
    page.on('request', (r) => r.url().endsWith('/api/code/simple') && asked++);
    await reload.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Reload');
    await expect(dialog).toContainText('Load this option list from the server again?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    expect(asked).toBe(0);
    await expect(reload).toBeEnabled();
    await reload.click();
    const request = page.waitForRequest((r) => r.url().endsWith('/api/code/simple'));
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await request;
    await expect(reload).toBeDisabled();
    await expect(reload).toBeEnabled({ timeout: 3000 });
  });
});
