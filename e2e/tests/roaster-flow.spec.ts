import { MESSAGES } from '@beantrail/contracts';
import { expect, test, type Page } from './fixtures';
import { listReady, saveAndReadCheck } from './admin-support';
import { ALOG, chooseIn, createCatalogueBean, expectRoastChart, fillIn, openFirstRow, optionValues, saveOk, searchList, STEP_NAMES } from './roaster-support';
import { downloadedBytes } from './public-support';
import { signIn } from './support';

/**
 * The roaster core end to end, as the demo roaster (`roaster` / `beantrail`, a PAID owner) works: spec 001
 * §2 pages, §3 fields, §4 copies, rows, log import and QR links, §5 derived values.
 */
for (const [lang, prefix, width] of [['kr', '', 1280], ['en', '/en', 390]] as const) {
  test.describe(`roaster core in ${lang} at ${width} px (001 §2–§5)`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('bean from the catalogue → yearly stock → recipe → roast from the shared .alog → blend → lot → its QR page', async ({ page }, testInfo) => {
      test.setTimeout(240_000);
      const tag = `E2E${lang}${Date.now() % 1_000_000}`;
      const ok = MESSAGES.save_ok[lang];
      await signIn(page, 'roaster', undefined, prefix);
      const go = async (path: string) => {
        await page.goto(`${prefix}/roaster/${path}`);
        await expect(page.locator('[data-testid^="entity-detail-"], [data-testid^="entity-list-"]').first()).toBeVisible();
      };

      // 1. Green bean (001 §4): a country, then a catalogue bean copies its fields into the form.
      await go('greenbean/default/write');
      await createCatalogueBean(page, tag, lang, async () => {
        await expect(page.getByTestId('field-greenbean_name').locator('input')).toHaveValue('Haiti Baptiste');
        await expect(page.getByTestId('field-greenbean_altitude_min').locator('input')).toHaveValue('1000');
      });

      // 2. Its stock for this year (shown in Kg).
      await go('greenbean/year/write');
      await chooseIn(page, page.getByTestId('field-greenbean_roaster_seq'), { text: tag });
      await fillIn(page.locator('body'), 'greenbean_purchase_mass', 30);
      await saveOk(page, ok);
      await listReady(page);
      await expect(page.getByTestId('list-row').filter({ hasText: tag })).toHaveCount(1);

      // 3. A roasting recipe: one bean row; the same bean again is refused (roasting_greenbean_exist).
      await go('roasting/default/write');
      await fillIn(page.locator('body'), 'roasting_name_locale', `${tag} 로스팅`);
      await fillIn(page.locator('body'), 'roasting_name', `${tag} roast`);
      await page.getByTestId('sublist-add-greenbean_rows').click();
      const rows = page.getByTestId('sublist-row-greenbean_rows');
      await chooseIn(page, rows.nth(0).getByTestId('field-greenbean_roaster_seq'), { text: tag });
      await fillIn(rows.nth(0), 'greenbean_mass', 1000);
      // 001 §5 totals and shares show while typing (the server stores its own on save).
      await expect(page.getByTestId('view-greenbean_total_mass')).toHaveText('1,000 g');
      await page.getByTestId('sublist-add-greenbean_rows').click();
      await chooseIn(page, rows.nth(1).getByTestId('field-greenbean_roaster_seq'), { text: tag });
      const refused = page.getByTestId('sublist-unique-dialog');
      await expect(refused).toContainText(MESSAGES.roasting_greenbean_exist[lang]);
      await refused.getByRole('button').click();
      await rows.nth(1).getByRole('button').last().click();
      await expect(rows).toHaveCount(1);
      await saveOk(page, ok);
      await listReady(page);

      // 4. A roast: the recipe brings its rows and the day's batch number; the shared .alog fills the profile.
      await go('roasting/result/write');
      await chooseIn(page, page.getByTestId('field-roasting_seq'), { text: tag });
      await expect(rows).toHaveCount(1);
      await expect(rows.nth(0).getByTestId('field-greenbean_mass').locator('input')).toHaveValue('1000');
      await expect(page.getByTestId('field-roasting_batch_no').locator('input')).not.toHaveValue('');
      await fillIn(page.locator('body'), 'roasting_mass', 850);
      await expect(page.getByTestId('view-roasting_loss')).toContainText('15');
      // More green beans than were bought (30 kg): refused with what is left, the amount filled in
      // (roaster review: "{{available}}" was shown raw).
      await fillIn(rows.nth(0), 'greenbean_mass', 40000);
      await page.getByTestId('btn-save').click();
      await expect(page.getByTestId('save-failed')).toContainText('30,000 g');
      await expect(page.getByTestId('save-failed')).not.toContainText('{{');
      await fillIn(rows.nth(0), 'greenbean_mass', 1000);
      // "Import roast log" sits at the top of the roast, above the recipe, while the profile is still
      // off (Artisan and Cropster users start there); importing turns the profile on and fills it.
      const importTop = page.getByTestId('log-import-top');
      await expect(page.getByTestId('roasting-profile')).toHaveCount(0);
      const [button, recipe] = [await importTop.getByTestId('roast-log-upload').boundingBox(), await page.getByTestId('field-roasting_seq').boundingBox()];
      expect(button!.y).toBeLessThan(recipe!.y);
      await importTop.getByTestId('roast-log-input').setInputFiles(ALOG);
      await expect(page.getByTestId('field-roasting_profile_use').locator('input')).toBeChecked();
      await expect(page.getByTestId('roasting-profile')).toBeVisible();
      await expect(page.getByTestId('engine-notice')).toHaveText(MESSAGES.roastingfile_upload_label[lang]);
      // The roast is still scheduled; the import offers to move it to done.
      const offer = page.getByTestId('step-offer');
      await expect(offer).toContainText(STEP_NAMES[lang].scheduled);
      await offer.getByTestId('step-offer-move').click();
      await expect(page.getByTestId('field-roasting_step')).toContainText(STEP_NAMES[lang].done);
      await expect(page.locator('#f-roastingResult-roasting_first_start_term')).toHaveValue('05:36');
      await expect(page.locator('#f-roastingResult-roasting_end_term')).toHaveValue('07:41');
      await expect(page.getByTestId('log-points')).toContainText('457');
      await expect(page.getByTestId('profile-chart').locator('path[class*="MuiLineChart-line"]').first()).toBeVisible();
      // The log's day (roastisodate) is the new roast's date; the chart's names, DROP and RoR.
      await expect(page.getByTestId('log-date-note')).toHaveAttribute('data-date', '2021-02-09');
      await expect(page.getByTestId('field-roasting_result_year').locator('input')).toHaveValue('2021');
      await expectRoastChart(page, (name, body) => testInfo.attach(name, { body, contentType: 'image/png' }), `roast-chart-${lang}-${width}.png`);
      await saveOk(page, ok);
      await listReady(page);
      // Dated 2021 by its log, the roast sorts behind today's: find it by its name.
      await searchList(page, tag);
      await listReady(page);
      await openFirstRow(page, tag);
      // 001 §5: (1000 − 850) / 1000 = 15 % loss, computed by the server.
      await expect(page.getByTestId('view-roasting_loss')).toContainText('15');
      await expect(page.getByTestId('v-roasting_first_start_term')).toHaveText('05:36');
      await expect(page.getByTestId('profile-chart').locator('path[class*="MuiLineChart-line"]').first()).toBeVisible();
      await expect(page.getByTestId('view-roasting_result_date')).toHaveText('2021-02-09');
      await expect(page.getByTestId('view-roasting_step')).toHaveText(STEP_NAMES[lang].done);

      // 5. A blend of the recipe; its QR codes appear once saved.
      await go('blending/default/write');
      await fillIn(page.locator('body'), 'blending_name_locale', `${tag} 블렌드`);
      await fillIn(page.locator('body'), 'blending_name', `${tag} blend`);
      await page.getByTestId('sublist-add-roasting_rows').click();
      const combo = page.getByTestId('sublist-row-roasting_rows');
      await chooseIn(page, combo.nth(0).getByTestId('field-roasting_seq'), { text: tag });
      await fillIn(combo.nth(0), 'roasting_mass', 500);
      await saveOk(page, ok);
      await listReady(page);
      await openFirstRow(page, tag);
      await expect(page.getByTestId('qr-link-blending_uuid_str')).toContainText(`${lang === 'en' ? '/en' : '/kr'}/info/beannote/beaninfo/`);

      // 6. A lot of the blend: choosing it brings its rows (this year); the row's roast is chosen.
      await go('blending/result/write');
      await chooseIn(page, page.getByTestId('field-blending_seq'), { text: tag });
      await expect(combo).toHaveCount(1);
      // The row comes with its recipe (the blend's row): its roast picker lists that recipe's roasts
      // only — this year none (the demo roasts are of other recipes), in 2021 (the roast's log date)
      // ours.
      await expect(combo.nth(0).getByTestId('field-roasting_seq')).toContainText(tag);
      const roastPicker = combo.nth(0).getByTestId('field-roasting_result_seq');
      await expect.poll(() => optionValues(page, roastPicker)).toEqual(['']);
      await fillIn(combo.nth(0), 'roasting_result_year', 2021);
      await expect.poll(async () => {
        await roastPicker.locator('[role="combobox"]').first().click();
        const offered = await page.locator('[role="listbox"] li[data-value]:not([data-value=""])').allInnerTexts();
        await page.keyboard.press('Escape');
        return offered.length > 0 && offered.every((o) => o.includes(tag));
      }).toBe(true);
      await chooseIn(page, roastPicker, { text: tag });
      // The rows' columns line up (one grid template for every row), and the page does not scroll
      // sideways; on a phone each row is a card of its own.
      await page.getByTestId('sublist-add-roasting_rows').click();
      await expect(combo).toHaveCount(2);
      for (const name of ['roasting_seq', 'roasting_result_year', 'roasting_result_seq', 'roasting_mass', 'roasting_order']) {
        const [a, b] = [await combo.nth(0).getByTestId(`field-${name}`).boundingBox(), await combo.nth(1).getByTestId(`field-${name}`).boundingBox()];
        expect(Math.abs(a!.x - b!.x), `${name} x`).toBeLessThan(1);
        expect(Math.abs(a!.width - b!.width), `${name} width`).toBeLessThan(1);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      if (width < 768) await expect(combo.nth(1)).toHaveCSS('border-top-width', '1px');
      await combo.nth(1).getByRole('button').last().click();
      await expect(combo).toHaveCount(1);
      await saveOk(page, ok);
      await listReady(page);
      await openFirstRow(page, tag);
      await expect(page.getByTestId('view-blending_loss')).toContainText('15');
      const link = page.getByTestId('qr-link-blending_result_uuid_str');
      const href = (await link.getAttribute('href')) ?? '';
      expect(href).toMatch(new RegExp(`/${lang}/info/beannote/beandetail/[0-9a-f-]{36}$`));
      // The lot's QR code as a file for its label keeps the standard's quiet zone of 4 modules (roaster review).
      const qr = page.getByTestId('qr-code').first();
      const [svgFile] = await Promise.all([page.waitForEvent('download'), qr.getByTestId('qr-download-svg').click()]);
      expect((await downloadedBytes(svgFile)).toString('utf8')).toContain('<path stroke="#000000" d="M4 4.5h7');
      // Named after the lot and the kind of code, with the time (000 §9).
      expect(svgFile.suggestedFilename()).toMatch(new RegExp(`^${tag} ${lang === 'kr' ? '블렌드_소비자용 QR' : 'blend_Consumer QR'}_\\d{14}\\.svg$`));

      // 7. The QR link opens the lot's public page.
      await page.goto(href);
      await expect(page.getByTestId('bean-info-name')).toHaveText(lang === 'kr' ? `${tag} 블렌드` : `${tag} blend`);
      await expect(page.getByTestId('bean-info-CNTR')).toContainText(lang === 'kr' ? '아이티' : 'Haiti');
    });
  });
}

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
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  const scroller = page.getByTestId('list-scroll');
  await scroller.evaluate((el) => (el.scrollLeft = el.scrollWidth));
  const [box, last] = await Promise.all([scroller.boundingBox(), page.locator('thead th').last().boundingBox()]);
  expect(last!.x + last!.width).toBeLessThanOrEqual(box!.x + box!.width + 1);
  expect(last!.x).toBeGreaterThanOrEqual(box!.x - 1);
});

