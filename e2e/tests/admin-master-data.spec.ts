import { MESSAGES } from '@beantrail/contracts';
import { expect, test } from './fixtures';
import { columnTexts, COUNTRY, listReady } from './admin-support';
import { signIn } from './support';

// The generic list on the admin's master data: paging, order, search, export, errors. Forms: admin-master-forms.spec.ts.
test.describe('admin master data through the generic engine (spec 000 §2, 001 §2–§3)', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admin');
  });

  test('spec 000 §2 Generic list: page through 250 seeded countries in groups of 10, with history', async ({
    page,
  }) => {
    await page.goto(COUNTRY);
    await listReady(page);
    await expect(page.getByTestId('list-row')).toHaveCount(10);
    await expect(page.getByTestId('list-total')).toContainText('250');
    // Group of 10 page buttons, first/previous disabled on page 1.
    await expect(page.getByTestId('list-pager').locator('[data-testid^="page-btn-"]')).toHaveCount(10);
    await expect(page.getByTestId('page-first')).toBeDisabled();
    const firstPage = await columnTexts(page, 1);

    await page.getByTestId('page-btn-3').click();
    await expect(page).toHaveURL(/[?&]page=3/);
    await listReady(page);
    expect(await columnTexts(page, 1)).not.toEqual(firstPage);
    await expect(page.getByTestId('page-btn-3')).toHaveAttribute('aria-current', 'page');

    // Next goes to the next group (11–20); last to page 25.
    await page.getByTestId('page-next').click();
    await expect(page).toHaveURL(/[?&]page=11/);
    await expect(page.getByTestId('page-btn-20')).toBeVisible();
    await expect(page.getByTestId('page-btn-10')).toHaveCount(0);
    await page.getByTestId('page-last').click();
    await expect(page).toHaveURL(/[?&]page=25/);
    await listReady(page);
    await expect(page.getByTestId('list-row')).toHaveCount(10);

    // Changing page added history entries: back returns to page 11, then 3.
    await page.goBack();
    await expect(page).toHaveURL(/[?&]page=11/);
    await page.goBack();
    await expect(page).toHaveURL(/[?&]page=3/);
    await expect(page.getByTestId('page-btn-3')).toHaveAttribute('aria-current', 'page');
  });

  test('spec 000 §2, §9: order and page-size selects, search by title, type and use flag', async ({ page }) => {
    await page.goto(COUNTRY);
    await listReady(page);
    // Default order (001 §3 master data): by the Korean name, not registration
    // time descending, which showed the seeded countries Z→A.
    await expect(page.getByTestId('list-order')).toHaveValue('name_locale_asc');
    const names = await columnTexts(page, 2);
    expect(names).toEqual([...names].sort());
    await expect(page.getByTestId('list-row').first()).not.toContainText('ZWE');
    await page.getByTestId('list-order').selectOption('id_asc');
    await expect(page).toHaveURL(/orderType=id_asc/);
    await listReady(page);
    const ids = await columnTexts(page, 1);
    expect(ids).toEqual([...ids].sort());
    expect(ids[0]).toBe('ABW');
    await page.getByTestId('list-order').selectOption('rgst_asc');
    await listReady(page);
    await expect(page.getByTestId('list-row').first()).toContainText('AFG');

    await page.getByTestId('list-size').selectOption('20');
    await expect(page).toHaveURL(/list_count=20/);
    await listReady(page);
    await expect(page.getByTestId('list-row')).toHaveCount(20);
    await expect(page.getByTestId('page-btn-13')).toHaveCount(0);

    await page.getByTestId('list-search-title').fill('Ethiopia');
    await page.getByTestId('list-search-btn').click();
    await expect(page).toHaveURL(/searchTitle=Ethiopia/);
    await listReady(page);
    await expect(page.getByTestId('list-row')).toHaveCount(1);
    await expect(page.getByTestId('list-row')).toContainText('ETH');

    // searchType: coffee producers only; every row carries the producer filter label.
    await page.getByTestId('list-search-title').fill('');
    await page.getByTestId('list-search-type').selectOption('CFPRDC');
    await page.getByTestId('list-search-btn').click();
    await expect(page).toHaveURL(/searchType=CFPRDC/);
    await listReady(page);
    const filters = await columnTexts(page, 5);
    expect(new Set(filters)).toEqual(new Set(['커피 생산국']));

    // No match: the no-data message, not the empty state.
    await page.getByTestId('list-search-title').fill('no such country zz');
    await page.getByTestId('list-search-btn').click();
    await expect(page.getByTestId('list-no-data')).toHaveText(MESSAGES.nodata_text.kr);
  });

  test('spec 000 §8: a list that cannot load shows one error_text; signed out is 401', async ({ page }) => {
    // The list call is made unreachable in the browser (no reply at all), as a network failure would.
    await page.route('**/api/setting/country/list**', (route) => route.abort());
    await page.goto(COUNTRY);
    await expect(page.getByTestId('list-error')).toHaveText(MESSAGES.error_text.kr, { timeout: 20_000 });
    await page.unroute('**/api/setting/country/list**');
    await page.getByTestId('btn-signout').click();
    await expect(page.getByTestId('btn-signin')).toBeVisible();
    await page.waitForLoadState('load');
    await page.goto(COUNTRY);
    await expect(page.getByTestId('status-401')).toBeVisible();
  });

  test('the default search looks in both name columns, so a Korean name is found', async ({ page }) => {
    await page.goto(COUNTRY);
    await listReady(page);
    await expect(page.getByTestId('list-search-select')).toHaveValue('');
    await page.getByTestId('list-search-title').fill('에티오피아');
    await page.getByTestId('list-search-btn').click();
    await expect(page).toHaveURL(/searchTitle=/);
    await listReady(page);
    await expect(page.getByTestId('list-row')).toHaveCount(1);
    expect(await columnTexts(page, 1)).toEqual(['ETH']);
    // Narrowed to the English name, the Korean text finds nothing.
    await page.getByTestId('list-search-select').selectOption('country_name');
    await page.getByTestId('list-search-btn').click();
    await expect(page).toHaveURL(/searchSelect=country_name/);
    await expect(page.getByTestId('list-no-data').or(page.getByTestId('list-empty'))).toBeVisible();
  });

  test('CSV export of the current search, and the empty state offering create', async ({ page }) => {
    await page.goto(`${COUNTRY}?searchSelect=country_name&searchTitle=Korea`);
    await listReady(page);
    const rows = await page.getByTestId('list-row').count();
    const download = page.waitForEvent('download');
    await page.getByTestId('list-export').click();
    const file = await download;
    // Named as the page is called, with when it was taken; flags in words as the list shows them.
    expect(file.suggestedFilename()).toMatch(/^국가[^_]*_\d{14}\.csv$/);
    const text = await (
      await file.createReadStream()
    )
      .toArray()
      .then((chunks) => Buffer.concat(chunks).toString('utf8'));
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('국가 코드(3자리),국가 이름(한국어),국가 이름(영어),국가 코드(2자리),구분,사용');
    expect(lines).toHaveLength(rows + 1);
    expect(lines.slice(1).every((l) => /Korea/.test(l))).toBe(true);
    expect(lines.slice(1).every((l) => /,(예|아니오)$/.test(l))).toBe(true);

    // The farm list starts empty: the empty state offers to create the first one.
    await page.goto('/setting/map/farm');
    await expect(page.getByTestId('list-empty')).toBeVisible();
    await page.getByTestId('list-empty-create').click();
    await expect(page).toHaveURL(/\/setting\/map\/farm\/write$/);
  });

  test('000 §2 paging: a page past the end (an old link) goes to the last page in place of itself', async ({
    page,
  }) => {
    await page.goto('/setting/code/codelist?searchType=CNTR&page=999');
    await expect(page).toHaveURL(/[?&]page=(\d+)/);
    await expect.poll(() => Number(new URL(page.url()).searchParams.get('page'))).toBeLessThan(999);
    await listReady(page);
    await expect(page.getByTestId('list-row').first()).toBeVisible();
    const last = Number(new URL(page.url()).searchParams.get('page'));
    await expect(page.getByTestId(`page-btn-${last}`)).toHaveAttribute('aria-current', 'page');
    // Replaced, not added: back leaves the list.
    await page.goBack();
    await expect(page).not.toHaveURL(/page=999/);
  });

  test('002 §1: the default title search looks in both names of a pair, in either language', async ({ page }) => {
    await page.goto('/en/setting/map/region');
    await listReady(page);
    await expect(page.getByTestId('list-search-select')).toHaveValue('');
    await page.getByTestId('list-search-title').fill('Antigua');
    await page.getByTestId('list-search-btn').click();
    await listReady(page);
    await expect(page.getByTestId('list-row').first()).toContainText('Antigua');
    // The Korean name of the same region, typed on the English page, finds it too.
    await page.getByTestId('list-search-title').fill('안티구아');
    await page.getByTestId('list-search-btn').click();
    await listReady(page);
    await expect(page.getByTestId('list-row').first()).toContainText('Antigua');
    await page.goto('/setting/map/region');
    await expect(page.getByTestId('list-search-select')).toHaveValue('');
  });
});
