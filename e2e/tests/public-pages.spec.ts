import { expect, test } from './fixtures';
import { downloadedBytes, PNG_SIGNATURE, VISITOR_VIEWS } from './public-support';

// Spec 002 §2.13: the intro and chart pages hold client-side data to copy; the guide, barcode and
// coffee-bean intros are static pictures with text, so they offer no "copy data".
const STATIC = new Set(['guide', 'barcode', 'coffeebean']);
const PAGES = [
  ['intro', '/info/intro'],
  ['flavorwheel', '/info/chart/flavorwheel'],
  ['radarchart', '/info/chart/radarchart'],
  ['brewingrecord', '/info/chart/brewingrecord'],
  ['roastingprofile', '/info/chart/roastingprofile'],
  ['beannote', '/info/beannote'],
  ['guide', '/info/guide'],
  ['barcode', '/info/guide/barcode'],
  ['coffeebean', '/info/guide/coffeebean'],
] as const;

// Every public page opens for a signed-out visitor in both languages and both sizes,
// offers copy / save-as-image and a sign-in invitation; screenshots are kept as artifacts.
for (const view of VISITOR_VIEWS) {
  test(`every public page renders for a visitor, ${view.lang} ${view.device} (spec 002 §2.13)`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: view.width, height: view.height });
    for (const [id, path] of PAGES) {
      await page.goto(`${view.prefix}${path}`);
      await expect(page.getByTestId(`page-${id}`)).toBeVisible();
      await expect(page.getByTestId('signin-prompt')).toBeVisible();
      await expect(page.getByTestId('page-download')).toBeVisible();
      await expect(page.getByTestId('page-copy')).toHaveCount(STATIC.has(id) ? 0 : 1);
      await expect(page.getByTestId('chart-loading')).toHaveCount(0);
      await expect(page.locator('html')).toHaveAttribute('lang', view.lang === 'kr' ? 'ko' : 'en');
      // No horizontal page scroll at 390 px: wide tables scroll inside their own box.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(view.width);
      await testInfo.attach(`${id}-${view.lang}-${view.device}.png`, {
        body: await page.screenshot({ fullPage: true }),
        contentType: 'image/png',
      });
    }
  });
}

// The intro is a document the server renders (Lighthouse >= 90 on a phone). It loads no
// application, only the ~1 KB script of its two buttons, and the application links to it as a document.
test('the intro is a page the server renders: no application, its own buttons work (002 §2.13)', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const scripts: string[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/info\/intro$/);
  // The buttons are shown by their script: without it there is nothing to press.
  await expect(page.getByTestId('page-copy')).toBeVisible();
  expect(scripts).toEqual([expect.stringMatching(/^\/page-actions\.[0-9a-f]{8}\.js$/)]);
  await page.getByTestId('page-copy').click();
  await expect(page.getByTestId('page-notice')).toHaveText('데이터를 클립보드에 복사했습니다.');
  // Readable lines in the page's language, not a JSON blob.
  const copied = (await page.evaluate(() => navigator.clipboard.readText())).split('\n');
  expect(copied[0]).toMatch(/^이 페이지: http:\/\/127\.0\.0\.1:\d+\/info\/intro$/);
  expect(copied[1]).toMatch(/^플레이버 휠: http:\/\/127\.0\.0\.1:\d+\/info\/chart\/flavorwheel$/);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('page-download').click()]);
  expect(download.suggestedFilename()).toMatch(/^intro_\d{14}\.png$/);
  expect((await downloadedBytes(download)).subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  // Into the application, and back through its brand link: the intro comes back as the server's document.
  await page.getByTestId('link-radarchart').click();
  await expect(page.getByTestId('page-radarchart')).toBeVisible();
  await page.getByTestId('header-brand').click();
  await expect(page.getByTestId('landing-title')).toHaveText('빈트레일에 오신 것을 환영합니다');
  await expect(page).toHaveURL(/\/info\/intro$/);
  expect(await page.locator('script[src]').count()).toBe(1);
});

test('a page downloads itself as a PNG named prefix + YYYYMMDDHHmmss, and copies its data (spec 002 §2.13)', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/en/info/chart/radarchart');
  await page.getByTestId('score-input-aroma').fill('6');
  await page.getByTestId('page-copy').click();
  await expect(page.getByTestId('page-notice')).toBeVisible();
  const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText())) as {
    scores: Record<string, number>;
  };
  expect(copied.scores.aroma).toBe(6);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('page-download').click()]);
  expect(download.suggestedFilename()).toMatch(/^radarchart_\d{14}\.png$/);
  expect((await downloadedBytes(download)).subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
});

test('the wheel and map data are separate chunks, loaded only where they are shown', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/info/intro');
  await expect(page.getByTestId('qr-code')).toBeVisible();
  expect(
    scripts.filter((s) => /flavor-wheel-data|world-atlas|chart-wheel|chart-map|chart-radar|chart-timeline/.test(s)),
  ).toEqual([]);
  await page.getByTestId('link-flavorwheel').click();
  await expect(page.getByTestId('wheel-node-FL01')).toBeVisible();
  // Response events reach the test process on their own schedule: wait for the chunk's, do not race it.
  await expect.poll(() => scripts.some((s) => s.includes('flavor-wheel-data'))).toBe(true);
  expect(scripts.some((s) => s.includes('world-atlas'))).toBe(false);
  await page.goto('/info/guide/coffeebean');
  await expect(page.getByTestId('country-map').locator('svg path').first()).toBeVisible();
  await expect.poll(() => scripts.some((s) => s.includes('world-atlas'))).toBe(true);
});