test('001 §2: every roaster list and new-record form is labelled in kr and en (no raw i18n keys)', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'roaster');
  const paths = ['roasting/default', 'roasting/result', 'greenbean/default', 'greenbean/year', 'blending/default', 'blending/result', 'item/equip'];
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
      expect(await detail.innerText(), `${prefix}/roaster/${path}/write`).not.toMatch(/entity\.|detail\.|widget\.|profile\./);
    }
  }
});

for (const lang of ['kr', 'en'] as const) {
  test(`000 §5 save checks in order on a roaster page with rows (${lang}): sublist_minLength, then field_minValue / field_maxValue`, async ({ page }) => {
    const prefix = lang === 'en' ? '/en' : '';
    await signIn(page, 'roaster', undefined, prefix);
    await page.goto(`${prefix}/roaster/roasting/result/write`);
    await chooseIn(page, page.getByTestId('field-roasting_seq'), { text: lang === 'kr' ? '아이티 미디엄' : 'Haiti medium' });
    const rows = page.getByTestId('sublist-row-greenbean_rows');
    await expect(rows).toHaveCount(1);
    await fillIn(page.locator('body'), 'roasting_mass', 0);
    await rows.nth(0).getByRole('button').last().click();
    await expect(rows).toHaveCount(0);
    // Check 3 (row count) comes before check 5 (numbers), whatever the field order.
    expect((await saveAndReadCheck(page)).message).toBe(MESSAGES.sublist_minLength[lang]);
    await page.getByTestId('sublist-add-greenbean_rows').click();
    await chooseIn(page, rows.nth(0).getByTestId('field-greenbean_roaster_seq'), { text: lang === 'kr' ? '아이티 밥티스트' : 'Haiti Baptiste' });
    await fillIn(rows.nth(0), 'greenbean_mass', 100);
    expect((await saveAndReadCheck(page)).message).toBe(MESSAGES.field_minValue[lang]);
    await fillIn(page.locator('body'), 'roasting_mass', 2_000_000);
    expect((await saveAndReadCheck(page)).message).toBe(MESSAGES.field_maxValue[lang]);
  });
}

