import { MESSAGES } from '@beantrail/contracts';
import { expect, test } from './fixtures';
import { clickWheelNode, downloadedBytes, PNG_SIGNATURE, VISITOR_VIEWS } from './public-support';

// The public chart pages as a signed-out visitor would use them.
for (const view of VISITOR_VIEWS) {
  test.describe(`public charts, ${view.lang} ${view.device} (spec 002 §2.13)`, () => {
    test.use({ viewport: { width: view.width, height: view.height } });

    test('flavor wheel: three picks are listed, a pick toggles off, the PNG downloads (spec 000 §3/§4/§9)', async ({
      page,
    }, testInfo) => {
      const api: string[] = [];
      await page.goto(`${view.prefix}/info/chart/flavorwheel`);
      await expect(page.getByTestId('wheel-node-FL010101')).toBeVisible();
      page.on('request', (r) => {
        if (new URL(r.url()).pathname.startsWith('/api/')) api.push(r.url());
      });
      // Blackberry (level 3) by mouse, Sour (level 2) with Enter, Floral (level 1) with Space.
      await clickWheelNode(page, 'FL010101');
      await page.getByTestId('wheel-node-FL0201').focus();
      await page.keyboard.press('Enter');
      await page.getByTestId('wheel-node-FL09').focus();
      await page.keyboard.press(' ');
      const list = page.getByTestId('wheel-selected');
      const blackberry = view.lang === 'kr' ? '블랙베리 · Blackberry' : 'Blackberry · 블랙베리';
      await expect(page.getByTestId('wheel-chip-FL010101')).toHaveText(blackberry);
      await expect(page.getByTestId('wheel-chip-FL0201')).toHaveText(
        view.lang === 'kr' ? '신맛 · Sour' : 'Sour · 신맛',
      );
      await expect(page.getByTestId('wheel-chip-FL09')).toHaveText(
        view.lang === 'kr' ? '꽃향 · Floral' : 'Floral · 꽃향',
      );
      await expect(list).toContainText('(3)');
      await expect(page.getByTestId('wheel-node-FL010101')).toHaveAttribute('aria-pressed', 'true');

      await clickWheelNode(page, 'FL010101');
      await expect(page.getByTestId('wheel-chip-FL010101')).toHaveCount(0);
      // Rotation −180…180 applies live (spec 001 §4).
      await page.getByTestId('wheel-rotation').locator('input').focus();
      await page.keyboard.press('End');
      await expect(page.getByTestId('flavor-wheel-rotor')).toHaveAttribute('transform', 'rotate(180)');
      await expect(list).toContainText('(2)');

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('wheel-export-png').click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^flavorwheel_\d{14}\.png$/);
      const png = await downloadedBytes(download);
      expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
      expect(png.length).toBeGreaterThan(10_000);
      await testInfo.attach(`flavorwheel-${view.lang}-${view.device}.png`, { body: png, contentType: 'image/png' });
      expect(api, 'the public pages make no server calls').toEqual([]);
    });

    test('radar chart: changing a score changes the drawn radar (spec 000 §3 cupping scores)', async ({ page }) => {
      await page.goto(`${view.prefix}/info/chart/radarchart`);
      const radar = page.getByTestId('cupping-radar');
      await expect(radar).toHaveAttribute('data-values', '[[10,10,10,10,10,10]]');
      const shape = radar.locator('svg path[fill-opacity], svg path').first();
      await expect(shape).toBeVisible();
      const before = await radar.locator('svg').innerHTML();
      await page.getByTestId('score-input-acidity').fill('3');
      await page.getByTestId('score-input-body').fill('5.5');
      await expect(radar).toHaveAttribute('data-values', '[[3,10,10,5.5,10,10]]');
      await expect.poll(() => radar.locator('svg').innerHTML()).not.toBe(before);
      await expect(radar).toContainText(view.lang === 'kr' ? '산미' : 'Acidity');
    });

    test('brewing record: the start timer highlights each step for 3 s and stops after the last (spec 000 §4, 001 §5)', async ({
      page,
    }) => {
      await page.clock.install();
      await page.goto(`${view.prefix}/info/chart/brewingrecord`);
      // Demo: start 18 g; steps 40 + 80 + 80 + 60 g; end 280.5 g.
      await expect(page.getByTestId('brew-cum-2')).toHaveText('138');
      await expect(page.getByTestId('brew-result-calc')).toHaveText('20.5');
      await expect(page.getByTestId('brew-total')).toHaveText('298.5');
      await expect(page.getByTestId('brew-cum-5')).toHaveText('');
      await page.getByTestId('brew-mass-1').fill('40.25');
      await expect(page.getByTestId('brew-result-calc')).toHaveText('20.2');

      await page.getByTestId('brew-start').click();
      await expect(page.getByTestId('brew-start')).toHaveAttribute('data-running', 'true');
      await page.clock.runFor(500);
      await expect(page.getByTestId('brew-row-1')).toHaveAttribute('data-highlight', 'true');
      await page.clock.runFor(3_000);
      await expect(page.getByTestId('brew-row-1')).toHaveAttribute('data-highlight', 'false');
      // Jump (timers fire once) instead of ticking every 100 ms: the suite stays fast.
      await page.clock.fastForward(37_000);
      await expect(page.getByTestId('brew-row-2')).toHaveAttribute('data-highlight', 'true');
      await expect(page.getByTestId('brew-row-1')).toHaveAttribute('data-highlight', 'false');
      // The page clock also flows in real time: read the stop time rather than predicting it.
      await page.clock.fastForward(120_000);
      await expect(page.getByTestId('brew-start')).toHaveAttribute('data-running', 'false');
      const stoppedAt = await page.getByTestId('brew-elapsed').innerText();
      expect(stoppedAt >= '02:40' && stoppedAt < '03:30').toBe(true);
      await page.clock.fastForward(5_000);
      await expect(page.getByTestId('brew-elapsed')).toHaveText(stoppedAt);
      await expect(page.locator('[data-highlight="true"]')).toHaveCount(0);
    });

    test('brewing record: a negative, huge or non-number value is refused on its cell and left out of the totals (careless-user review)', async ({
      page,
    }) => {
      await page.goto(`${view.prefix}/info/chart/brewingrecord`);
      await expect(page.getByTestId('brew-result-calc')).toHaveText('20.5');
      const msg = (key: 'field_minValue' | 'field_maxValue' | 'field_NaN') => MESSAGES[key][view.lang];
      await page.getByTestId('brew-mass-1').fill('-40');
      await expect(page.getByTestId('brew-mass-1-error')).toHaveText(msg('field_minValue'));
      await expect(page.getByTestId('brew-mass-1')).toHaveAttribute('aria-invalid', 'true');
      // Step 1 counts as empty: 280.5 − (80 + 80 + 60) = 60.5.
      await expect(page.getByTestId('brew-result-calc')).toHaveText('60.5');
      await page.getByTestId('brew-mass-1').fill('1e9');
      await expect(page.getByTestId('brew-mass-1-error')).toHaveText(msg('field_maxValue'));
      await page.getByTestId('brew-bar-2').fill('9..5');
      await expect(page.getByTestId('brew-bar-2-error')).toHaveText(msg('field_NaN'));
      await page.getByTestId('brew-start-mass').fill('99999');
      await expect(page.getByTestId('brew-start-mass-error')).toHaveText(msg('field_maxValue'));
      await expect(page.getByTestId('brew-total')).toHaveText('280.5');
      await page.getByTestId('brew-mass-1').fill('40');
      await page.getByTestId('brew-start-mass').fill('18');
      await expect(page.getByTestId('brew-mass-1-error')).toHaveCount(0);
      await expect(page.getByTestId('brew-result-calc')).toHaveText('20.5');
      await expect(page.getByTestId('brew-total')).toHaveText('298.5');
    });
  });
}

test.describe('QR code download (spec 000 §9: canvas by default, QRCode.png / QRCode.svg)', () => {
  for (const view of [VISITOR_VIEWS[0], VISITOR_VIEWS[3]]) {
    test(`the intro page's QR code saves as SVG and PNG, ${view.lang} ${view.device}`, async ({ page }) => {
      await page.setViewportSize({ width: view.width, height: view.height });
      // The intro is drawn by the server (its QR code an SVG), its two files served beside it.
      await page.goto(`${view.prefix}/info/intro`);
      await expect(page.getByTestId('qr-code').locator('svg')).toBeVisible();
      const [svgDownload] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('qr-download-svg').click(),
      ]);
      expect(svgDownload.suggestedFilename()).toBe('QRCode.svg');
      const svg = (await downloadedBytes(svgDownload)).toString('utf8');
      expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg).toContain('<path');
      expect(svg.trim().endsWith('</svg>')).toBe(true);
      const [pngDownload] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('qr-download-png').click(),
      ]);
      expect(pngDownload.suggestedFilename()).toBe('QRCode.png');
      expect(
        (await downloadedBytes(pngDownload))
          .subarray(0, 8)
          .equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
      ).toBe(true);
    });
  }
});
