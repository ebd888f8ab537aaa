import { MESSAGES } from '@beantrail/contracts';
import { expect, test, type Page } from './fixtures';
import { listReady, saveAndReadCheck } from './admin-support';
import { chooseIn, fillIn, openFirstRow, saveOk } from './roaster-support';
import { downloadedBytes } from './public-support';
import { signIn } from './support';

/**
 * The roaster pages beyond the main flow (roaster-flow.spec.ts), as the demo roaster: lists on
 * phones, labels in both languages, save checks, input direct, ranges, sorting, equipment, the
 * leave guard and a lot's QR codes (spec 000 §2, §4, §5; 001 §2, §3, §5).
 */
test('001 §2: the roaster lists hide country, grade detail, variety and process on phones', async ({ page }) => {
  await signIn(page, 'roaster');
  const headers = async (p: Page) => (await p.locator('thead th').allInnerTexts()).join('|');
  await page.goto('/en/roaster/greenbean/year');
  await listReady(page);
  expect(await headers(page)).toMatch(/Country|Origin/);
  await page.setViewportSize({ width: 390, height: 800 });
  await listReady(page);
  expect(await headers(page)).not.toMatch(/Country|Origin|Variet|Process/);
  // Phone lists (docs/ENGINE.md): the filters fold behind a Filter button that counts those set ...
  await expect(page.getByTestId('list-search-btn')).toHaveCount(0);
  await expect(page.getByTestId('list-filter-count')).toHaveAttribute('data-count', '0');
  await page.getByTestId('list-filter-toggle').click();
  await page.getByTestId('list-search-1').selectOption('1');
  await page.getByTestId('list-search-btn').click();
  await expect(page).toHaveURL(/search1=1/);
  await listReady(page);
  await expect(page.getByTestId('list-search-btn')).toHaveCount(0);
  await expect(page.getByTestId('list-filter-count')).toHaveAttribute('data-count', '1');
  await expect(page.getByTestId('list-filter-count').locator('.MuiBadge-badge')).toHaveText('1');
  // ... and a table wider than the phone scrolls inside its card, never the page: its last header is reached.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
    0,
  );
  const scroller = page.getByTestId('list-scroll');
  await scroller.evaluate((el) => (el.scrollLeft = el.scrollWidth));
  const [box, last] = await Promise.all([scroller.boundingBox(), page.locator('thead th').last().boundingBox()]);
  expect(last!.x + last!.width).toBeLessThanOrEqual(box!.x + box!.width + 1);
  expect(last!.x).toBeGreaterThanOrEqual(box!.x - 1);
});

test('001 §2: every roaster list and new-record form is labelled in kr and en (no raw i18n keys)', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'roaster');
  const paths = [
    'roasting/default',
    'roasting/result',
    'greenbean/default',
    'greenbean/year',
    'blending/default',
    'blending/result',
    'item/equip',
  ];
  for (const prefix of ['', '/en']) {
    for (const path of paths) {
      await page.goto(`${prefix}/roaster/${path}`);
      const list = page.locator('[data-testid^="entity-list-"]');
      await expect(list).toBeVisible();
      await listReady(page);
      expect(await list.innerText(), `${prefix}/roaster/${path}`).not.toMatch(/entity\.|list\.|order\./);
      expect(await page.getByTestId('list-row').count(), `${prefix}/roaster/${path} seeded rows`).toBeGreaterThan(0);
      // The list's own "New" button, as a user goes (no reload of the whole application).
      await page.getByTestId('list-write').click();
      await expect(page).toHaveURL(new RegExp(`/roaster/${path}/write$`));
      const detail = page.locator('[data-testid^="entity-detail-"]');
      await expect(detail).toHaveAttribute('data-mode', 'write');
      expect(await detail.innerText(), `${prefix}/roaster/${path}/write`).not.toMatch(
        /entity\.|detail\.|widget\.|profile\./,
      );
    }
  }
});

