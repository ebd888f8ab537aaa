import { expect, test } from './fixtures';
import { signIn } from './support';

// The role selector's raw code, the phone's area menu hiding
// items with no cue, the user's name cut on a phone, MUI's own texts in English on Korean pages.

test.describe('the shell a newcomer meets (spec 000 §2 tool bar, §6 roles, §9 mobile 767 px)', () => {
  test('the role selector names the role (CAUTH/RAUTH) in the page language, never the raw code', async ({ page }) => {
    await signIn(page, 'roaster');
    const option = page.getByTestId('role-select-roaster').locator('option:checked');
    await expect(option).toHaveText('데모 로스터스 · 대표(오너)');
    await page.getByTestId('btn-lang-en').click();
    await expect(option).toHaveText('Demo Roasters · Owner');
  });

  test('390 px: the area menu shows where items are hidden, scrolls to them, and works from the keyboard', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'roaster');
    await page.goto('/roaster');
    const row = page.getByTestId('subnav-row');
    const last = page.getByTestId('subnav-roaster-event');
    await expect(row).toHaveAttribute('data-more', 'true');
    await expect(row).toHaveAttribute('data-back', 'false');
    await expect(page.getByTestId('subnav-row-more')).toBeVisible();
    await expect(last).not.toBeInViewport({ ratio: 1 });
    await page.getByTestId('subnav-row-more').click();
    await expect(row).toHaveAttribute('data-back', 'true');
    await expect(page.getByTestId('subnav-row-back')).toBeVisible();
    // Keyboard: the links are tab stops; arrows, Home and End move along the row and bring it into view.
    await page.getByTestId('subnav-roaster-home').focus();
    await page.keyboard.press('End');
    await expect(last).toBeFocused();
    await expect(last).toBeInViewport({ ratio: 1 });
    await page.keyboard.press('Home');
    await expect(page.getByTestId('subnav-roaster-home')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('subnav-roaster-roasting')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/roaster\/roasting\//);
    // A page deep in the menu opens with its item in view.
    await page.goto('/roaster/event/list');
    await expect(last).toHaveAttribute('aria-current', 'page');
    await expect(last).toBeInViewport({ ratio: 1 });
  });

  test('390 px: the loading placeholder fits the phone, no sideways scroll while an area loads (000 §4, §9)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'roaster');
    // The roaster area's code held back 1.5 s, so the page sits on its placeholder.
    await page.route('**/remotes/roaster/**', async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.goto('/roaster/blending/result');
    await expect(page.getByTestId('loading')).toBeVisible();
    await expect(page.getByTestId('loading')).toContainText('불러오는 중');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await expect(page.getByTestId('list-row').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  });

  test('1280 px, en: when name and role leave no room, display choices, language and timer move down together', async ({
    page,
  }) => {
    await signIn(page, 'roaster.mng', undefined, '/en');
    const middle = async (testId: string) => {
      const box = (await page.getByTestId(testId).boundingBox())!;
      return box.y + box.height / 2;
    };
    // On one line (the timer alone used to wrap to the left of a second line).
    expect(Math.abs((await middle('btn-timer')) - (await middle('btn-lang-en')))).toBeLessThan(16);
  });

  test('keyboard: the first Tab offers a skip past the header and tool bar to the page (WCAG 2.4.1)', async ({
    page,
  }) => {
    await signIn(page, 'roaster');
    await page.goto('/roaster/roasting/result');
    await expect(page.getByTestId('list-row').first()).toBeVisible();
    const skip = page.getByTestId('skip-to-main');
    await expect(skip).not.toBeInViewport();
    await page.locator('body').focus();
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await expect(skip).toHaveText('본문으로 건너뛰기');
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
    // The next Tab lands inside the page, not in the tool bar.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
  });

  test("390 px: the signed-in user's name is shown whole, kr and en", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'roaster.mng');
    const name = page.getByTestId('signed-in-user');
    await expect(name).toHaveText('Roastery Manager 님');
    const cut = await name.evaluate((el) => el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight);
    expect(cut).toBe(false);
    await expect(name).toBeInViewport({ ratio: 1 });
    await page.getByTestId('btn-lang-en').click();
    await expect(name).toHaveText('Roastery Manager');
  });

  test("MUI's own texts (rating, select, date picker) follow the page language and switch live", async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/setting/dev/widgets');
    const rating = page.getByTestId('field-rating');
    await expect(rating.getByLabel('1 점', { exact: true })).toHaveCount(1);
    await expect(rating.getByLabel('별점 없음')).toHaveCount(1);
    // The searchable select's "Open", the date field's "Clear" and calendar button.
    await expect(page.getByRole('button', { name: '열기', exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open', exact: true })).toHaveCount(0);
    await expect(page.getByTestId('field-date').getByRole('button', { name: '지우기', exact: true })).toBeVisible();
    await expect(page.getByTestId('field-date').getByRole('button', { name: /날짜를 선택하세요/ })).toBeVisible();
    // The calendar's heading in Korean word order ("2026년 11월", not "11월 2026": keyboard review).
    await page
      .getByTestId('field-date')
      .getByRole('button', { name: /날짜를 선택하세요/ })
      .click();
    await expect(page.locator('.MuiPickersCalendarHeader-label')).toHaveText(/^\d{4}년 \d{1,2}월$/);
    await page.keyboard.press('Escape');
    await expect(page.locator('.MuiPickersCalendarHeader-label')).toHaveCount(0);
    await page.getByTestId('btn-lang-en').click();
    await expect(page).toHaveURL(/\/en\/setting\/dev\/widgets/);
    await expect(rating.getByLabel('1 Star', { exact: true })).toHaveCount(1);
    await expect(rating.getByLabel('Empty')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Open', exact: true }).first()).toBeVisible();
    await expect(page.getByTestId('field-date').getByRole('button', { name: 'Clear', exact: true })).toBeVisible();
    await expect(page.getByTestId('field-date').getByRole('button', { name: /Choose date/ })).toBeVisible();
    await page
      .getByTestId('field-date')
      .getByRole('button', { name: /Choose date/ })
      .click();
    await expect(page.locator('.MuiPickersCalendarHeader-label')).toHaveText(/^[A-Z][a-z]+ \d{4}$/);
  });

  test('keyboard focus is outlined on list rows and buttons', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/setting/map/country');
    const row = page.getByTestId('list-row').first();
    await expect(row).toBeVisible();
    const outline = (locator: typeof row) =>
      locator.evaluate((el) => {
        const s = getComputedStyle(el);
        return `${s.outlineStyle} ${s.outlineWidth}`;
      });
    expect(await outline(row)).toBe('none 0px');
    await row.focus();
    expect(await outline(row)).toBe('solid 2px');
    await page.keyboard.press('Shift+Tab');
    const focused = page.locator(':focus');
    await expect(focused).toHaveClass(/MuiButtonBase-root/);
    expect(await outline(focused)).toBe('solid 2px');
    // Opening the row and pressing Edit keep the keyboard user's place: the record's heading (it fell to the body).
    await row.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('detail-mode')).toHaveText('보기');
    await expect(page.getByTestId('entity-title')).toBeFocused();
    await page.getByTestId('btn-edit').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('detail-mode')).toHaveText('수정');
    await expect(page.getByTestId('entity-title')).toBeFocused();
  });

  test('on a touch phone every button of the bars is a finger-sized target, and the tool bar still fits (phone review)', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await signIn(page, 'roaster');
    await page.goto('/roaster/roasting/result');
    await expect(page.getByTestId('list-row').first()).toBeVisible();
    for (const id of ['btn-signout', 'btn-timer', 'btn-display-prefs', 'btn-menu']) {
      const box = (await page.getByTestId(id).boundingBox())!;
      expect({ id, ok: box.width >= 40 && box.height >= 40 }).toEqual({ id, ok: true });
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });

  test('Korean text breaks between words, never inside one, in a narrow column (390 px)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'admin');
    await page.goto('/setting/map/region?searchType=ETH');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    expect(await page.evaluate(() => getComputedStyle(document.body).wordBreak)).toBe('keep-all');
    // The pager is named for screen readers in the page's language too.
    await expect(page.getByTestId('list-pager')).toHaveAttribute('aria-label', '페이지 이동');
    // Each word of every cell sits on one line: a word wrapped inside would give its text two boxes.
    const cells = page.getByTestId('list-row').locator('td');
    await expect(cells.first()).toBeVisible();
    const split = await cells.evaluateAll((tds) =>
      tds.flatMap((td) => {
        const text = td.textContent ?? '';
        const words: string[] = [];
        const walker = document.createTreeWalker(td, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          for (const m of (n.textContent ?? '').matchAll(/[가-힣]+/g)) {
            const range = document.createRange();
            range.setStart(n, m.index);
            range.setEnd(n, m.index + m[0].length);
            if (new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size > 1)
              words.push(`${m[0]} in "${text}"`);
          }
        }
        return words;
      }),
    );
    expect(split).toEqual([]);
    await page.getByTestId('btn-lang-en').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => getComputedStyle(document.body).wordBreak)).toBe('normal');
  });
});
