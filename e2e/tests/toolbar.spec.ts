import { expect, test } from './fixtures';
import { choose, signIn } from './support';

test.describe('tool bar (spec 000 §2 "Tool bar", §4 theme, cookies, main timer)', () => {
  test('switching kr/en changes the header text and the URL prefix', async ({ page }) => {
    await page.goto('/info/guide');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    const krLabel = await page.getByTestId('menu-info').innerText();
    await page.getByTestId('btn-lang-en').click();
    await expect(page).toHaveURL(/\/en\/info\/guide$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('menu-info')).not.toHaveText(krLabel);
    await page.getByTestId('btn-lang-kr').click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/info\/guide$/);
    await expect(page.getByTestId('menu-info')).toHaveText(krLabel);
  });

  test('layout, theme and menu position survive a reload', async ({ page }) => {
    await page.goto('/info/guide');
    const root = page.locator('[data-layout]').first();
    await choose(page, 'select-layout', 'F');
    await choose(page, 'select-theme', 'dark');
    await choose(page, 'select-menu-position', 'R');
    await expect(root).toHaveAttribute('data-layout', 'F');
    await page.reload();
    await expect(root).toHaveAttribute('data-layout', 'F');
    await expect(page.locator('[data-theme]').first()).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('[data-menu-position]').first()).toHaveAttribute('data-menu-position', 'R');
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'bt_layout')?.value).toBe('F');
    expect(cookies.find((c) => c.name === 'bt_menu')?.value).toBe('R');
    expect(await page.evaluate(() => localStorage.getItem('bt.theme'))).toBe('dark');
  });

  test('an unknown stored theme falls back to light', async ({ page }) => {
    await page.goto('/info/guide');
    await page.evaluate(() => localStorage.setItem('bt.theme', 'purple'));
    await page.reload();
    await expect(page.locator('[data-theme]').first()).toHaveAttribute('data-theme', 'light');
  });

  test('the main timer runs, and keeps running across a reload', async ({ page }) => {
    await page.goto('/info/guide');
    const display = page.getByTestId('timer-display');
    await page.getByTestId('btn-timer').click();
    await page.waitForTimeout(1_300);
    const first = await display.innerText();
    expect(first).toMatch(/0?0:0[1-9]/);
    await page.reload();
    await expect(display).not.toHaveText(/^0?0:00$/);
    await page.getByTestId('btn-timer').click();
    await expect(page.getByTestId('btn-timer')).toHaveAttribute('data-running', 'false');
    const stopped = await display.innerText();
    await page.waitForTimeout(1_200);
    await expect(display).toHaveText(stopped);
  });

  test('on a phone the display selects fold behind one button; the tool bar stays one line (spec 000 §9 767 px)', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/en/info/guide');
    const toolbar = page.getByTestId('toolbar');
    await expect(page.getByTestId('btn-display-prefs')).toBeVisible();
    await expect(page.getByTestId('select-theme')).toHaveCount(0);
    expect((await toolbar.boundingBox())?.height ?? 999).toBeLessThan(64);
    await page.getByTestId('btn-display-prefs').click();
    await expect(page.getByTestId('btn-display-prefs')).toHaveAttribute('aria-expanded', 'true');
    await choose(page, 'select-theme', 'dark');
    await expect(page.locator('[data-theme]').first()).toHaveAttribute('data-theme', 'dark');
    // Signed in, the name, an icon sign-out, the display button, the language and the timer still fit one line.
    await signIn(page, 'admin', undefined, '/en');
    await page.goto('/en/info/guide');
    expect((await page.getByTestId('toolbar').boundingBox())?.height ?? 999).toBeLessThan(64);
    await page.getByTestId('btn-signout').click();
    await expect(page.getByTestId('btn-signin')).toBeVisible();
    await context.close();
  });

  // Tooltip (with Popper) and the phone's menu drawer are fetched on first use, not with
  // the page; the first hover, a keyboard focus and the first opening still behave as before.
  test('the timer button names itself in a tooltip on the first hover, and keeps a keyboard focus', async ({
    page,
  }) => {
    await page.goto('/en/info/guide');
    const timer = page.getByTestId('btn-timer');
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await timer.hover();
    await expect(page.getByRole('tooltip')).toHaveText('Start timer');
    await page.mouse.move(0, 400);
    await expect(page.getByRole('tooltip')).toHaveCount(0);

    await page.reload();
    await page.getByTestId('btn-lang-en').focus();
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('btn-timer')).toBeFocused();
    await expect(page.getByRole('tooltip')).toHaveText('Start timer');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('btn-timer')).toHaveAttribute('data-running', 'true');
  });

  // CI found a first click lost: the tooltip arrived between the press and the release, the button
  // was remounted under it and the browser sent no click. A press is now let finish first. Scripts
  // fetched after the page loaded are held back 300 ms, so the tooltip always arrives mid-press.
  test('the first click counts even when the tooltip arrives while the button is pressed', async ({ page }) => {
    await page.goto('/en/info/guide');
    await page.waitForLoadState('networkidle');
    await page.route('**/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    const timer = page.getByTestId('btn-timer');
    const box = await timer.boundingBox();
    if (!box) throw new Error('no timer button');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.waitForTimeout(700);
    await page.mouse.up();
    await expect(timer).toHaveAttribute('data-running', 'true');
    await expect(page.getByRole('tooltip')).toHaveText('Stop timer');

    // The same with the keyboard: a Space held while the tooltip arrives still presses the button.
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(timer).toHaveAttribute('data-running', 'true');
    await page.getByTestId('btn-lang-en').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.down('Space');
    await page.waitForTimeout(700);
    await page.keyboard.up('Space');
    await expect(timer).toHaveAttribute('data-running', 'false');
    await expect(timer).toBeFocused();
  });

  test('on a phone the menu button opens the category menu in a drawer, and a choice closes it', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/en/info/guide');
    await expect(page.getByTestId('header-menu')).toHaveCount(0);
    await page.getByTestId('btn-menu').click();
    const drawerMenu = page.getByTestId('header-menu');
    await expect(drawerMenu).toBeVisible();
    // Signed out, the server's menu offers the info category only (spec 000 §2, §6).
    await drawerMenu.getByTestId('menu-info').click();
    await expect(page).toHaveURL(/\/en\/info\/guide$/);
    await expect(drawerMenu).toBeHidden();
    await page.getByTestId('btn-menu').click();
    await expect(drawerMenu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawerMenu).toBeHidden();
    await context.close();
  });

  // Spec 000 §9: the layout follows the body width live; the width is read once per resize, not on
  // every render, so a resize must still switch it both ways.
  test('resizing the window across 767 px switches between the phone and the desktop layout', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/en/info/guide');
    await expect(page.getByTestId('header-menu')).toBeVisible();
    await expect(page.getByTestId('btn-menu')).toHaveCount(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByTestId('btn-menu')).toBeVisible();
    await expect(page.getByTestId('btn-display-prefs')).toBeVisible();
    await page.setViewportSize({ width: 1000, height: 800 });
    await expect(page.getByTestId('header-menu')).toBeVisible();
    await expect(page.getByTestId('btn-menu')).toHaveCount(0);
  });
});
