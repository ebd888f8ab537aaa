import { MESSAGES } from '@beantrail/contracts';
import { expect, test } from './fixtures';
import { listReady } from './admin-support';
import { chooseIn, fillIn, openFirstRow, saveOk, typeDate } from './roaster-support';
import { signIn } from './support';

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * Spec 002 §2.4, §2.6, §2.7 as a coffee drinker keeps notes: their own recipe is listed, a brew
 * starts from it, the days since roasting are shown while the roast date is typed, and the saved
 * brew is listed and opened. In kr at 1280 px and en at 390 px.
 */
for (const [lang, prefix, width] of [
  ['kr', '', 1280],
  ['en', '/en', 390],
] as const) {
  test(`a brew from my own recipe in ${lang} at ${width} px (002 §2.6, §2.7)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, 'user', undefined, prefix);
    await page.goto(`${prefix}/user/usernote/brewingdefault`);
    await listReady(page);
    await expect(
      page.getByTestId('list-row').filter({ hasText: lang === 'kr' ? '아침 핸드드립' : 'Morning pour-over' }),
    ).toHaveCount(1);
    await page.goto(`${prefix}/user/usernote/brewingresult/write`);
    await expect(page.getByTestId('entity-detail-userBrewingResult')).toHaveAttribute('data-mode', 'write');
    await expect(page.getByTestId('field-brewing_satis').locator('input[inputmode="decimal"]')).toHaveValue('');
    await page.getByTestId('field-brewing_satis').locator('input[inputmode="decimal"]').fill('9');
    await chooseIn(page, page.getByTestId('field-brewing_seq'), {
      text: lang === 'kr' ? '아침 핸드드립' : 'Morning pour-over',
    });
    // The recipe's values are copied (grinder ×100, dose g ×10).
    await expect(page.getByTestId('field-brewing_grinder_point').locator('input')).toHaveValue('22');
    await expect(page.getByTestId('field-brewing_bean_mass').locator('input')).toHaveValue('15');
    const stamp = Date.now() % 100000;
    await fillIn(page.locator('body'), 'coffeebean_name', `Kenya ${stamp}`);
    await fillIn(page.locator('body'), 'coffeebean_name_locale', `케냐 ${stamp}`);
    // 002 §1: the list shows the name of the page's language.
    const bean = lang === 'kr' ? `케냐 ${stamp}` : `Kenya ${stamp}`;
    // 002 §4: the days since the roast date follow as it is typed.
    await typeDate(page, 'blending_result_date', isoDay(-12));
    await expect(page.getByTestId('view-brewing_date_term')).toHaveText('12');
    await saveOk(page, MESSAGES.save_ok[lang]);
    await listReady(page);
    await openFirstRow(page, bean);
    await expect(page.getByTestId('view-brewing_date_term')).toContainText('12');
    await expect(page.getByTestId('view-brewing_seq')).toContainText(
      lang === 'kr' ? '아침 핸드드립' : 'Morning pour-over',
    );
  });
}

test('my equipment at 390 px in English: listed, a kettle added, the second name column hidden on phones (002 §2.4, §3)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await signIn(page, 'user', undefined, '/en');
  await page.goto('/en/user/item/equip');
  await listReady(page);
  await expect(page.getByTestId('list-row')).not.toHaveCount(0);
  await expect(page.getByTestId('list-row').filter({ hasText: 'Hand grinder' })).toHaveCount(1);
  await page.getByTestId('list-write').click();
  await expect(page.getByTestId('entity-detail-userEquip')).toHaveAttribute('data-mode', 'write');
  await chooseIn(page, page.getByTestId('field-equip_type'), 'DRP');
  const kettle = `Gooseneck kettle ${Date.now() % 100000}`;
  await fillIn(page.locator('body'), 'equip_name', kettle);
  // No "person in charge" on a user's own equipment.
  await expect(page.getByTestId('field-equip_auth')).toHaveCount(0);
  await saveOk(page, MESSAGES.save_ok.en);
  await listReady(page);
  await expect(page.getByTestId('list-row').filter({ hasText: kettle })).toHaveCount(1);
  await expect(page.locator('th', { hasText: 'Equipment name (Korean)' })).toBeHidden();
});

test('another account does not see my notes (002 §6)', async ({ page }) => {
  await signIn(page, 'paid', undefined, '/en');
  await page.goto('/en/user/usernote/brewingresult');
  // Their list is empty (and offers to start one); the demo user's brew is not in it.
  await expect(page.getByTestId('list-empty')).toBeVisible();
  await expect(page.getByTestId('list-empty-create')).toBeVisible();
  await expect(page.getByText('Ethiopia Guji natural')).toHaveCount(0);
});

test('390 px: a name that is one long unbroken word wraps in its list cell instead of widening the table (careless-user review)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'user', undefined, '/en');
  const word = `Kenya${'x'.repeat(110)}AA`;
  const made = await page.request.post('/api/user/qc/coffeebean/edit', {
    headers: { 'x-locale': 'en' },
    data: {
      mode: 'write',
      UPList: {
        cupnote_name: word,
        cupnote_place: 'HOME',
        cupnote_date: new Date().toISOString().slice(0, 10),
        cupnote_satis: 8,
      },
    },
  });
  expect(made.status(), await made.text()).toBe(200);
  await page.goto(`/en/user/usernote/coffeenote?searchTitle=${word}`);
  const cell = page.getByTestId('list-row').first().locator('td').filter({ hasText: word });
  await expect(cell).toBeVisible();
  const table = page.getByTestId('list-table');
  const [tableWidth, boxWidth] = await table.evaluate((t) => [
    t.scrollWidth,
    (t.parentElement as HTMLElement).clientWidth,
  ]);
  expect(tableWidth).toBeLessThanOrEqual(boxWidth);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('my coffee notes are searched by date, typed YYYY-MM-DD (002 §2.9 list search)', async ({ page }) => {
  await signIn(page, 'user', undefined, '/en');
  const day = isoDay(-3);
  const made = await page.request.post('/api/user/qc/coffeebean/edit', {
    headers: { 'x-locale': 'en' },
    data: {
      mode: 'write',
      UPList: { cupnote_name: 'Dated cup', cupnote_place: 'HOME', cupnote_date: day, cupnote_satis: 7 },
    },
  });
  expect(made.status(), await made.text()).toBe(200);
  await page.goto('/en/user/usernote/coffeenote');
  await listReady(page);
  const date = page.getByTestId('list-search-1');
  await expect(date).toHaveAttribute('placeholder', 'YYYY-MM-DD');
  await date.fill(isoDay(-2));
  await page.getByTestId('list-search-btn').click();
  await expect(page).toHaveURL(new RegExp(`search1=${isoDay(-2)}`));
  await expect(page.getByTestId('list-row').filter({ hasText: 'Dated cup' })).toHaveCount(0);
  await date.fill(day);
  await page.getByTestId('list-search-btn').click();
  await expect(page.getByTestId('list-row').filter({ hasText: 'Dated cup' })).toHaveCount(1);
});

test('a detail form whose code fails to arrive says so in place and loads on retry; the area keeps working (phone review)', async ({
  page,
}) => {
  let aborted = 0;
  // GETs of the chunk; the HEAD that asks whether it is gone from the server (a redeploy) is let through.
  await page.route(/\/engine-detail\.[0-9a-f]+\.js$/, (route) =>
    route.request().method() !== 'GET'
      ? route.continue()
      : aborted++ === 0
        ? route.abort('internetdisconnected')
        : route.continue(),
  );
  await signIn(page, 'user');
  // Straight to a record: the form's code is fetched now, and that fetch is dropped.
  await page.goto('/user/usernote/brewingresult/write');
  await expect(page.getByTestId('load-failed')).toContainText('불러오지 못했습니다');
  await expect(page.getByTestId('area-unavailable')).toHaveCount(0);
  await expect(page.locator('[data-testid^="area-"][data-area]')).toBeVisible();
  await page.getByTestId('load-failed-retry').click();
  await expect(page.getByTestId('entity-detail-userBrewingResult')).toHaveAttribute('data-mode', 'write');
  expect(aborted).toBe(2);
});

test('back on the list the focus returns to the record that was opened, or to New (keyboard review)', async ({
  page,
}) => {
  await signIn(page, 'user');
  await page.goto('/user/usernote/brewingresult');
  await listReady(page);
  const row = page.getByTestId('list-row').first();
  await row.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-testid^="entity-detail-"]')).toHaveAttribute('data-mode', 'view');
  await page.getByTestId('btn-list').click();
  await listReady(page);
  await expect(page.getByTestId('list-row').first()).toBeFocused();
  await page.getByTestId('list-write').click();
  await expect(page.locator('[data-testid^="entity-detail-"]')).toHaveAttribute('data-mode', 'write');
  await page.getByTestId('btn-cancel').click();
  await listReady(page);
  await expect(page.getByTestId('list-write')).toBeFocused();
  // The browser's Back from a record does the same.
  await page.getByTestId('list-row').first().click();
  await expect(page.locator('[data-testid^="entity-detail-"]')).toHaveAttribute('data-mode', 'view');
  await page.goBack();
  await listReady(page);
  await expect(page.getByTestId('list-row').first()).toBeFocused();
});
