import { expect, test } from './fixtures';
import { listReady } from './admin-support';
import { signIn } from './support';

// 002 §6 (cafe pages by the selected cafe role) and 001 §6: what a role may not do is said, with
// the roles that may. A barista had met a bare 403 on a manager's page, and a record without a
// Delete button and without a word why (cafe review).

test('a barista on a managers-only page is told which roles it is for (en, 390 px)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'cafe.barista', undefined, '/en');
  await page.goto('/en/cafe/staff/user');
  const screen = page.getByTestId('status-403');
  await expect(screen).toContainText('The list is for Owner, Senior Manager, Manager; your role here is Barista.');
});

test('a barista reading a bean is told that deleting is for managers; the owner is not (kr, 1280 px)', async ({
  page,
  browser,
}) => {
  await signIn(page, 'cafe.barista');
  await page.goto('/cafe/coffeebean/default');
  await listReady(page);
  await page.getByTestId('list-row').first().click();
  await expect(page.getByTestId('entity-detail-coffeebeanDefault')).toHaveAttribute('data-mode', 'view');
  await expect(page.getByTestId('btn-remove')).toHaveCount(0);
  await expect(page.getByTestId('role-notes')).toHaveText(
    '삭제는 대표(오너), 총괄 매니저, 매니저 권한이 할 수 있습니다(지금 권한: 바리스타).',
  );

  const owner = await (await browser.newContext()).newPage();
  await signIn(owner, 'cafe');
  await owner.goto('/cafe/coffeebean/default');
  await listReady(owner);
  await owner.getByTestId('list-row').first().click();
  await expect(owner.getByTestId('btn-remove')).toBeVisible();
  await expect(owner.getByTestId('role-notes')).toHaveCount(0);
  await owner.context().close();
});
