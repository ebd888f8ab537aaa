import { MESSAGES } from '@beantrail/contracts';
import { expect, test } from './fixtures';
import { signIn } from './support';

/**
 * Spec 002 §2.14 (table definition and compare), §5 (field_required), §6 (SADMIN only), §8
 * ("Parsing Error"): the top administrator defines the region table, generates its declaration
 * and copies it, then compares an edited definition with the live table.
 */
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('the top administrator defines a table, generates and copies its code, and compares it (kr, 1280 px)', async ({
  page,
}) => {
  await signIn(page, 'sadmin');
  await page.goto('/setting/system/table');
  await page.getByTestId('generate').click();
  await expect(page.getByTestId('validation-message')).toHaveText(MESSAGES.field_required.kr);
  await expect(page.getByTestId('validation-field')).toContainText('스키마');
  await page.getByTestId('validation-close').click();

  await page.getByTestId('field-schema').locator('[role="combobox"]').click();
  await page.locator('li[data-value="main"]').click();
  await page.getByTestId('field-table').locator('[role="combobox"]').click();
  await page.locator('li[data-value="region"]').click();
  await expect(page.getByTestId('column-region_country')).toBeVisible();
  // The key comes from the table; the country column is made unchangeable after creation.
  await expect(page.getByTestId('primaryKey-region_seq')).toBeChecked();
  await page.getByTestId('UPDATE-region_country').uncheck();
  await page.getByTestId('generate').click();
  const declaration = page.getByTestId('snippet-declaration').locator('textarea').first();
  await expect(declaration).toHaveValue(/export const regionPage = definePage\(\{/);
  await expect(declaration).toHaveValue(
    /name: 'region_country', widget: 'text', editable: false, required: true, maxBytes: 45/,
  );
  await expect(page.getByTestId('snippet-create').locator('textarea').first()).toHaveValue(/CREATE TABLE "region"/);
  await page.getByTestId('copy-declaration').click();
  await expect(page.getByTestId('engine-notice')).toHaveText(MESSAGES.copy_ok.kr);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("table: 'region'");

  // §8: a definition that cannot be read says so.
  await page.getByTestId('paste-definition').fill('{ "schema": "main", ');
  await page.getByTestId('apply-definition').click();
  await expect(page.getByTestId('parsing-error')).toHaveText(MESSAGES.parsing_error.kr);

  // Compare: the generated definition with one column dropped and one added.
  await page.getByTestId('to-compare').click();
  await expect(page).toHaveURL(/\/setting\/system\/compare$/);
  const text = await page.getByTestId('compare-definition').inputValue();
  const def = JSON.parse(text);
  def.columns = def.columns.filter((c: { name: string }) => c.name !== 'region_desc');
  def.columns.push({
    name: 'region_altitude',
    type: 'integer',
    length: null,
    nullable: true,
    generated: false,
    checks: ['LIST'],
  });
  await page.getByTestId('compare-definition').fill(JSON.stringify(def));
  await page.getByTestId('compare').click();
  await expect(page.getByTestId('missing-in-table')).toContainText('region_altitude');
  await expect(page.getByTestId('missing-in-definition')).toContainText('region_desc');
  await expect(page.getByTestId('snippet-statements').locator('textarea').first()).toHaveValue(
    'ALTER TABLE "region" ADD COLUMN "region_altitude" integer;\nALTER TABLE "region" DROP COLUMN "region_desc";',
  );
});

test('an administrator who is not the top one sees no system menu and is refused the page (en, 390 px)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await signIn(page, 'admin', undefined, '/en');
  await page.goto('/en/setting/home');
  await expect(page.getByTestId('subnav-setting-product')).toBeVisible();
  await expect(page.getByTestId('subnav-setting-system')).toHaveCount(0);
  await page.goto('/en/setting/system/table');
  await expect(page.getByTestId('status-403')).toBeVisible();
  await expect(page.getByTestId('table-definition')).toHaveCount(0);
});