for (const lang of ['kr', 'en'] as const) {
  test(`000 §5 save checks in order on a roaster page with rows (${lang}): sublist_minLength, then field_minValue / field_maxValue`, async ({
    page,
  }) => {
    const prefix = lang === 'en' ? '/en' : '';
    await signIn(page, 'roaster', undefined, prefix);
    await page.goto(`${prefix}/roaster/roasting/result/write`);
    await chooseIn(page, page.getByTestId('field-roasting_seq'), {
      text: lang === 'kr' ? '아이티 미디엄' : 'Haiti medium',
    });
    const rows = page.getByTestId('sublist-row-greenbean_rows');
    await expect(rows).toHaveCount(1);
    await fillIn(page.locator('body'), 'roasting_mass', 0);
    await rows.nth(0).getByRole('button').last().click();
    await expect(rows).toHaveCount(0);
    // Check 3 (row count) comes before check 5 (numbers), whatever the field order.
    expect((await saveAndReadCheck(page)).message).toBe(MESSAGES.sublist_minLength[lang]);
    await page.getByTestId('sublist-add-greenbean_rows').click();
    await chooseIn(page, rows.nth(0).getByTestId('field-greenbean_roaster_seq'), {
      text: lang === 'kr' ? '아이티 밥티스트' : 'Haiti Baptiste',
    });
    await fillIn(rows.nth(0), 'greenbean_mass', 100);
    expect((await saveAndReadCheck(page)).message).toBe(MESSAGES.field_minValue[lang]);
    await fillIn(page.locator('body'), 'roasting_mass', 2_000_000);
    expect((await saveAndReadCheck(page)).message).toBe(MESSAGES.field_maxValue[lang]);
  });
}

test('000 §4, §5 check 4: "input direct" reveals the linked text, which is then required (green-bean process ETC)', async ({
  page,
}) => {
  await signIn(page, 'roaster');
  await page.goto('/roaster/greenbean/default/write');
  await fillIn(page.locator('body'), 'greenbean_name_locale', '직접 입력 생두');
  await chooseIn(page, page.getByTestId('field-greenbean_country_code'), 'HTI', '아이티');
  await expect(page.getByTestId('field-greenbean_process_etc')).toHaveCount(0);
  await chooseIn(page, page.getByTestId('field-greenbean_process'), 'ETC');
  await expect(page.getByTestId('field-greenbean_process_etc')).toBeVisible();
  const check = await saveAndReadCheck(page);
  expect(check.message).toBe(MESSAGES.field_required.kr);
  expect(check.field).toContain('가공 방식(직접 입력)');
});

test('001 §3, §5 green bean: a max below its min, and a YYYYMMDD that is no day, are named with the bound in its unit', async ({
  page,
}) => {
  await signIn(page, 'roaster');
  await page.goto('/roaster/greenbean/default/write');
  await fillIn(page.locator('body'), 'greenbean_name_locale', '범위 확인 생두');
  await chooseIn(page, page.getByTestId('field-greenbean_country_code'), 'HTI', '아이티');
  await fillIn(page.locator('body'), 'greenbean_altitude_min', 1500);
  await fillIn(page.locator('body'), 'greenbean_altitude_max', 1000);
  await page.getByTestId('btn-save').click();
  const dialog = page.getByTestId('validation-dialog');
  await expect(dialog.getByTestId('validation-message')).toHaveText(MESSAGES.field_minValue.kr);
  await expect(dialog.getByTestId('validation-field')).toContainText('최대');
  await expect(dialog.getByTestId('validation-limit')).toHaveText('기준: 1500 m');
  await dialog.getByTestId('validation-close').click();
  await fillIn(page.locator('body'), 'greenbean_altitude_max', 1800);
  await fillIn(page.locator('body'), 'greenbean_import_date', '20261345');
  const check = await saveAndReadCheck(page);
  expect(check.message).toBe(MESSAGES.field_date.kr);
  expect(check.field).toContain('입고일');
  await fillIn(page.locator('body'), 'greenbean_import_date', '20261125');
  await saveOk(page, MESSAGES.save_ok.kr);
});

