import { MESSAGES } from '@beantrail/contracts';
import { type Browser, expect, test } from './fixtures';
import { listReady } from './admin-support';
import { chooseIn, fillIn, openFirstRow, saveOk } from './roaster-support';
import { houseBlendLinks } from './account-support';
import { signIn } from './support';

/** The cafe QR links of the demo roastery's House Blend and its lot, read off the roaster's pages as printed. */
async function roasterQrLinks(browser: Browser): Promise<{ blend: string; lot: string }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, 'roaster');
  const link = async (path: string, field: string) => {
    await page.goto(`/roaster/${path}`);
    await listReady(page);
    await openFirstRow(page, '하우스 블렌드');
    return (await page.getByTestId(`qr-link-${field}`).getAttribute('href')) ?? '';
  };
  const blend = await link('blending/default', 'blending_uuid_cafe');
  const lot = await link('blending/result', 'blending_result_uuid_cafe');
  await context.close();
  return { blend, lot };
}

/**
 * Spec 002 §2.5 and §4 as a cafe owner works: scanning a lot's cafe QR before its bean is known
 * asks to register the bean (confirm_coffeebean_register), the bean form arrives filled from the
 * roaster's blend, saving goes on to the lot's receipt, and the receipt carries the lot's date.
 * Scanning again finds the registered bean (confirm_refresh) and the earlier receipt.
 */