test('country map zooms by 4/3 per click within 100…40000 and filters to listed countries (spec 000 §4)', async ({
  page,
}) => {
  await page.goto('/en/info/guide/coffeebean');
  const map = page.getByTestId('country-map');
  const countries = map.locator('svg[role="img"] path');
  await expect(countries.first()).toBeVisible();
  const all = await countries.count();
  await page.getByTestId('map-zoom-in').click();
  await expect(page.getByTestId('map-zoom')).toHaveText('Zoom 133%');
  await page.getByTestId('map-zoom-out').click();
  await page.getByTestId('map-zoom-out').click();
  await expect(page.getByTestId('map-zoom')).toHaveText('Zoom 100%');
  await page.getByTestId('map-only-listed').locator('input').check();
  await expect(countries).toHaveCount(13);
  expect(all).toBeGreaterThan(150);
  await expect(map.locator('svg title', { hasText: 'Ethiopia' })).toHaveCount(1);
});

test('the map names countries in the page language from CLDR, not a hand list', async ({ page }) => {
  await page.goto('/info/guide/coffeebean');
  const map = page.getByTestId('country-map');
  await expect(map.locator('svg title', { hasText: '에티오피아' })).toHaveCount(1);
  // A country no label map names: Korean too, spelled as CLDR spells it.
  await expect(map.locator('svg title', { hasText: '폴란드' })).toHaveCount(1);
  await expect(map.locator('svg[role="img"]')).toHaveAttribute('aria-label', /브라질.*콜롬비아.*에티오피아/);
});

test('roasting profile: editing first crack redraws the chart and the development ratio (spec 000 §9 demo roast)', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto('/en/info/chart/roastingprofile');
  const dev = page.getByTestId('roast-development');
  // The time axis reads whole minutes (mm:ss, 000 §9), from the preheat at -03:00 to the end at 13:00.
  const ticks = page.getByTestId('roast-timeline').locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel');
  await expect(ticks.first()).toBeVisible();
  const labels = await ticks.allTextContents();
  expect(labels.length).toBeGreaterThanOrEqual(4);
  for (const label of labels) expect(label).toMatch(/^-?\d\d:00$/);
  await expect(dev).toHaveText('Development time: 02:00 · Development ratio: 16.4 %');
  await page.getByTestId('roast-time-first_crack').fill('11:00');
  // The chart waits while the input has focus (at most 7 × 50 ms), then follows.
  await expect(dev).toHaveText('Development time: 01:13 · Development ratio: 10 %');
  await expect(page.getByTestId('roast-timeline').locator('text', { hasText: 'First crack' })).toHaveCount(1);
  // Temperature scale: 100–250 °C by default, widened to the readings (the demo's bean temperature
  // dips into the 90s after charge), and the slider shows the scale drawn; marks at
  // 70/150/190/220/250 (spec 000 §9).
  const scale = page.getByTestId('roast-scale');
  await expect(scale.locator('.MuiSlider-markLabel')).toHaveText(['70', '150', '190', '220', '250']);
  await expect(page.getByTestId('roast-scale-value')).toHaveText('Temperature scale (°C): 90–250');
  await scale.locator('input').first().focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('roast-scale-value')).toHaveText('Temperature scale (°C): 100–250');
  await expect(
    page.getByTestId('roast-timeline').locator('.MuiChartsAxis-directionY .MuiChartsAxis-tickLabel').first(),
  ).toHaveText('100');
  // Drawn before it was measured, the chart once gave its plot area a negative width.
  expect(errors).toEqual([]);
});

test('cup note try-out: reset sets the six points to the satisfaction, clears lists, wheel off (spec 001 §4)', async ({
  page,
}) => {
  await page.goto('/info/beannote');
  await page.getByTestId('score-input-acidity').fill('2');
  await page.getByTestId('score-input-satisfaction').fill('6.5');
  await page.getByTestId('note-texture-silky').click();
  await expect(page.getByTestId('note-texture-silky')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('wheel-node-FL01').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('wheel-chip-FL01')).toBeVisible();
  await expect(page.getByTestId('cupping-radar')).toHaveAttribute('data-values', '[[2,10,10,10,10,10]]');
  await page.getByTestId('note-reset').click();
  await expect(page.getByTestId('cupping-radar')).toHaveAttribute('data-values', '[[6.5,6.5,6.5,6.5,6.5,6.5]]');
  await expect(page.getByTestId('note-texture-silky')).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('note-wheel-on').locator('input')).not.toBeChecked();
  await expect(page.getByTestId('flavor-wheel')).toHaveCount(0);
  await page.getByTestId('note-wheel-on').locator('input').check();
  await expect(page.getByTestId('flavor-wheel-rotor')).toHaveAttribute('transform', 'rotate(0)');
  await expect(page.getByTestId('wheel-chip-FL01')).toHaveCount(0);
});
