import { MESSAGES } from '@beantrail/contracts';
import { expect, test } from './fixtures';
import { listReady } from './admin-support';
import {
  ALOG,
  chooseIn,
  createCatalogueBean,
  expectRoastChart,
  fillIn,
  openFirstRow,
  optionValues,
  saveOk,
  searchList,
  STEP_NAMES,
} from './roaster-support';
import { downloadedBytes } from './public-support';
import { signIn } from './support';

/**
 * The roaster core end to end, as the demo roaster (`roaster` / `beantrail`, a PAID owner) works: spec 001
 * §2 pages, §3 fields, §4 copies, rows, log import and QR links, §5 derived values.
 */
for (const [lang, prefix, width] of [
  ['kr', '', 1280],
  ['en', '/en', 390],
] as const) {
  test.describe(`roaster core in ${lang} at ${width} px (001 §2–§5)`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('bean from the catalogue → yearly stock → recipe → roast from the shared .alog → blend → lot → its QR page', async ({
      page,
    }, testInfo) => {
      test.setTimeout(240_000);
      const tag = `E2E${lang}${Date.now() % 1_000_000}`;
      const ok = MESSAGES.save_ok[lang];
      await signIn(page, 'roaster', undefined, prefix);
      const go = async (path: string) => {
        await page.goto(`${prefix}/roaster/${path}`);
        await expect(
          page.locator('[data-testid^="entity-detail-"], [data-testid^="entity-list-"]').first(),
        ).toBeVisible();
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
      const [button, recipe] = [
        await importTop.getByTestId('roast-log-upload').boundingBox(),
        await page.getByTestId('field-roasting_seq').boundingBox(),
      ];
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
      await expectRoastChart(
        page,
        (name, body) => testInfo.attach(name, { body, contentType: 'image/png' }),
        `roast-chart-${lang}-${width}.png`,
      );
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
      await expect(page.getByTestId('qr-link-blending_uuid_str')).toContainText(
        `${lang === 'en' ? '/en' : '/kr'}/info/beannote/beaninfo/`,
      );

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
      await expect
        .poll(async () => {
          await roastPicker.locator('[role="combobox"]').first().click();
          const offered = await page.locator('[role="listbox"] li[data-value]:not([data-value=""])').allInnerTexts();
          await page.keyboard.press('Escape');
          return offered.length > 0 && offered.every((o) => o.includes(tag));
        })
        .toBe(true);
      await chooseIn(page, roastPicker, { text: tag });
      // The rows' columns line up (one grid template for every row), and the page does not scroll
      // sideways; on a phone each row is a card of its own.
      await page.getByTestId('sublist-add-roasting_rows').click();
      await expect(combo).toHaveCount(2);
      for (const name of [
        'roasting_seq',
        'roasting_result_year',
        'roasting_result_seq',
        'roasting_mass',
        'roasting_order',
      ]) {
        const [a, b] = [
          await combo.nth(0).getByTestId(`field-${name}`).boundingBox(),
          await combo.nth(1).getByTestId(`field-${name}`).boundingBox(),
        ];
        expect(Math.abs(a!.x - b!.x), `${name} x`).toBeLessThan(1);
        expect(Math.abs(a!.width - b!.width), `${name} width`).toBeLessThan(1);
      }
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      ).toBeLessThanOrEqual(0);
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
      expect(svgFile.suggestedFilename()).toMatch(
        new RegExp(`^${tag} ${lang === 'kr' ? '블렌드_소비자용 QR' : 'blend_Consumer QR'}_\\d{14}\\.svg$`),
      );

      // 7. The QR link opens the lot's public page.
      await page.goto(href);
      await expect(page.getByTestId('bean-info-name')).toHaveText(lang === 'kr' ? `${tag} 블렌드` : `${tag} blend`);
      await expect(page.getByTestId('bean-info-CNTR')).toContainText(lang === 'kr' ? '아이티' : 'Haiti');
    });
  });
}
