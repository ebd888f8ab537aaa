import { expect, type Page } from './fixtures';

/** The admin country list, as an administrator opens it from the menu path (001 §2 Country). */
export const COUNTRY = '/setting/map/country';

/** The visible text of every list row's cell in one column (by its header test id order). */
export async function columnTexts(page: Page, column: number): Promise<string[]> {
  return page.getByTestId('list-row').locator(`td:nth-child(${column})`).allInnerTexts();
}

const sortedQuery = (q: string) =>
  [...new URLSearchParams(q)]
    .map(([k, v]) => `${k}=${v}`)
    .sort()
    .join('&');

/**
 * Waits until the list shows the rows of the current URL: the table (or the empty list's note)
 * names the query its rows belong to (`data-query`) and is not busy (previous rows stay on screen
 * while loading).
 */
export async function listReady(page: Page): Promise<void> {
  const table = page.getByTestId('list-table').or(page.getByTestId('list-empty')).or(page.getByTestId('list-no-data'));
  await expect(table).toHaveAttribute('aria-busy', 'false');
  await expect
    .poll(async () => sortedQuery((await table.getAttribute('data-query')) ?? ''))
    .toBe(sortedQuery(new URL(page.url()).search));
}

/** Fills a detail text field by its declared name. */
export async function fill(page: Page, name: string, value: string): Promise<void> {
  await page.locator(`input[name="${name}"], textarea[name="${name}"]`).first().fill(value);
}

/** Presses save and returns the validation dialog's message (or '' when no dialog opened). */
export async function saveAndReadCheck(page: Page): Promise<{ message: string; field: string }> {
  await page.getByTestId('btn-save').click();
  const dialog = page.getByTestId('validation-dialog');
  await expect(dialog).toBeVisible();
  const message = (await dialog.getByTestId('validation-message').innerText()).trim();
  const field = (await dialog.getByTestId('validation-field').innerText()).trim();
  await dialog.getByTestId('validation-close').click();
  await expect(dialog).toBeHidden();
  return { message, field };
}

/**
 * Picks an option of a detail select by value: a searchable select (autocomplete) is typed into
 * first, a plain one is opened; either way the option is found by its `data-value`.
 */
export async function chooseOption(page: Page, name: string, value: string, typed?: string): Promise<void> {
  const field = page.getByTestId(`field-${name}`);
  const auto = field.locator('input[role="combobox"]');
  if (await auto.count()) {
    await auto.click();
    if (typed) await auto.fill(typed);
  } else await field.locator('[role="combobox"]').click();
  await page.locator(`li[data-value="${value}"]`).click();
  await expect(page.locator('[role="listbox"]')).toHaveCount(0);
}

/** On a phone the list's filters are folded behind its Filter button (docs/ENGINE.md "Phone lists"): unfolds them. */
export async function openFilters(page: Page): Promise<void> {
  const toggle = page.getByTestId('list-filter-toggle');
  await expect(page.getByTestId('list-search-btn').or(toggle).first()).toBeVisible();
  if ((await toggle.count()) && (await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  await expect(page.getByTestId('list-search-btn')).toBeVisible();
}