test.describe.serial('cafe receives a roaster lot by its QR codes (002 §2.5, §3, §4)', () => {
  let links: { blend: string; lot: string };

  test.beforeAll(async ({ browser }) => {
    links = await roasterQrLinks(browser);
    expect(links.blend).toMatch(/\/kr\/cafe\/coffeebean\/qrdefault\/[0-9a-f-]{36}$/);
    expect(links.lot).toMatch(/\/kr\/cafe\/coffeebean\/qrreceived\/[0-9a-f-]{36}$/);
  });

  test('kr at 1280 px: lot QR → register the bean first → receive the lot → it is listed', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, 'cafe');
    await page.goto(links.lot);
    const ask = page.getByTestId('qr-register-bean');
    await expect(ask).toContainText(MESSAGES.confirm_coffeebean_register.kr);
    // It names the coffee and the lot's date before asking.
    await expect(ask).toContainText(/"빈트레일 하우스 블렌드" 로트\(\d{4}-\d{2}-\d{2} 블렌딩\)의 QR 코드입니다\./);
    await page.getByTestId('qr-register-bean-ok').click();
    // The bean form, filled from the roaster's blend (names, roastery, origins).
    await expect(page.getByTestId('qr-default-lead')).toContainText('데모 로스터스');
    await expect(page.getByTestId('entity-detail-coffeebeanDefault')).toHaveAttribute('data-mode', 'write');
    await expect(page.getByTestId('field-coffeebean_name_locale').locator('input')).toHaveValue(
      '빈트레일 하우스 블렌드',
    );
    await expect(page.getByTestId('field-store_name').locator('input')).toHaveValue('Demo Roasters');
    // 002 §3: the bean's page will show the blend's green beans and the roastery's cup note; the cafe may turn them off.
    await expect(page.getByTestId('field-blending_info_use').locator('input')).toBeChecked();
    await expect(page.getByTestId('field-blending_cupnote_use').locator('input')).toBeChecked();
    await saveOk(page, MESSAGES.save_ok.kr);
    // Saved, the visit goes on to the lot's receipt with the new bean chosen.
    await expect(page.getByTestId('qr-received-lead')).toBeVisible();
    await expect(page.getByTestId('entity-detail-coffeebeanReceived')).toHaveAttribute('data-mode', 'write');
    await expect(page.getByTestId('field-coffeebean_seq')).toContainText('빈트레일 하우스 블렌드');
    // The lot's bean is shown, not offered for change (another bean's receipt was refused at the save).
    await expect(page.getByTestId('view-coffeebean_seq')).toHaveText('빈트레일 하우스 블렌드');
    await expect(page.getByTestId('field-coffeebean_seq').getByRole('combobox')).toHaveCount(0);
    await expect(page.getByTestId('qr-received-before')).toHaveCount(0);
    // 000 §5 checks apply: the mass is required.
    await page.getByTestId('btn-save').click();
    await expect(page.getByTestId('validation-dialog')).toContainText(MESSAGES.field_required.kr);
    await page.getByTestId('validation-dialog').getByRole('button').click();
    // The field stays marked until it is corrected, not until the next save.
    const mass = page.getByTestId('field-received_mass');
    await expect(mass).toContainText(MESSAGES.field_required.kr);
    await fillIn(page.locator('body'), 'received_mass', 2000);
    await expect(mass).not.toContainText(MESSAGES.field_required.kr);
    // A day that does not exist (today's date changed to the 30th of February) is named as such,
    // with what was typed, not "required, (empty)"; corrected, it saves.
    const date = page.getByTestId('field-received_date');
    const sections = date.locator('[role="spinbutton"]');
    const today = await date.locator('input').inputValue();
    await sections.nth(1).click();
    await page.keyboard.type('02');
    await sections.nth(2).click();
    await page.keyboard.type('30');
    await page.getByTestId('btn-save').click();
    const dialog = page.getByTestId('validation-dialog');
    await expect(dialog.getByTestId('validation-message')).toHaveText(MESSAGES.field_date.kr);
    await expect(dialog.getByTestId('validation-value')).toContainText(`${today.slice(0, 4)}-02-30`);
    await dialog.getByTestId('validation-close').click();
    await expect(date).toContainText(MESSAGES.field_date.kr);
    await sections.nth(1).click();
    await page.keyboard.type(today.slice(5, 7));
    await sections.nth(2).click();
    await page.keyboard.type(today.slice(8, 10));
    await expect(date.locator('input')).toHaveValue(today);
    await expect(date).not.toContainText(MESSAGES.field_date.kr);
    await fillIn(page.locator('body'), 'received_div', 'A-1');
    await saveOk(page, MESSAGES.save_ok.kr);
    await listReady(page);
    expect(new URL(page.url()).pathname).toBe('/cafe/coffeebean/received');
    await openFirstRow(page, 'A-1');
    await expect(page.getByTestId('view-coffeebean_name_locale')).toContainText('빈트레일 하우스 블렌드');
    await expect(page.getByTestId('view-blending_result_date')).toContainText(String(new Date().getFullYear()));
    const receipt = page.getByTestId('qr-link-received_uuid_str');
    await expect(receipt).toContainText('/kr/info/beannote/coffeebeandetail/');
    // The receipt's own QR opens a public page of the cafe's coffee (002 §2.5).
    await page.goto((await receipt.getAttribute('href')) ?? '');
    await expect(page.getByTestId('bean-info-name')).toHaveText('빈트레일 하우스 블렌드');
  });

  test('en at 390 px: the blend QR finds the registered bean, OK reloads its form from the bean info (002 §4); the lot QR shows the earlier receipt', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'cafe', undefined, '/en');
    // The cafe renamed its bean since registering it.
    await page.goto('/en/cafe/coffeebean/default');
    await listReady(page);
    await openFirstRow(page, 'BeanTrail House Blend');
    await page.getByTestId('btn-edit').click();
    await fillIn(page.locator('body'), 'coffeebean_name', 'Our house blend');
    await saveOk(page, MESSAGES.save_ok.en);
    await expect(page.getByTestId('view-coffeebean_name')).toHaveText('Our house blend');
    // 002 §4 "Bean already known: a confirm dialog (confirm, confirm_refresh) asks whether to reload
    // from the existing registration; OK reloads from the beaninfo call".
    await page.goto(links.blend.replace('/kr/', '/en/'));
    await expect(page.getByTestId('qr-known')).toContainText(MESSAGES.confirm_refresh.en);
    await page.getByTestId('qr-known-ok').click();
    const detail = page.getByTestId('entity-detail-coffeebeanDefault');
    await expect(detail).toHaveAttribute('data-mode', 'edit');
    await expect(page.getByTestId('field-coffeebean_name').locator('input')).toHaveValue('BeanTrail House Blend');
    await expect(page.getByTestId('field-store_name').locator('input')).toHaveValue('Demo Roasters');
    // Reloaded, not yet saved: the cafe reviews it and saves.
    await saveOk(page, MESSAGES.save_ok.en);
    await expect(page.getByTestId('view-coffeebean_name')).toHaveText('BeanTrail House Blend');
    await expect(page.getByTestId('view-blending_linked')).toBeVisible();
    await page.goto(links.lot.replace('/kr/', '/en/'));
    await expect(page.getByTestId('qr-received-before')).toContainText('This lot was received before');
    await expect(page.getByTestId('field-coffeebean_seq')).toContainText('BeanTrail House Blend');
  });
});

