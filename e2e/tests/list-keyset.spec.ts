import type { Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { COUNTRY, columnTexts, listReady } from './admin-support';
import { signIn } from './support';

/** A country list call and the ListRequest it carries in its body, its only carrier (docs/ENGINE.md "List calls"). */
const listCall = (r: Request) => r.url().includes('/api/setting/country/list') && r.method() === 'POST';
const bodyOf = (r: Request) => JSON.parse(r.postData() ?? '{}') as { page?: number; after?: string };

test("000 §2 paging: the next page is asked for after the previous page's last row (keyset), and shows the rows that follow", async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.goto(`${COUNTRY}?orderType=id_asc`);
  await listReady(page);
  const first = await columnTexts(page, 1);
  const asked = page.waitForRequest((r) => listCall(r) && bodyOf(r).page === 2);
  await page.getByTestId('page-btn-2').click();
  const request = await asked;
  // The parameters travel once, in the body: the URL carries none.
  expect(new URL(request.url()).search).toBe('');
  const body = bodyOf(request);
  expect(body.page).toBe(2);
  expect(body.after).toMatch(/^[A-Za-z0-9_-]+$/);
  await listReady(page);
  const second = await columnTexts(page, 1);
  expect(second).toHaveLength(first.length);
  // Ascending by id: page 2 starts after page 1's last id, without overlap.
  expect(second[0] > first[first.length - 1]).toBe(true);
  // A page reached by number (the last) is asked for without a cursor.
  const last = page.waitForRequest((r) => listCall(r) && (bodyOf(r).page ?? 1) > 2);
  await page.getByTestId('page-last').click();
  expect(bodyOf(await last).after).toBeUndefined();
});
