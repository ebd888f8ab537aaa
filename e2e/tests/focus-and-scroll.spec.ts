import { expect, test } from './fixtures';
import { houseBlendLinks } from './account-support';
import { listReady } from './admin-support';
import { signIn } from './support';

// Focus and scrolling: the title's focus ring, the phone note form's width and
// the menu-position choice on a phone (000 §2 tool bar, §9 mobile 767 px).

const outline = (el: Element) => {
  const s = getComputedStyle(el);
  return `${s.outlineStyle} ${s.outlineWidth}`;
};

test('the title focused after navigation is outlined for keyboard users only, never after a click', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.goto('/setting/map/country');
  await listReady(page);
  // A mouse opens a record: the heading takes the focus (so the next Tab starts there) but draws no ring.
  await page.getByTestId('list-row').first().click();
  const title = page.getByTestId('entity-title');
  await expect(title).toBeFocused();
  expect(await title.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('none');
  // The keyboard opens one: the ring shows.
  await page.goBack();
  await listReady(page);
  const row = page.getByTestId('list-row').nth(1);
  await row.focus();
  await page.keyboard.press('Enter');
  await expect(title).toBeFocused();
  expect(await title.evaluate(outline)).toBe('solid 2px');
});

for (const [lang, prefix] of [
  ['kr', ''],
  ['en', '/en'],
] as const) {
  test(`the coffee note form on a 390 px touch phone does not scroll sideways (${lang}, 002 §2.9)`, async ({
    browser,
  }) => {
    // A phone as the review used it: touch, so the finger-sized targets of theme.ts apply.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    // The note a lot's QR code opens (002 §2.9, filled from its serial): its bean section holds the
    // lot's date, whose field with a finger-sized picker button was 2 px wider than the form.
    const { publicPath } = await houseBlendLinks(browser);
    await signIn(page, 'user', undefined, prefix);
    await page.goto(`${prefix}${publicPath}`);
    await page.getByTestId('bean-info-write-note').click();
    await expect(page.getByTestId('entity-detail-userCupnote')).toHaveAttribute('data-mode', 'write');
    await expect(page.getByTestId('note-coffee-name')).toHaveText(/House|하우스/);
    // The lot's date sits under "More details": open it so its picker is measured too.
    await page.getByTestId('note-more').click();
    await expect(page.getByTestId('field-blending_result_date')).toBeVisible();
    // Wait for the lazily loaded parts (date pickers, wheel) before measuring.
    await page.waitForLoadState('networkidle');
    const wide = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
      // What reaches past the right edge, named in the failure.
      over: Array.from(document.querySelectorAll<HTMLElement>('main *'))
        .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
        .slice(0, 5)
        .map((el) => `${el.tagName}.${el.className} ${el.getAttribute('data-testid') ?? ''}`.slice(0, 160)),
    }));
    expect(wide.scroll, JSON.stringify(wide.over)).toBeLessThanOrEqual(wide.client);
    await context.close();
  });

  test(`on a phone the menu-position choice is disabled with a note (${lang}, 000 §2, §9)`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'roaster', undefined, prefix);
    await page.getByTestId('btn-display-prefs').click();
    await expect(page.getByTestId('select-menu-position')).toBeDisabled();
    await expect(page.getByTestId('select-menu-position-note')).toHaveText(
      lang === 'kr'
        ? '휴대폰에서는 메뉴가 늘 페이지 위에 있습니다. 넓은 화면에서 적용됩니다'
        : 'On a phone the menu is always above the page; this applies on wider screens',
    );
    await expect(page.getByTestId('select-menu-position')).toHaveAttribute(
      'aria-describedby',
      'select-menu-position-note',
    );
    // The other display choices still work on a phone.
    await expect(page.getByTestId('select-theme')).toBeEnabled();
    // A wider screen offers it again.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByTestId('select-menu-position')).toBeEnabled();
    await expect(page.getByTestId('select-menu-position-note')).toHaveCount(0);
  });
}