test('002 §2.2: every cafe list and new-record form is labelled in kr and en, with the seeded rows', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'cafe.barista');
  for (const prefix of ['', '/en']) {
    for (const path of [
      'coffeebean/default',
      'coffeebean/received',
      'item/equip',
      'brewing/default',
      'brewing/result',
      'cupnote/coffeebean',
    ]) {
      await page.goto(`${prefix}/cafe/${path}`);
      const list = page.locator('[data-testid^="entity-list-"]');
      await expect(list).toBeVisible();
      await listReady(page);
      expect(await list.innerText(), `${prefix}/cafe/${path}`).not.toMatch(/entity\.|list\.|order\./);
      expect(await page.getByTestId('list-row').count(), `${prefix}/cafe/${path} seeded rows`).toBeGreaterThan(0);
      // The list's own "New" button, as a user goes (no reload of the whole application).
      await page.getByTestId('list-write').click();
      await expect(page).toHaveURL(new RegExp(`/cafe/${path}/write$`));
      const detail = page.locator('[data-testid^="entity-detail-"]');
      await expect(detail).toHaveAttribute('data-mode', 'write');
      expect(await detail.innerText(), `${prefix}/cafe/${path}/write`).not.toMatch(/entity\.|detail\.|widget\./);
    }
  }
});

test('002 §1, §3, §5 equipment at 390 px in en: names 3–300 checked, saved, listed under its English name; the Korean name column hides on phones', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'cafe', undefined, '/en');
  await page.goto('/en/cafe/item/equip/write');
  await chooseIn(page, page.getByTestId('field-equip_type'), { text: 'Kettle' });
  await fillIn(page.locator('body'), 'equip_name', 'Ke');
  await page.getByTestId('btn-save').click();
  await expect(page.getByTestId('validation-message')).toHaveText(MESSAGES.field_minLength.en);
  await page.getByTestId('validation-dialog').getByRole('button').click();
  await fillIn(page.locator('body'), 'equip_name', 'Gooseneck kettle');
  await saveOk(page, MESSAGES.save_ok.en);
  await listReady(page);
  await expect(page.getByTestId('list-row').filter({ hasText: 'Gooseneck kettle' })).toHaveCount(1);
  const headers = (await page.locator('thead th').allInnerTexts()).join('|');
  expect(headers).toMatch(/Equipment name \(English\)/);
  expect(headers).not.toMatch(/Equipment name \(Korean\)/);
});

test("002 §2.10: a barista scanning the bag's QR gets the lot's cafe registration; the cafe's copy of the page too (§2.4, §2.5)", async ({
  page,
  browser,
}) => {
  const { publicPath } = await houseBlendLinks(browser);
  await signIn(page, 'cafe.barista');
  await page.goto(publicPath);
  await expect(page.getByTestId('bean-info-name')).toContainText('하우스');
  await page.getByTestId('bean-info-register').click();
  await expect(page).toHaveURL(/\/cafe\/coffeebean\/qrreceived\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('qr-received-lead').or(page.getByTestId('qr-register-bean'))).toBeVisible();
  // The cafe's copy of the lot's page, from inside the application: loaded as the server's page.
  await page.goto(publicPath.replace('/info/beannote/', '/cafe/coffeebean/'));
  await expect(page.getByTestId('bean-info-name')).toContainText('하우스');
  await expect(page.getByTestId('bean-info-register')).toBeVisible();
});
