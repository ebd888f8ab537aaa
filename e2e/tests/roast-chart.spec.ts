import fs from 'node:fs';
import { MESSAGES } from '@beantrail/contracts';
import { expect as baseExpect, test, type Page } from './fixtures';
import { listReady } from './admin-support';
import { ALOG, chooseIn, expectRoastChart, fillIn, ROAST_CSV, searchList, STEP_NAMES } from './roaster-support';
import { signIn } from './support';

// The machine running the suite may be busy: a remote's first load can take longer than 10 s.
const expect = baseExpect.configure({ timeout: 25_000 });

/** Stage names of the real log's stages, as the stage table names them (spec 001 §3). */
const LOG_STAGES = {
  kr: ['투입', '터닝 포인트', '드라이 엔드', '1차 크랙 시작', '1차 크랙 종료', '배출'],
  en: ['Charge', 'Turning point', 'Dry end', 'First crack start', 'First crack end', 'Drop'],
} as const;

/**
 * The roast chart and the log import, as the demo roaster (PAID, may import logs) works,
 * in kr and en at 1280 and 390 px, with the real Artisan roast (/work/shared/data/roast-logs):
 * the chart's stage names do not overlap and equal the stage table's, DROP has a marker, the RoR
 * stays in the plot; the log's day becomes a new roast's date (a saved roast's date is locked,
 * 001 §5) and a scheduled roast is offered the move to done (RSTEP RSRV → CMPL).
 * The journey runs once per language, at one width; the saved chart is then read again at the
 * other width, so each language's stage names are checked for overlaps at both.
 */
