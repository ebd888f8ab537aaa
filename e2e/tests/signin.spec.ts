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

  test("the page is the server's own document: no application until signed in, then the area of the first role", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await page.goto('/en/user/signin');
    await expect(page.getByTestId('signin-form')).toBeVisible();
    expect(scripts).toEqual([expect.stringMatching(/^\/page-actions\.[0-9a-f]{8}\.js$/)]);
    // Keyboard only: the id field has the focus, Enter in the password field sends the form.
    await expect(page.locator('input[name="user_id"]')).toBeFocused();
    await page.keyboard.type('roaster');
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/roaster$/);
    await expect(page.getByTestId('btn-signout')).toBeVisible();
  });

  test('a failed connection is ignored (spec 000 §8) and the form can be sent again', async ({ page }) => {
    await page.goto('/user/signin');
    await page.route('**/api/sign/signin', (route) => route.abort('connectionfailed'));
    await page.locator('input[name="user_id"]').fill('roaster');
    await page.locator('input[name="user_pass"]').fill(DEMO_PASSWORD);
    const submit = page.getByTestId('signin-submit');
    await submit.click();
    await expect(submit).toBeEnabled();
    await expect(page.getByTestId('signin-denied-dialog')).toBeHidden();
    await page.unroute('**/api/sign/signin');
    await submit.click();
    await expect(page.getByTestId('btn-signout')).toBeVisible();
  });

  test('a signed-out visitor of an area signs in from the tool bar and comes back to the same page', async ({
    page,
  }) => {
    await page.goto('/en/roaster/roasting/roastingresult');
    await page.getByTestId('btn-signin').click();
    await expect(page).toHaveURL(/\/en\/user\/signin\?from=%2Fen%2Froaster%2Froasting%2Froastingresult$/);
    await expect(page.getByTestId('signin-back-to-link')).toBeVisible();
    await page.locator('input[name="user_id"]').fill('roaster');
    await page.locator('input[name="user_pass"]').fill(DEMO_PASSWORD);
    await page.getByTestId('signin-submit').click();
    await expect(page).toHaveURL(/\/en\/roaster\/roasting\/roastingresult$/);
    await expect(page.getByTestId('btn-signout')).toBeVisible();
  });

  test('keyboard: the button says why it is off, Enter on a blank field goes to it, and after a refusal the password is ready again (UX review)', async ({
    page,
  }) => {
    await page.goto('/en/user/signin');
    const submit = page.getByTestId('signin-submit');
    await expect(submit).toHaveAccessibleDescription('Enter your user id and password');
    await page.keyboard.type('cafe');
    await page.keyboard.press('Enter');
    // Nothing sent: the password is blank, so it has the focus.
    await expect(page.locator('input[name="user_pass"]')).toBeFocused();
    await page.keyboard.type('not-the-password');
    await expect(page.getByTestId('signin-hint')).toBeHidden();
    // Sent with the button itself: after the dialog, focus is on the password, selected.
    await submit.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('signin-denied-dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('input[name="user_pass"]')).toBeFocused();
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/cafe$/);
    // Replaced: Back does not return to the form.
    await page.goBack();
    await expect(page).not.toHaveURL(/\/user\/signin/);
  });

  test('the page to return to follows the language the reader switched to; signed in, the page names the user and can sign out', async ({
    page,
  }) => {
    await page.goto(`/user/signin?from=${encodeURIComponent('/cafe/coffeebean/received')}`);
    await page.getByTestId('story-language').click();
    await expect(page).toHaveURL(/\/en\/user\/signin\?from=/);
    await page.locator('input[name="user_id"]').fill('cafe');
    await page.locator('input[name="user_pass"]').fill(DEMO_PASSWORD);
    await page.getByTestId('signin-submit').click();
    await expect(page).toHaveURL(/\/en\/cafe\/coffeebean\/received$/);
    await expect(page.getByTestId('btn-signout')).toBeVisible();
    await page.goto('/en/user/signin');
    await expect(page.getByTestId('signin-who')).toHaveText(/^Signed in as \S/);
    await page.getByTestId('signin-signout').click();
    await expect(page.getByTestId('signin-form')).toBeVisible();
    await page.goto('/en/cafe');
    await expect(page.getByTestId('btn-signin')).toBeVisible();
  });

  test("the tool bar's sign-in on the sign-up page keeps the page the user came for", async ({ page }) => {
    await page.goto(`/en/user/signin?from=${encodeURIComponent('/en/cafe/coffeebean/received')}`);
    await page.getByTestId('signin-to-signup').click();
    await expect(page).toHaveURL(/\/en\/user\/signup\?from=/);
    await page.getByTestId('btn-signin').click();
    await expect(page).toHaveURL(/\/en\/user\/signin\?from=%2Fen%2Fcafe%2Fcoffeebean%2Freceived$/);
    await expect(page.getByTestId('signin-back-to-link')).toBeVisible();
  });
});
