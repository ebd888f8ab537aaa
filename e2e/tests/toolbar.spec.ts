import { expect, test } from './fixtures';
import { choose, signIn } from './support';

test.describe('tool bar (spec 000 §2 "Tool bar", §4 theme, cookies, main timer)', () => {
  test('switching kr/en changes the header text and the URL prefix', async ({ page }) => {
    await page.goto('/info/intro');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    const krLabel = await page.getByTestId('menu-info').innerText();
    await page.getByTestId('btn-lang-en').click();
    await expect(page).toHaveURL(/\/en\/info\/intro$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('menu-info')).not.toHaveText(krLabel);
    await page.getByTestId('btn-lang-kr').click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/info\/intro$/);
    await expect(page.getByTestId('menu-info')).toHaveText(krLabel);
  });

  test('layout, theme and menu position survive a reload', async ({ page }) => {
    await page.goto('/info/intro');
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
    await page.goto('/info/intro');
    await page.evaluate(() => localStorage.setItem('bt.theme', 'purple'));
    await page.reload();
    await expect(page.locator('[data-theme]').first()).toHaveAttribute('data-theme', 'light');
  });

  test('the main timer runs, and keeps running across a reload', async ({ page }) => {
    await page.goto('/info/intro');
    const display = page.getByTestId('timer-display');
    await page.getByTestId('btn-timer').click();
    await page.waitForTimeout(1_300);
    const first = await display.innerText();
    expect(first).toMatch(/0?0:0[1-9]/);
    await page.reload();
    await expect(display).not.toHaveText(/^0?0:00$/);
    await page.getByTestId('btn-timer').click();
    const stopped = await display.innerText();
    await page.waitForTimeout(1_200);
    await expect(display).toHaveText(stopped);
  });

  test('on a phone the display selects fold behind one button; the tool bar stays one line (spec 000 §9 767 px)', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/en/info/intro');
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
    await page.goto('/en/info/intro');
    expect((await page.getByTestId('toolbar').boundingBox())?.height ?? 999).toBeLessThan(64);
    await page.getByTestId('btn-signout').click();
    await expect(page.getByTestId('btn-signin')).toBeVisible();
    await context.close();
  });
});