for (const [lang, prefix, width, otherWidth] of [
  ['kr', '', 390, 1280],
  ['en', '/en', 1280, 390],
] as const) {
  test.describe(`roast chart and log import in ${lang} at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('import the CSV into a new roast, then the .alog into a saved one', async ({ page }, testInfo) => {
      // Two roasts, two imports and four saves: minutes on the busy machine.
      test.setTimeout(480_000);
      const tag = `RC${lang}${width}${Date.now() % 1_000_000}`;
      const ok = MESSAGES.save_ok[lang];
      const steps = STEP_NAMES[lang];
      const attach = async (name: string, body: Buffer) => {
        fs.writeFileSync(testInfo.outputPath(name), body);
        await testInfo.attach(name, { body, contentType: 'image/png' });
      };
      await signIn(page, 'roaster', undefined, prefix);
      const go = async (path: string) => {
        await page.goto(`${prefix}/roaster/${path}`);
        await expect(
          page.locator('[data-testid^="entity-detail-"], [data-testid^="entity-list-"]').first(),
        ).toBeVisible();
      };

      // A recipe of the seeded Haiti bean, so the roasts below are found by its name.
      await go('roasting/default/write');
      await fillIn(page.locator('body'), 'roasting_name_locale', `${tag} 로스팅`);
      await fillIn(page.locator('body'), 'roasting_name', `${tag} roast`);
      await page.getByTestId('sublist-add-greenbean_rows').click();
      const rows = page.getByTestId('sublist-row-greenbean_rows');
      await chooseIn(page, rows.nth(0).getByTestId('field-greenbean_roaster_seq'), {
        text: lang === 'kr' ? '아이티 밥티스트' : 'Haiti Baptiste',
      });
      await fillIn(rows.nth(0), 'greenbean_mass', 1000);
      await saveOk(page, ok);
      await listReady(page);

      // 1. A new roast (scheduled, dated today) takes the CSV: the log's day becomes its date.
      await newRoast(page, go, tag, 850);
      await page.getByTestId('roast-log-input').setInputFiles(ROAST_CSV);
      await expect(page.getByTestId('engine-notice')).toHaveText(MESSAGES.roastingfile_upload_label[lang]);
      const offer = page.getByTestId('step-offer');
      await expect(offer).toContainText(steps.scheduled);
      await expect(offer).toContainText(steps.done);
      await attach(`step-offer-${lang}-${width}.png`, await page.screenshot());
      // Kept as scheduled this time.
      await offer.getByTestId('step-offer-keep').click();
      await expect(offer).toHaveCount(0);
      await expect(page.getByTestId('field-roasting_step')).toContainText(steps.scheduled);
      const note = page.getByTestId('log-date-note');
      await expect(note).toHaveAttribute('data-date', '2021-02-09');
      await expect(note).toContainText('2021-02-09');
      await expect(page.getByTestId('field-roasting_result_year').locator('input')).toHaveValue('2021');
      expect(await expectRoastChart(page, attach, `roast-chart-csv-${lang}-${width}.png`)).toEqual([
        ...LOG_STAGES[lang],
      ]);
      await saveOk(page, ok);
      await listReady(page);
      // Dated 2021 by its log, the roast sorts behind today's: find it by its name.
      await searchList(page, tag);
      await listReady(page);
      await openFirstRow(page, tag);
      await expect(page.getByTestId('view-roasting_result_date')).toHaveText('2021-02-09');
      await expect(page.getByTestId('view-roasting_result_year')).toHaveText('2021');
      await expect(page.getByTestId('view-roasting_step')).toHaveText(steps.scheduled);
      // The saved roast's chart, in view mode, holds too.
      await expectRoastChart(page, attach, `roast-chart-view-${lang}-${width}.png`);

      // 2. A roast saved first (dated today), then edited with the .alog: its date is locked
      //    (001 §5), the note says so; the stage moves from scheduled to done.
      await newRoast(page, go, tag, 860);
      await saveOk(page, ok);
      await listReady(page);
      const saved = page.getByTestId('list-row').filter({ hasText: tag }).filter({ hasText: '860' }).first();
      await saved.click();
      await expect(page.locator('[data-testid^="entity-detail-"]')).toHaveAttribute('data-mode', 'view');
      const today = (await page.getByTestId('view-roasting_result_date').innerText()).trim();
      expect(today).not.toBe('2021-02-09');
      await page.getByTestId('btn-edit').click();
      await expect(page.locator('[data-testid^="entity-detail-"]')).toHaveAttribute('data-mode', 'edit');
      await page.getByTestId('field-roasting_profile_use').locator('input').check();
      await page.getByTestId('roast-log-input').setInputFiles(ALOG);
      await expect(offer).toBeVisible();
      await offer.getByTestId('step-offer-move').click();
      await expect(offer).toHaveCount(0);
      await expect(page.getByTestId('field-roasting_step')).toContainText(steps.done);
      await expect(note).toHaveAttribute('data-date', '2021-02-09');
      await expect(page.getByTestId('view-roasting_result_date')).toHaveText(today);
      expect(await expectRoastChart(page, attach, `roast-chart-alog-${lang}-${width}.png`)).toEqual([
        ...LOG_STAGES[lang],
      ]);
      await saveOk(page, ok);
      await expect(page.locator('[data-testid^="entity-detail-"]')).toHaveAttribute('data-mode', 'view');
      await expect(page.getByTestId('view-roasting_step')).toHaveText(steps.done);
      await expect(page.getByTestId('view-roasting_result_date')).toHaveText(today);
      await expect(page.getByTestId('v-roasting_end_term')).toHaveText('07:41');

      // The same saved chart at the other width.
      await page.setViewportSize({ width: otherWidth, height: 900 });
      expect(await expectRoastChart(page, attach, `roast-chart-view-${lang}-${otherWidth}.png`)).toEqual([
        ...LOG_STAGES[lang],
      ]);
    });
  });
}

/** Saves and waits for the save_ok notice (roaster-support's saveOk, with this spec's longer wait). */
async function saveOk(page: Page, text: string): Promise<void> {
  await page.getByTestId('btn-save').click();
  await expect(page.getByTestId('engine-notice')).toHaveText(text);
}

/** Opens the first list row holding `contains` and waits for the detail in view mode. */
async function openFirstRow(page: Page, contains: string): Promise<void> {
  const row = page.getByTestId('list-row').filter({ hasText: contains }).first();
  await expect(row).toBeVisible();
  await row.click();
  await expect(page.locator('[data-testid^="entity-detail-"]')).toHaveAttribute('data-mode', 'view');
}

/** A new roast of the tagged recipe with its roasted mass and the profile section on. */
async function newRoast(page: Page, go: (path: string) => Promise<void>, tag: string, mass: number): Promise<void> {
  await go('roasting/result/write');
  await chooseIn(page, page.getByTestId('field-roasting_seq'), { text: tag });
  await expect(page.getByTestId('sublist-row-greenbean_rows')).toHaveCount(1);
  await fillIn(page.locator('body'), 'roasting_mass', mass);
  await page.getByTestId('field-roasting_profile_use').locator('input').check();
  await expect(page.getByTestId('roasting-profile')).toBeVisible();
  // The demo roaster is PAID: the import button, not the paid-account note.
  await expect(page.getByTestId('roast-log-upload')).toBeVisible();
  await expect(page.getByTestId('roast-log-paid')).toHaveCount(0);
}

// 001 §6: log import is for SADMIN, ADMIN, TESTER and PAID accounts. A roastery's staff on a free
// account sees why there is no import button, not nothing (roaster review).
test('a free account on a roast form is told that log import needs a paid account (001 §6, en 390 px)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'roaster.staff', undefined, '/en');
  await page.goto('/en/roaster/roasting/result/write');
  await page.getByTestId('field-roasting_profile_use').locator('input').check();
  await expect(page.getByTestId('roasting-profile')).toBeVisible();
  await expect(page.getByTestId('roast-log-paid')).toHaveText(
    'Importing a roast log needs a paid account. Enter the stage times by hand.',
  );
  await expect(page.getByTestId('roast-log-upload')).toHaveCount(0);
});
