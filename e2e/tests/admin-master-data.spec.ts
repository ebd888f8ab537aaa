import { MESSAGES } from '@beantrail/contracts';
import { expect, test } from './fixtures';
import { columnTexts, COUNTRY, fill, listReady } from './admin-support';
import { signIn } from './support';

test.describe('admin master data through the generic engine (spec 000 §2, 001 §2–§3)', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admin');
  });

  test('spec 000 §2 Generic list: page through 250 seeded countries in groups of 10, with history', async ({ page }) => {
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

  test('spec 000 §2, §4: create, find, edit, undo, save, remove a country', async ({ page }) => {
    await page.goto(COUNTRY);
    await page.getByTestId('list-write').click();
    await expect(page).toHaveURL(/\/setting\/map\/country\/write$/);
    await expect(page.getByTestId('detail-mode')).toHaveText('새로 쓰기');
    // Audit fields are hidden on create (000 §3).
    await expect(page.getByTestId('field-rgst_at')).toHaveCount(0);
    // A country id that exists already: the server's unique clash is a message (save_duplicate).
    await fill(page, 'country_id', 'KOR');
    await fill(page, 'country_name', 'Testland');
    await page.getByTestId('btn-save').click();
    await expect(page.getByTestId('save-failed')).toHaveText(MESSAGES.save_duplicate.kr);
    await expect(page.getByTestId('conflict-dialog')).toHaveCount(0);
    await fill(page, 'country_id', 'ZZT');
    await page.getByTestId('btn-save').click();
    // Write → list, reloaded, with the new record first (registration time descending).
    await expect(page).toHaveURL(/\/setting\/map\/country$/);
    await expect(page.getByTestId('engine-notice')).toHaveText(MESSAGES.save_ok.kr);
    await listReady(page);
    await expect(page.getByTestId('list-row').first()).toContainText('Testland');

    await page.getByTestId('list-search-title').fill('Testland');
    await page.getByTestId('list-search-btn').click();
    await listReady(page);
    await page.getByTestId('list-row').first().click();
    await expect(page.getByTestId('detail-mode')).toHaveText('보기');
    await expect(page.getByTestId('view-country_name')).toHaveText('Testland');

    // Edit, undo restores the loaded values; cancel-free save of a change returns to view.
    await page.getByTestId('btn-edit').click();
    await expect(page).toHaveURL(/mode=edit/);
    // country_id is locked on update: shown, not editable.
    await expect(page.getByTestId('view-country_id')).toHaveText('ZZT');
    await fill(page, 'country_nick', '시험국');
    await page.getByTestId('btn-undo').click();
    await expect(page.locator('input[name="country_nick"]')).toHaveValue('');
    // Saving an unchanged form says so (000 §5).
    await page.getByTestId('btn-save').click();
    await expect(page.getByTestId('engine-notice')).toHaveText(MESSAGES.save_not_changed.kr);
    await fill(page, 'country_nick', '시험국');
    await page.getByTestId('btn-save').click();
    await expect(page.getByTestId('detail-mode')).toHaveText('보기');
    await expect(page).not.toHaveURL(/mode=edit/);
    await expect(page.getByTestId('view-country_nick')).toHaveText('시험국');
    // Emptying a field is a change too (keyboard review: it answered save_not_changed and kept the text).
    await page.getByTestId('btn-edit').click();
    await page.locator('input[name="country_nick"]').focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Backspace');
    // Saved from the buttons repeated below the form (a long form on a phone is saved without scrolling up).
    await expect(page.getByTestId('detail-buttons-end').getByRole('button')).toHaveCount(2);
    await page.getByTestId('btn-save-end').click();
    await expect(page.getByTestId('engine-notice')).toHaveText(MESSAGES.save_ok.kr);
    await expect(page.getByTestId('detail-buttons-end')).toHaveCount(0);
    await expect(page.getByTestId('detail-mode')).toHaveText('보기');
    await expect(page.getByTestId('view-country_nick')).not.toHaveText('시험국');

    // Remove: confirmation, then delete_ok and back to the list, where it is gone.
    await page.getByTestId('btn-remove').click();
    await page.getByTestId('remove-dialog-ok').click();
    await expect(page.getByTestId('engine-notice')).toHaveText(MESSAGES.delete_ok.kr);
    await expect(page).toHaveURL(/\/setting\/map\/country\?/);
    await expect(page.getByTestId('list-no-data')).toBeVisible();
  });

  test('spec 000 §2: the list button returns to the same list page; a warning guards unsaved edits', async ({ page }) => {
    await page.goto(`${COUNTRY}?page=2`);
    await listReady(page);
    await page.getByTestId('list-row').first().click();
    await page.getByTestId('btn-edit').click();
    await fill(page, 'country_nick', 'unsaved change');
    await page.getByTestId('btn-list').click();
    await expect(page.getByTestId('leave-dialog')).toBeVisible();
    await page.getByTestId('leave-dialog-cancel').click();
    await expect(page.locator('input[name="country_nick"]')).toHaveValue('unsaved change');
    await page.getByTestId('btn-list').click();
    await page.getByTestId('leave-dialog-ok').click();
    await expect(page).toHaveURL(/\/setting\/map\/country\?page=2$/);
    await expect(page.getByTestId('page-btn-2')).toHaveAttribute('aria-current', 'page');
  });

  test('spec 000 §2: the browser back button and closing the tab are guarded too; an unchanged form is not', async ({ page }) => {
    await page.goto(`${COUNTRY}?page=3`);
    await listReady(page);
    await page.getByTestId('list-row').first().click();
    await expect(page).toHaveURL(/\/setting\/map\/country\/\w+$/);
    const viewUrl = page.url();
    await page.getByTestId('btn-edit').click();
    await expect(page).toHaveURL(/mode=edit/);
    const editUrl = page.url();
    await fill(page, 'country_nick', 'unsaved back');
    // Back: the entry is put back and the warning asks; staying keeps the edit and the address.
    await page.goBack();
    await expect(page.getByTestId('leave-dialog')).toBeVisible();
    await expect(page).toHaveURL(editUrl);
    await page.getByTestId('leave-dialog-cancel').click();
    await expect(page.locator('input[name="country_nick"]')).toHaveValue('unsaved back');
    // Closing the tab asks the browser's own question while the edit is unsaved.
    const asked = new Promise<string>((resolve) => page.once('dialog', (d) => void d.dismiss().then(() => resolve(d.type()))));
    await page.close({ runBeforeUnload: true });
    expect(await asked).toBe('beforeunload');
    expect(page.isClosed()).toBe(false);
    // Back again and leave: the record's view, unchanged; then the list page it came from.
    await page.goBack();
    await page.getByTestId('leave-dialog-ok').click();
    await expect(page).toHaveURL(viewUrl);
    await expect(page.getByTestId('btn-edit')).toBeVisible();
    await expect(page.getByText('unsaved back')).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/setting\/map\/country\?page=3$/);
    await expect(page.getByTestId('page-btn-3')).toHaveAttribute('aria-current', 'page');
    // An unchanged form: back is not held.
    await page.goForward();
    await expect(page).toHaveURL(viewUrl);
    await page.getByTestId('btn-edit').click();
    await expect(page).toHaveURL(/mode=edit/);
    await page.goBack();
    await expect(page).toHaveURL(viewUrl);
    await expect(page.getByTestId('leave-dialog')).toHaveCount(0);
  });

  test('spec 000 §2, §4: switching language with unsaved edits asks first; staying keeps language, address and edits (helper review)', async ({ page }) => {
    await page.goto(COUNTRY);
    await listReady(page);
    await page.getByTestId('list-row').first().click();
    await page.getByTestId('btn-edit').click();
    await expect(page).toHaveURL(/mode=edit/);
    const editUrl = page.url();
    await fill(page, 'country_nick', 'unsaved language');
    await page.getByTestId('btn-lang-en').click();
    await expect(page.getByTestId('leave-dialog')).toBeVisible();
    await page.getByTestId('leave-dialog-cancel').click();
    await expect(page).toHaveURL(editUrl);
    await expect(page.getByTestId('btn-lang-kr')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('btn-save')).toHaveText(/저장/);
    await expect(page.locator('input[name="country_nick"]')).toHaveValue('unsaved language');
    expect((await page.context().cookies()).find((c) => c.name === 'bt_lang')?.value ?? 'kr').toBe('kr');
    // Leaving: the same record in English, the edit dropped.
    await page.getByTestId('btn-lang-en').click();
    await page.getByTestId('leave-dialog-ok').click();
    await expect(page).toHaveURL(/\/en\/setting\/map\/country\/\w+\?mode=edit$/);
    await expect(page.getByTestId('btn-lang-en')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('btn-save')).toHaveText(/Save/);
    await expect(page.locator('input[name="country_nick"]')).not.toHaveValue('unsaved language');
  });

  test('spec 000 §2: clipboard copy, clear, paste and trash on a new record', async ({ page }) => {
    await page.goto(`${COUNTRY}/write`);
    await fill(page, 'country_name', 'Clipland');
    await fill(page, 'country_nick', '클립');
    await page.getByTestId('btn-copy').click();
    await expect(page.getByTestId('engine-notice')).toHaveText(MESSAGES.copy_ok.kr);
    await page.getByTestId('btn-clear').click();
    await expect(page.locator('input[name="country_name"]')).toHaveValue('');
    await expect(page.locator('input[name="country_nick"]')).toHaveValue('');
    await page.getByTestId('btn-paste').click();
    await expect(page.locator('input[name="country_name"]')).toHaveValue('Clipland');
    await expect(page.locator('input[name="country_nick"]')).toHaveValue('클립');
    await page.getByTestId('btn-trash').click();
    await expect(page.getByTestId('engine-notice')).toHaveText('클립보드를 비웠습니다');
    await page.getByTestId('btn-clear').click();
    await page.getByTestId('btn-paste').click();
    await expect(page.getByTestId('engine-notice')).toHaveText('붙여넣을 내용이 없습니다');
    await expect(page.locator('input[name="country_name"]')).toHaveValue('');
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
    const text = await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
    const lines = text.replace(/^\uFEFF/, '').trim().split('\r\n');
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

  test('001 §6: write needs the write right and the server write check; SADMIN-only audit variants', async ({ page, browser }) => {
    // 002 §6 "Code, map, company and product settings: SADMIN and ADMIN": ADMIN writes and edits code groups.
    await page.goto('/setting/code/codegroup');
    await listReady(page);
    await expect(page.getByTestId('list-row').first()).toBeVisible();
    await expect(page.getByTestId('list-write')).toBeVisible();
    await page.getByTestId('list-row').first().click();
    await expect(page.getByTestId('btn-edit')).toBeVisible();
    // The admin variant of the audit fields (user numbers) is for SADMIN only (000 §3).
    await expect(page.getByTestId('field-rgst_at')).toBeVisible();
    await expect(page.getByTestId('field-rgst_user')).toHaveCount(0);

    const sadmin = await browser.newPage();
    await signIn(sadmin, 'sadmin');
    await sadmin.goto('/setting/code/codegroup');
    await expect(sadmin.getByTestId('list-write')).toBeVisible();
    await sadmin.getByTestId('list-row').first().click();
    await expect(sadmin.getByTestId('field-rgst_user')).toBeVisible();
    await sadmin.close();
  });

  test('001 §3: a code (composite key group + id) opens from the list and shows in English', async ({ page }) => {
    await page.goto('/en/setting/code/codelist?searchType=CNTR&searchSelect=code_id&searchTitle=KOR');
    await listReady(page);
    await page.getByTestId('list-row').first().click();
    await expect(page).toHaveURL(/\/en\/setting\/code\/codelist\/item\?code_group_id=CNTR&code_id=KOR/);
    await expect(page.getByTestId('detail-mode')).toHaveText('View');
    await expect(page.getByTestId('view-code_id')).toHaveText('KOR');
    await expect(page.getByTestId('entity-title')).toHaveText('Codes');
  });

  test('000 §2 paging: a page past the end (an old link) goes to the last page in place of itself', async ({ page }) => {
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

  test('spec 000 §6, §8: a missing record is 404; a USER gets the no-permission screen on admin pages', async ({ page }) => {
    await page.goto(`${COUNTRY}/999999`);
    await expect(page.getByTestId('status-404')).toContainText(MESSAGES.nopage_text.kr);
    await page.getByTestId('btn-signout').click();
    // Sign-out reloads the page (000 §4); wait for it before navigating again.
    await expect(page.getByTestId('btn-signin')).toBeVisible();
    await page.waitForLoadState('load');
    await signIn(page, 'user');
    await page.goto(COUNTRY);
    await expect(page.getByTestId('status-403')).toBeVisible();
    await page.goto(`${COUNTRY}/1`);
    await expect(page.getByTestId('status-403')).toBeVisible();
    // A page the user may not open still offers a way on (cafe review).
    await page.getByTestId('status-403').getByTestId('status-home').click();
    await expect(page).toHaveURL(/\/info\/intro$/);
  });
});