test('000 §2: a column header with a declared order sorts the list, and a second click flips it', async ({ page }) => {
  await signIn(page, 'roaster');
  await page.goto('/roaster/roasting/result');
  await listReady(page);
  // A number column with a unit shows it (the demo Haiti roast, the first seeded, lost 14.8 %; other
  // flows add Haiti roasts of their own, so the row is the seeded one's).
  const demoRoast = page.locator('[data-testid="list-row"][data-row-key="1"]');
  await expect(demoRoast).toContainText('아이티 미디엄');
  await expect(demoRoast).toContainText('14.8 %');
  const header = page.getByTestId('sort-roasting_result_date');
  await header.click();
  await expect(page).toHaveURL(/orderType=date_asc/);
  await listReady(page);
  await expect(page.getByTestId('list-order')).toHaveValue('date_asc');
  await header.click();
  await listReady(page);
  await expect(page.getByTestId('list-order')).toHaveValue('date_desc');
});

test("001 §3, §5 roaster equipment: a roasting machine registered here is offered as the recipe's machine", async ({
  page,
}) => {
  const name = `E2E 로스터 ${Date.now() % 100000}`;
  await signIn(page, 'roaster');
  await page.goto('/roaster/item/equip/write');
  await chooseIn(page, page.getByTestId('field-equip_type'), 'RSTR');
  await fillIn(page.locator('body'), 'equip_name_locale', name);
  await fillIn(page.locator('body'), 'equip_zero_point', '0.25');
  await saveOk(page, MESSAGES.save_ok.kr);
  await listReady(page);
  await openFirstRow(page, name);
  // Zero point: 2 decimals (stored ×100, 001 §3).
  await expect(page.getByTestId('view-equip_zero_point')).toHaveText('0.25');
  await page.goto('/roaster/roasting/default/write');
  await chooseIn(page, page.getByTestId('field-roasting_machine_seq'), { text: name });
});

test('000 §2 leave guard: a new roast left untouched leaves without asking; a typed value asks (phone review: it asked either way)', async ({
  page,
}) => {
  await signIn(page, 'roaster');
  await page.goto('/roaster/roasting/result');
  await listReady(page);
  await page.getByTestId('list-write').click();
  await expect(page.locator('[data-testid^="entity-detail-"]')).toHaveAttribute('data-mode', 'write');
  // The year follows the date and the derived values fill in; none of that is the user's change.
  await page.waitForTimeout(500);
  await page.getByTestId('btn-cancel').click();
  await expect(page.getByTestId('leave-dialog')).toHaveCount(0);
  await listReady(page);
  await page.getByTestId('list-write').click();
  await fillIn(page.locator('body'), 'roasting_result_memo', 'a note');
  await page.getByTestId('btn-cancel').click();
  await expect(page.getByTestId('leave-dialog')).toBeVisible();
  await page.getByTestId('leave-dialog-ok').click();
  await listReady(page);
});

test("a lot's QR codes: files named after the lot and the kind, its name, date and kind under the code, Copy link and Print (001 §2)", async ({
  page,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, 'roaster', undefined, '/en');
  await page.goto('/en/roaster/blending/result');
  await listReady(page);
  await openFirstRow(page, 'BeanTrail House Blend');
  const cafe = page.getByTestId('qr-blending_result_uuid_cafe');
  const qr = cafe.getByTestId('qr-code');
  await expect(qr.getByTestId('qr-caption')).toHaveText(/^BeanTrail House Blend\d{4}-\d{2}-\d{2}Cafe receiving QR$/);
  const [png] = await Promise.all([page.waitForEvent('download'), qr.getByTestId('qr-download-png').click()]);
  expect(png.suggestedFilename()).toMatch(/^BeanTrail House Blend_Cafe receiving QR_\d{14}\.png$/);
  expect((await downloadedBytes(png)).subarray(1, 4).toString('latin1')).toBe('PNG');
  await qr.getByTestId('qr-copy-link').click();
  await expect(qr.getByTestId('qr-copy-status')).toHaveText('Link copied.');
  const link = await cafe.getByTestId('qr-link-blending_result_uuid_cafe').getAttribute('href');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  // Print marks the code for the label-sized print style; the browser's dialog is not opened here.
  await page.evaluate(() => (window.print = () => document.body.setAttribute('data-printed', '1')));
  await qr.getByTestId('qr-print').click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', '1');
  await expect(qr).toHaveAttribute('data-qr-printing', '');
});
