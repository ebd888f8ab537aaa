import { MESSAGES } from '@beantrail/contracts';
import { expect, test } from './fixtures';
import { COUNTRY, fill, listReady } from './admin-support';
import { signIn } from './support';

// The generic form on the admin's master data: create, edit and remove, the guards on unsaved edits,
// the clipboard, rights, and a missing record. Lists: admin-master-data.spec.ts.
test.describe('admin master data through the generic engine (spec 000 §2, 001 §2–§3)', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admin');
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

  test('spec 000 §2: the list button returns to the same list page; a warning guards unsaved edits', async ({
    page,
  }) => {
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

  test('spec 000 §2: the browser back button and closing the tab are guarded too; an unchanged form is not', async ({
    page,
  }) => {
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
    const asked = new Promise<string>((resolve) =>
      page.once('dialog', (d) => void d.dismiss().then(() => resolve(d.type()))),
    );
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

  test('spec 000 §2, §4: switching language with unsaved edits asks first; staying keeps language, address and edits (helper review)', async ({
    page,
  }) => {
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

  test('001 §6: write needs the write right and the server write check; SADMIN-only audit variants', async ({
    page,
    browser,
  }) => {
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

  test('spec 000 §6, §8: a missing record is 404; a USER gets the no-permission screen on admin pages', async ({
    page,
  }) => {
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
