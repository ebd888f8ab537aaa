import { readFile } from 'node:fs/promises';
import { MESSAGES } from '@beantrail/contracts';
import { expect, test } from './fixtures';
import { signIn } from './support';

/**
 * Collection (002 §6 system settings, SADMIN only; §2.14 EXCEL_IN / EXCEL_UP; docs/TABLE-TOOLS.md):
 * the top administrator brings code groups in from a CSV file. A column the page cannot match is
 * mapped by hand; a bad row is named and nothing is saved; the report downloads; the fixed file is
 * saved in one go, and choosing it again finds every row already there.
 */
test("the top administrator maps a sheet's columns, sees the bad row, then saves the fixed sheet (en, 1280 px)", async ({
  page,
}) => {
  const stamp = Date.now().toString(36).toUpperCase();
  const ids = [`CL${stamp}A`, `CL${stamp}B`];
  // "Korean name" matches no column by its name: it is mapped by hand. Line 3's id is 1 byte (3–45).
  const sheet = (secondId: string) =>
    Buffer.from(
      `code_group_id,Korean name,code_group_name,code_group_use\n${ids[0]},가져온 그룹,Imported group,1\n${secondId},두 번째 그룹,Second group,yes\n`,
    );

  const mapping = page.getByTestId('collection-mapping');
  const mapKoreanName = async () => {
    await mapping.locator('tbody tr').nth(1).getByRole('combobox').click();
    await page.getByRole('option', { name: /^Group name \(Korean\)/ }).click();
  };
  // A new file gets the suggested mapping again: the hand-made column is mapped once more, then checked.
  const checkFixed = async () => {
    await page
      .getByTestId('collection-file')
      .setInputFiles({ name: 'groups.csv', mimeType: 'text/csv', buffer: sheet(ids[1]) });
    await mapKoreanName();
    await page.getByTestId('collection-preview').click();
  };

  await signIn(page, 'sadmin', undefined, '/en');
  await page.goto('/en/setting/system/collection');
  await expect(page.getByRole('heading', { name: 'Collection (import)' })).toBeVisible();
  await page.getByTestId('collection').getByRole('combobox').first().click();
  await page.getByRole('option', { name: 'Code groups', exact: true }).click();

  await page
    .getByTestId('collection-file')
    .setInputFiles({ name: 'groups.csv', mimeType: 'text/csv', buffer: sheet('X') });
  await expect(mapping).toContainText('Korean name');
  await expect(page.getByTestId('collection-map-0')).toHaveValue('code_group_id');
  await expect(page.getByTestId('collection-map-1')).toHaveValue('');
  // Unmapped, the required Korean name is missing on both lines.
  await expect(page.getByTestId('collection-refused')).toHaveText('Errors 2');

  await mapKoreanName();
  await expect(page.getByText('You changed the columns. Check again before saving.')).toBeVisible();
  await expect(page.getByTestId('collection-commit')).toBeDisabled();
  await page.getByTestId('collection-preview').click();
  await expect(page.getByTestId('collection-refused')).toHaveText('Errors 1');
  await expect(page.getByTestId('collection-inserts')).toHaveText('New 1');
  const refusal = page.getByTestId('collection-refusals').locator('tbody tr');
  await expect(refusal).toHaveCount(1);
  await expect(refusal.locator('td').nth(0)).toHaveText('3');
  await expect(refusal.locator('td').nth(1)).toHaveText('code_group_id');
  await expect(page.getByTestId('collection-commit')).toBeDisabled();

  const download = page.waitForEvent('download');
  await page.getByTestId('collection-report').click();
  const report = await readFile((await (await download).path())!, 'utf8');
  expect(report).toMatch(/^\uFEFF?Line,Outcome,Column,Reason/);
  expect(report).toContain('3,Error,code_group_id,');
  expect(report).toContain('2,New,,');

  // The fixed file.
  await checkFixed();
  await expect(page.getByTestId('collection-refused')).toHaveText('Errors 0');
  await expect(page.getByTestId('collection-inserts')).toHaveText('New 2');
  await page.getByTestId('collection-commit').click();
  await expect(page.getByTestId('collection-saved')).toContainText(MESSAGES.collection_done.en);
  await expect(page.getByTestId('collection-saved')).toContainText('New 2, updated 0, unchanged 0');
  await expect(page.getByTestId('collection-commit')).toBeDisabled();

  // The rows are there: the same sheet again finds both unchanged.
  await checkFixed();
  await expect(page.getByTestId('collection-summary')).toContainText('Unchanged 2');
  await expect(page.getByTestId('collection-inserts')).toHaveText('New 0');
});

test('a file that is no sheet is refused with the translated message, at phone width (kr, 390 px)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'sadmin');
  await page.goto('/setting/system/collection');
  await expect(page.getByRole('heading', { name: '자료 가져오기' })).toBeVisible();
  await page.getByTestId('collection-file').setInputFiles({
    name: 'notes.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from('not a workbook'),
  });
  await expect(page.getByTestId('collection-error')).toHaveText(MESSAGES.collection_file.kr);
  await expect(page.getByTestId('collection-mapping')).toHaveCount(0);
  // No sideways scrolling at phone width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
