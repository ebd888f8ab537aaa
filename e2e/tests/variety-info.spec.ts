import { MESSAGES } from '@beantrail/contracts';
import { expect, test } from './fixtures';
import { chooseIn } from './roaster-support';
import { signIn } from './support';

/**
 * Spec 001 §4 "Variety info click with no info: alert 'no information for this variety'" and §8
 * "Variety with no info": a chosen variety's information comes from the admin variety table (001 §3
 * Variety); a variety whose row there holds no description shows the alert.
 */
test('kr at 1280 px: a variety the admin table has nothing on says so; once described, its information shows', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'roaster');
  await page.goto('/roaster/greenbean/default/write');
  await expect(page.getByTestId('entity-detail-roasterGreenbean')).toHaveAttribute('data-mode', 'write');
  await chooseIn(page, page.getByTestId('field-greenbean_variety_list'), 'TYP', '티피카');
  await page.getByTestId('info-greenbean_variety_list-TYP').click();
  const dialog = page.getByTestId('info-dialog');
  await expect(dialog).toContainText(MESSAGES.variety_no_info.kr);
  await dialog.getByTestId('info-dialog-close').click();
  await expect(dialog).toHaveCount(0);

  // An administrator describes Typica in the variety table (001 §3 variety_desc_kr).
  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await signIn(adminPage, 'admin');
  const found = await adminPage.request.post('/api/variety/list', {
    data: { searchSelect: 'variety_id', searchTitle: 'TYP' },
  });
  const row = (await found.json()).result.find((r: { variety_id: string }) => r.variety_id === 'TYP');
  const saved = await adminPage.request.post('/api/variety/edit', {
    data: {
      mode: 'edit',
      keys: { variety_seq: row.variety_seq },
      edit_at: row.edit_at,
      UPList: { variety_desc_kr: '에티오피아에서 예멘을 거쳐 퍼진 아라비카의 고전 품종' },
    },
  });
  expect(saved.status()).toBe(200);
  await admin.close();

  await page.getByTestId('info-greenbean_variety_list-TYP').click();
  await expect(dialog).toContainText('아라비카의 고전 품종');
  await expect(dialog).not.toContainText(MESSAGES.variety_no_info.kr);
});