test('000 §4, §5 check 4: "input direct" reveals the linked text, which is then required (green-bean process ETC)', async ({ page }) => {
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

test('001 §3, §5 green bean: a max below its min, and a YYYYMMDD that is no day, are named with the bound in its unit', async ({ page }) => {
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
  // A number column with a unit shows it (the demo Haiti roast lost 14.8 %).
  await expect(page.getByTestId('list-row').filter({ hasText: '아이티 미디엄' })).toContainText('14.8 %');
  const header = page.getByTestId('sort-roasting_result_date');
  await header.click();
  await expect(page).toHaveURL(/orderType=date_asc/);
  await listReady(page);
  await expect(page.getByTestId('list-order')).toHaveValue('date_asc');
  await header.click();
  await listReady(page);
  await expect(page.getByTestId('list-order')).toHaveValue('date_desc');
});

test('001 §3, §5 roaster equipment: a roasting machine registered here is offered as the recipe\'s machine', async ({ page }) => {
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

test('000 §2 leave guard: a new roast left untouched leaves without asking; a typed value asks (phone review: it asked either way)', async ({ page }) => {
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

test("a lot's QR codes: files named after the lot and the kind, its name and date under the code, Copy link and Print (001 §2)", async ({ page }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, 'roaster', undefined, '/en');
  await page.goto('/en/roaster/blending/result');
  await listReady(page);
  await openFirstRow(page, 'BeanTrail House Blend');
  const cafe = page.getByTestId('qr-blending_result_uuid_cafe');
  const qr = cafe.getByTestId('qr-code');
  await expect(qr.getByTestId('qr-caption')).toHaveText(/^BeanTrail House Blend\d{4}-\d{2}-\d{2}$/);
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

