import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

/** The real Artisan roast of the shared data (../shared/data/roast-logs), as a roaster imports it. */
export const ALOG = path.resolve(__dirname, '../../../shared/data/roast-logs/haiti-baptiste-2021-02-09.alog');

/**
 * Opens a select inside a locator (a sublist row or a field) and picks an option: by value, or by
 * its visible text (`{ text }`); a searchable select is typed into first.
 */
export async function chooseIn(page: Page, scope: Locator, option: string | number | { text: string }, typed?: string): Promise<void> {
  const auto = scope.locator('input[role="combobox"]');
  if (await auto.count()) {
    await auto.first().click();
    if (typed) await auto.first().fill(typed);
  } else await scope.locator('[role="combobox"]').first().click();
  const item = typeof option === 'object' ? page.locator('[role="listbox"] li', { hasText: option.text }).first() : page.locator(`li[data-value="${option}"]`);
  await item.click();
  await expect(page.locator('[role="listbox"]')).toHaveCount(0);
}

/** The select options' values currently offered by a field (opens and closes the list). */
export async function optionValues(page: Page, scope: Locator): Promise<string[]> {
  const auto = scope.locator('input[role="combobox"]');
  if (await auto.count()) await auto.first().click();
  else await scope.locator('[role="combobox"]').first().click();
  const values = await page.locator('[role="listbox"] li[data-value]').evaluateAll((els) => els.map((e) => e.getAttribute('data-value') ?? ''));
  await page.keyboard.press('Escape');
  return values;
}

/** Fills a number or text input inside a scope by its field name. */
export async function fillIn(scope: Locator, name: string, value: string | number): Promise<void> {
  await scope.getByTestId(`field-${name}`).locator('input, textarea').first().fill(String(value));
}

/** Saves and waits for the save_ok notice, then for the view or list the engine goes to. */
export async function saveOk(page: Page, text: string): Promise<void> {
  await page.getByTestId('btn-save').click();
  await expect(page.getByTestId('engine-notice')).toHaveText(text);
}

/** The detail's key from the list's first row link after a write (the list is ordered newest first). */
export async function openFirstRow(page: Page, contains: string): Promise<void> {
  const row = page.getByTestId('list-row').filter({ hasText: contains }).first();
  await expect(row).toBeVisible();
  await row.click();
  await expect(page.locator('[data-testid^="entity-detail-"]')).toHaveAttribute('data-mode', 'view');
}

/**
 * Types a date (`YYYY-MM-DD`) into a date field by its sections, in the order the locale shows them
 * (kr `YYYY. MM. DD.`, en `MM/DD/YYYY`), as a keyboard user would.
 */
export async function typeDate(page: Page, name: string, iso: string): Promise<void> {
  const [year, month, day] = iso.split('-');
  const sections = page.getByTestId(`field-${name}`).locator('[role="spinbutton"]');
  await expect(sections).toHaveCount(3);
  for (let i = 0; i < 3; i++) {
    const max = Number(await sections.nth(i).getAttribute('aria-valuemax'));
    await sections.nth(i).click();
    await page.keyboard.type(max === 12 ? month : max === 31 ? day : year);
  }
}
