import { MESSAGES } from '@beantrail/contracts';
import { expect, test } from './fixtures';
import { COUNTRY, fill, listReady, saveAndReadCheck } from './admin-support';
import { signIn } from './support';

test.describe('save checks, bytes, conflicts and phone width on admin pages (spec 000 §5, §8, §9)', () => {
  for (const [locale, prefix] of [
    ['kr', ''],
    ['en', '/en'],
  ] as const) {
    test(`spec 000 §5: each applicable save check shows its own message (${locale}), then focuses the field`, async ({
      page,
    }) => {
      await signIn(page, 'admin', undefined, prefix);
      await page.goto(`${prefix}${COUNTRY}/write`);
      await expect(page.locator('input[name="country_id"]')).toBeVisible();

      // 1. Required: the first empty required field, named in the dialog, then focused.
      let check = await saveAndReadCheck(page);
      expect(check.message).toBe(MESSAGES.field_required[locale]);
      expect(check.field).toContain(locale === 'kr' ? '국가 코드(3자리)' : 'Country code (alpha-3)');
      await expect(page.locator('input[name="country_id"]')).toBeFocused();
      await expect(page.getByTestId('field-country_id')).toContainText(MESSAGES.field_required[locale]);

      // 6. Byte length: 'ab' is 2 bytes, below the name's minimum of 3.
      await fill(page, 'country_id', 'ZZQ');
      await fill(page, 'country_name', 'ab');
      check = await saveAndReadCheck(page);
      expect(check.message).toBe(MESSAGES.field_minLength[locale]);
      await expect(page.getByTestId('validation-dialog')).toBeHidden();
      await expect(page.locator('input[name="country_name"]')).toBeFocused();

      // Maximum bytes: Hangul syllables are 3 bytes each, over the 2 of code2 (ISO alpha-2).
      await fill(page, 'country_name', 'Checkland');
      await fill(page, 'country_code2', '가'.repeat(16));
      check = await saveAndReadCheck(page);
      expect(check.message).toBe(MESSAGES.field_maxLength[locale]);

      // 5. Number not numeric, on the code page (code_order).
      await page.goto(`${prefix}/setting/code/codelist/item?code_group_id=CNTR&code_id=KOR&mode=edit`);
      await fill(page, 'code_order', '12a');
      check = await saveAndReadCheck(page);
      expect(check.message).toBe(MESSAGES.field_NaN[locale]);
      await expect(page.locator('input[name="code_order"]')).toBeFocused();
    });
  }

  test('spec 000 §9 max length: a paste the input cuts says so, in kr and en (admin review: it was cut silently)', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, 'admin', undefined, '/en');
    await page.goto(`/en${COUNTRY}/write`);
    const nick = page.locator('input[name="country_nick"]');
    await nick.click();
    await page.evaluate((text) => navigator.clipboard.writeText(text), 'x'.repeat(350));
    await page.keyboard.press('ControlOrMeta+V');
    await expect(nick).toHaveValue('x'.repeat(300));
    await expect(page.getByTestId('field-country_nick')).toContainText(
      "The paste was cut at this field's limit of 300 characters.",
    );
    // A paste that fits says nothing; an edit after the cut clears the note.
    await page.keyboard.press('Backspace');
    await expect(page.getByTestId('field-country_nick')).not.toContainText('was cut');
    await page.locator('input[name="country_name"]').click();
    await page.evaluate((text) => navigator.clipboard.writeText(text), 'Zeeland');
    await page.keyboard.press('ControlOrMeta+V');
    await expect(page.locator('input[name="country_name"]')).toHaveValue('Zeeland');
    await expect(page.getByTestId('field-country_name')).not.toContainText('was cut');
    await page.goto(`${COUNTRY}/write`);
    await page.locator('input[name="country_nick"]').click();
    await page.evaluate((text) => navigator.clipboard.writeText(text), '가'.repeat(320));
    await page.keyboard.press('ControlOrMeta+V');
    await expect(page.getByTestId('field-country_nick')).toContainText(
      '붙여넣은 글이 이 입력란의 한도 300자에서 잘렸습니다.',
    );
    // Hangul is 3 bytes a letter: 150 letters fit the box but not its 300 bytes, and the note says so.
    await page.locator('input[name="country_nick"]').fill('');
    await page.evaluate((text) => navigator.clipboard.writeText(text), '가'.repeat(150));
    await page.keyboard.press('ControlOrMeta+V');
    await expect(page.locator('input[name="country_nick"]')).toHaveValue('가'.repeat(150));
    await expect(page.getByTestId('field-country_nick')).toContainText(
      '붙여넣은 글이 이 입력란의 한도 300바이트를 넘습니다. 줄여 주세요.',
    );
    await expect(page.getByTestId('field-country_nick')).toContainText('450 / 300');
    // The refusal names the bound with its unit.
    await page.locator('input[name="country_id"]').fill('ZZG');
    await page.locator('input[name="country_name"]').fill('Nowhere');
    await page.getByTestId('btn-save').click();
    await expect(page.getByTestId('validation-limit')).toHaveText('기준: 300 바이트');
  });

  test('an id has its form: the box shows an example, small letters are written as capitals, and another form is refused by that name (admin review)', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await page.goto(`${COUNTRY}/write`);
    await expect(page.getByTestId('field-country_id')).toContainText('예: KOR');
    // Typed in small letters, kept as capitals, the caret staying where the typing is.
    const id = page.locator('input[name="country_id"]');
    await id.click();
    await page.keyboard.type('zf');
    await page.keyboard.press('Home');
    await page.keyboard.type('z');
    await expect(id).toHaveValue('ZZF');
    await expect.poll(() => id.evaluate((el: HTMLInputElement) => el.selectionStart)).toBe(1);
    await fill(page, 'country_id', 'Z1F');
    await fill(page, 'country_name', 'Nowhere');
    const check = await saveAndReadCheck(page);
    expect(check.message).toBe(MESSAGES.field_pattern.kr);
    expect(check.field).toContain('국가 코드');
    await fill(page, 'country_id', 'zzf');
    await expect(id).toHaveValue('ZZF');
    await page.getByTestId('btn-save').click();
    await expect(page.getByTestId('engine-notice')).toHaveText(MESSAGES.save_ok.kr);
  });

  test('spec 000 §5 check 6: a 4-byte character and Korean text are counted in bytes', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto(`${COUNTRY}/write`);
    // One Hangul syllable is 3 bytes, so a single character already meets the minimum of 3.
    await fill(page, 'country_id', 'ZZK');
    await fill(page, 'country_name', '가');
    await fill(page, 'country_nick', '커피😀');
    // 3 + 3 + 4 bytes, far from 300: no counter until the text nears its bound (80%).
    await expect(page.getByTestId('field-country_nick')).not.toContainText('/ 300');
    // 75 four-byte characters (300 bytes) fit in 300; 76 (304 bytes) do not, and the counter says so.
    await fill(page, 'country_nick', '𠀀'.repeat(76));
    await expect(page.getByTestId('field-country_nick')).toContainText('304 / 300');
    const check = await saveAndReadCheck(page);
    expect(check.message).toBe(MESSAGES.field_maxLength.kr);
    expect(check.field).toContain('국가 이름(한국어)');
    // The alpha-2 code has its real bound, in the browser too (the box takes 2
    // characters, and two Hangul syllables are 6 bytes).
    await fill(page, 'country_nick', '𠀀'.repeat(75));
    await fill(page, 'country_code2', '가나');
    const code2 = await saveAndReadCheck(page);
    expect(code2.message).toBe(MESSAGES.field_maxLength.kr);
    expect(code2.field).toContain('국가 코드(2자리)');
    await fill(page, 'country_code2', 'ZK');
    await page.getByTestId('btn-save').click();
    await expect(page.getByTestId('engine-notice')).toHaveText(MESSAGES.save_ok.kr);
    // The server counted the same bytes and stored the text unchanged.
    // Found by its id: the list opens in name order (001 §3 master data), where '𠀀' sorts after
    // every Hangul name that '가' would also find.
    await page.getByTestId('list-search-title').fill('ZZK');
    await page.getByTestId('list-search-btn').click();
    await listReady(page);
    await page.getByTestId('list-row').filter({ hasText: 'ZZK' }).first().click();
    await expect(page.getByTestId('view-country_nick')).toHaveText('𠀀'.repeat(75));
  });

  test('the second of two editors gets save_conflict and can reload', async ({ browser }) => {
    const a = await browser.newPage();
    const b = await browser.newPage();
    await signIn(a, 'admin');
    await signIn(b, 'admin');
    for (const p of [a, b]) {
      await p.goto(`${COUNTRY}/5?mode=edit`);
      await expect(p.locator('input[name="country_nick"]')).toBeVisible();
    }
    await fill(a, 'country_nick', 'first editor');
    await a.getByTestId('btn-save').click();
    await expect(a.getByTestId('view-country_nick')).toHaveText('first editor');

    await fill(b, 'country_nick', 'second editor');
    await b.getByTestId('btn-save').click();
    const dialog = b.getByTestId('conflict-dialog');
    await expect(dialog).toContainText(MESSAGES.save_conflict.kr);
    await expect(dialog).toContainText('다른 사용자가 먼저 저장했습니다');
    await b.getByTestId('conflict-dialog-ok').click();
    // Reloaded: both changed the nick, so it holds the first editor's value and the notice names it.
    await expect(b.locator('input[name="country_nick"]')).toHaveValue('first editor');
    await expect(b.getByTestId('conflict-carried')).toContainText('국가 이름(한국어) (입력하신 값: second editor)');
    await fill(b, 'country_nick', 'second editor');
    await b.getByTestId('btn-save').click();
    await expect(b.getByTestId('view-country_nick')).toHaveText('second editor');
    await expect(b.getByTestId('conflict-carried')).toHaveCount(0);
    await a.close();
    await b.close();
  });

  test('after a conflict, Reload keeps what the second editor typed in the fields the first left alone (cafe review: it was dropped)', async ({
    browser,
  }) => {
    const a = await browser.newPage();
    const b = await browser.newPage();
    await signIn(a, 'admin', undefined, '/en');
    await signIn(b, 'admin', undefined, '/en');
    for (const p of [a, b]) {
      await p.goto(`/en${COUNTRY}/6?mode=edit`);
      await expect(p.locator('input[name="country_nick"]')).toBeVisible();
    }
    const nick = await b.locator('input[name="country_nick"]').inputValue();
    await fill(a, 'country_code1', '999');
    await a.getByTestId('btn-save').click();
    await expect(a.getByTestId('view-country_code1')).toHaveText('999');

    await fill(b, 'country_nick', `${nick} (typed by B)`);
    await b.getByTestId('btn-save').click();
    await expect(b.getByTestId('conflict-dialog')).toContainText(MESSAGES.save_conflict.en);
    await b.getByTestId('conflict-dialog-ok').click();
    // A's change arrived, B's typing is back, and B is told to check and save again.
    await expect(b.locator('input[name="country_code1"]')).toHaveValue('999');
    await expect(b.locator('input[name="country_nick"]')).toHaveValue(`${nick} (typed by B)`);
    await expect(b.getByTestId('conflict-carried')).toContainText('what you typed is back');
    await b.getByTestId('btn-save').click();
    await expect(b.getByTestId('view-country_nick')).toHaveText(`${nick} (typed by B)`);
    await expect(b.getByTestId('view-country_code1')).toHaveText('999');
    await a.close();
    await b.close();
  });

  test("a failed save with no reply the product wrote (a proxy's 502) says error_text, with nothing missing (phone review)", async ({
    page,
  }) => {
    const missing: string[] = [];
    page.on('console', (m) => {
      if (/missing translation/i.test(m.text())) missing.push(m.text());
    });
    await signIn(page, 'admin');
    await page.goto(`${COUNTRY}/write`);
    await fill(page, 'country_id', 'ZZP');
    await fill(page, 'country_name', 'Proxyland');
    await page.route('**/api/setting/country/edit', (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
    );
    await page.getByTestId('btn-save').click();
    await expect(page.getByTestId('save-failed')).toHaveText(MESSAGES.error_text.kr);
    // The form keeps what was typed.
    await expect(page.locator('input[name="country_name"]')).toHaveValue('Proxyland');
    expect(missing).toEqual([]);
  });

  test('spec 000 §9, 001 §2: at 390 px the declared columns are hidden, 5 rows and groups of 5', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signIn(page, 'admin');
    await page.goto(COUNTRY);
    await listReady(page);
    // In Korean the Korean name is the one a phone keeps (admin review: it had kept the English one).
    await expect(page.getByTestId('col-country_nick')).toBeVisible();
    for (const hidden of ['country_name', 'country_code2', 'country_filter'])
      await expect(page.getByTestId(`col-${hidden}`)).toHaveCount(0);
    await expect(page.getByTestId('list-row')).toHaveCount(5);
    await expect(page.getByTestId('list-pager').locator('[data-testid^="page-btn-"]')).toHaveCount(5);
    // The numbers on a line of their own, the four arrows together below (the last one wrapped alone).
    const y = async (id: string) => (await page.getByTestId(id).boundingBox())!.y;
    expect(await y('page-btn-1')).toBeLessThan(await y('page-first'));
    expect(new Set(await Promise.all(['page-first', 'page-prev', 'page-next', 'page-last'].map(y))).size).toBe(1);
    await expect(page.getByTestId('list-size').locator('option')).toHaveText([
      '5개씩',
      '10개씩',
      '20개씩',
      '30개씩',
      '50개씩',
    ]);
    await page.goto(`${COUNTRY}?searchSelect=country_id&searchTitle=ZWE`);
    await listReady(page);
    await expect(page.getByTestId('list-row')).toHaveText([/ZWE\s*짐바브웨/]);
    await context.close();
  });
});
