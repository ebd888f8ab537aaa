import { expect, test } from './fixtures';
import { COUNTRY, columnTexts, listReady } from './admin-support';
import { signIn } from './support';

test('000 §2 paging: the next page is asked for after the previous page\'s last row (keyset), and shows the rows that follow', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto(`${COUNTRY}?orderType=id_asc`);
  await listReady(page);
  const first = await columnTexts(page, 1);
  const asked = page.waitForRequest((r) => r.url().includes('/api/setting/country/list') && /[?&]page=2(&|$)/.test(r.url()));
  await page.getByTestId('page-btn-2').click();
  const body = JSON.parse((await asked).postData() ?? '{}') as { page?: number; after?: string };
  expect(body.page).toBe(2);
  expect(body.after).toMatch(/^[A-Za-z0-9_-]+$/);
  await listReady(page);
  const second = await columnTexts(page, 1);
  expect(second).toHaveLength(first.length);
  // Ascending by id: page 2 starts after page 1's last id, without overlap.
  expect(second[0] > first[first.length - 1]).toBe(true);
  // A page reached by number (the last) is asked for without a cursor.
  const last = page.waitForRequest((r) => r.url().includes('/api/setting/country/list') && !/[?&]page=(1|2)(&|$)/.test(r.url()));
  await page.getByTestId('page-last').click();
  expect(JSON.parse((await last).postData() ?? '{}').after).toBeUndefined();
});
