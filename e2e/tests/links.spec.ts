import { MESSAGES } from '@beantrail/contracts';
import { type Browser, expect, type Page, test } from './fixtures';
import { chooseOption, fill, listReady, saveAndReadCheck } from './admin-support';
import { openFirstRow, optionValues, saveOk } from './roaster-support';
import { signIn } from './support';

/**
 * Spec 002 §2.2 CafeRoaster/CafeRoasterRegister, §2.3 RoasterCafe/RoasterCafeRegister, §2.5
 * /cafe/supplier/roasterregister/{event_uuid}, §4 PSAUTH, §5 register_check_ok, §6: a cafe registers
 * with the demo roastery through its customer event's QR, the roastery's manager accepts it, and
 * both sides' lists show the link.
 */
async function newPage(browser: Browser, width: number, locale: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale, timezoneId: 'Asia/Seoul' });
  return context.newPage();
}

test("a cafe registers by a roastery's customer QR (kr, 390 px); the roastery accepts it (en, 1280 px); both sides show the link", async ({
  browser,
}) => {
  // Three people in three browsers, four saves: past the 30 s default on a 2-core machine.
  test.setTimeout(90_000);
  const owner = await newPage(browser, 1280, 'en-US');
  await signIn(owner, 'roaster', undefined, '/en');
  await owner.goto('/en/roaster/event/list');
  await listReady(owner);
  await openFirstRow(owner, 'Customer cafes welcome');
  // A customer event shows the registration QR and no staff one (002 §2.11: by type and status).
  await expect(owner.getByTestId('qr-event_signup_qr')).toHaveCount(0);
  const link = new URL((await owner.getByTestId('qr-link-event_register_qr').getAttribute('href'))!).pathname.replace(
    /^\/en\//,
    '/',
  );

  const cafe = await newPage(browser, 390, 'ko-KR');
  await signIn(cafe, 'cafe');
  await cafe.goto(link);
  await expect(cafe.getByTestId('register-lead')).toContainText('데모 로스터스');
  await expect(cafe.getByTestId('register-lead')).toContainText('고객 카페 등록');
  // The name the roastery will know the cafe by starts as the cafe's own; the agreement is the cafe's to tick.
  await expect(cafe.locator('input[name="roaster_cafe_nick_locale"]')).toHaveValue('데모 카페');
  expect((await saveAndReadCheck(cafe)).message).toBe(MESSAGES.register_check_ok.kr);
  await fill(cafe, 'roaster_cafe_desc', '매주 두 봉지');
  await cafe.getByTestId('field-register_check').locator('input[type="checkbox"]').check();
  await saveOk(cafe, MESSAGES.register_ok.kr);
  await expect(cafe.getByTestId('register-waiting')).toBeVisible();

  const manager = await newPage(browser, 1280, 'en-US');
  await signIn(manager, 'roaster.mng', undefined, '/en');
  await manager.goto('/en/roaster/customer/register');
  await listReady(manager);
  await openFirstRow(manager, 'Demo Cafe');
  await expect(manager.getByTestId('view-roaster_cafe_desc')).toContainText('매주 두 봉지');
  await manager.getByTestId('btn-edit').click();
  expect((await optionValues(manager, manager.getByTestId('field-roaster_cafe_auth'))).filter(Boolean)).toEqual([
    'CSTMR',
    'WTSGNP',
    'HLD',
    'CNCL',
    'RJCT',
  ]);
  await chooseOption(manager, 'roaster_cafe_auth', 'CSTMR');
  await saveOk(manager, MESSAGES.save_ok.en);
  await manager.goto('/en/roaster/customer/cafe');
  await listReady(manager);
  await expect(manager.getByTestId('list-row').filter({ hasText: 'Demo Cafe' })).toContainText('Customer cafe');
  // 002 §4, §6: a partner roastery (RSTR) is the owner's call, so a manager is not offered it.
  await openFirstRow(manager, 'Demo Cafe');
  await manager.getByTestId('btn-edit').click();
  expect((await optionValues(manager, manager.getByTestId('field-roaster_cafe_auth'))).filter(Boolean)).toEqual([
    'CSTMR',
    'CAFE',
    'EXCLD',
  ]);

  // The cafe's own list: the roastery as a supplier, with the cafe's own note of it.
  await cafe.goto('/cafe/supplier/roaster');
  await listReady(cafe);
  await expect(cafe.getByTestId('list-row').first()).toContainText('고객 카페');
  await openFirstRow(cafe, '고객 카페');
  await expect(cafe.getByTestId('view-cafe_roaster_name')).toHaveText('Demo Roasters');
  await cafe.getByTestId('btn-edit').click();
  // The roastery's names and its decision are shown, not editable.
  await expect(cafe.locator('input[name="cafe_roaster_name"]')).toHaveCount(0);
  await fill(cafe, 'cafe_roaster_nick_locale', '우리 원두 집');
  await saveOk(cafe, MESSAGES.save_ok.kr);
  await expect(cafe.getByTestId('view-cafe_roaster_nick_locale')).toHaveText('우리 원두 집');
  // Linked now: the QR tells the cafe so instead of offering the form.
  await cafe.goto(link);
  await expect(cafe.getByTestId('register-member')).toContainText(MESSAGES.register_member.kr);
});
