import { MESSAGES } from '@beantrail/contracts';
import { expect, test, type Page } from './fixtures';
import { listReady } from './admin-support';
import { chooseIn, createCatalogueBean, fillIn, openFirstRow, saveOk } from './roaster-support';
import { choose, signIn } from './support';

/**
 * Masses in their units as a roaster sees them (kr on a desktop, en on a phone): green beans bought in Kg
 * and a roast's rows in g share one stored unit, so 30 Kg bought less a 400 g roast leaves 29.6 Kg
 * — in the year's detail and list, with thousands separators, and in the unit the user picks in
 * the tool bar (000 §9 g, Kg, t, oz, lb).
 */
for (const [lang, prefix, width] of [
  ['kr', '', 1280],
  ['en', '/en', 390],
] as const) {
  test.describe(`mass units in ${lang} at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('30 Kg bought, a 400 g roast: 29.6 Kg left in the detail and the list; in g it reads 29,600 g', async ({
      page,
    }) => {
      test.setTimeout(400_000);
      const tag = `MASS${lang}${Date.now() % 1_000_000}`;
      const ok = MESSAGES.save_ok[lang];
      await signIn(page, 'roaster', undefined, prefix);
      const go = async (path: string) => {
        await page.goto(`${prefix}/roaster/${path}`);
        await expect(
          page.locator('[data-testid^="entity-detail-"], [data-testid^="entity-list-"]').first(),
        ).toBeVisible({ timeout: 45_000 });
      };
      const massUnit = async (unit: string) => {
        if (width < 768) await page.getByTestId('btn-display-prefs').click();
        await choose(page, 'select-mass-unit', unit);
        if (width < 768) await page.getByTestId('btn-display-prefs').click();
      };
      const stockCell = (p: Page) => p.getByTestId('list-row').filter({ hasText: tag });

      // A bean of our own, copied from the catalogue.
      await go('greenbean/default/write');
      await createCatalogueBean(page, tag, lang);

      // Bought 30 Kg: the box is in Kg (the field's unit while the tool bar says "as declared").
      await go('greenbean/year/write');
      await chooseIn(page, page.getByTestId('field-greenbean_roaster_seq'), { text: tag });
      await expect(page.getByTestId('field-greenbean_purchase_mass')).toContainText('Kg');
      await fillIn(page.locator('body'), 'greenbean_purchase_mass', 30);
      await saveOk(page, ok);
      await listReady(page);
      await expect(stockCell(page)).toContainText('30 Kg');

      // A 400 g roast of it (the recipe's row switched to our bean).
      await go('roasting/result/write');
      await chooseIn(page, page.getByTestId('field-roasting_seq'), {
        text: lang === 'kr' ? '아이티 미디엄' : 'Haiti medium',
      });
      const rows = page.getByTestId('sublist-row-greenbean_rows');
      await expect(rows).toHaveCount(1);
      await chooseIn(page, rows.nth(0).getByTestId('field-greenbean_roaster_seq'), { text: tag });
      await fillIn(rows.nth(0), 'greenbean_mass', 400);
      await expect(rows.nth(0).getByTestId('field-greenbean_mass')).toContainText('g');
      await fillIn(page.locator('body'), 'roasting_mass', 340);
      await saveOk(page, ok);
      await listReady(page);

      // 29.6 Kg left, in the list and the detail (not "29600 Kg").
      await go('greenbean/year');
      await listReady(page);
      await expect(stockCell(page)).toContainText('29.6 Kg');
      await openFirstRow(page, tag);
      await expect(page.getByTestId('view-greenbean_purchase_mass')).toHaveText('30 Kg');
      await expect(page.getByTestId('view-greenbean_stock_mass')).toHaveText('29.6 Kg');

      // The user picks grams: the same stock with a thousands separator, in the detail and the list.
      await massUnit('g');
      await expect(page.getByTestId('view-greenbean_stock_mass')).toHaveText('29,600 g');
      await expect(page.getByTestId('view-greenbean_purchase_mass')).toHaveText('30,000 g');
      await go('greenbean/year');
      await listReady(page);
      await expect(stockCell(page)).toContainText('29,600 g');
      // The choice is kept (cookie) and typing converts back: 31 Kg typed in Kg is 31,000 g.
      await massUnit('Kg');
      await openFirstRow(page, tag);
      await page.getByTestId('btn-edit').click();
      await expect(page.getByTestId('field-greenbean_purchase_mass').locator('input')).toHaveValue('30');
      await fillIn(page.locator('body'), 'greenbean_purchase_mass', 31);
      await saveOk(page, ok);
      await massUnit('g');
      await go('greenbean/year');
      await listReady(page);
      await openFirstRow(page, tag);
      await expect(page.getByTestId('view-greenbean_purchase_mass')).toHaveText('31,000 g');
      await massUnit('auto');
    });
  });
}
