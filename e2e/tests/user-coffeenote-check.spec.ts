import { MESSAGES } from '@beantrail/contracts';
import { expect, test } from './fixtures';
import { houseBlendLinks } from './account-support';
import { chooseIn, fillIn } from './roaster-support';
import { signIn } from './support';

/**
 * Spec 002 §2.9 "product serial with a type selector (code group BNDV) and a check button", §4
 * "Serial check: selecting a serial type and pressing check loads bean info and fills the note
 * (names, dates, loss values, blending info)", §3 "Blending info fields (on notes): country, country
 * code, region, farm, variety, grade, grade detail, process, each with an etc free text".
 */
test.describe.serial("the coffee note's serial check button (002 §2.9, §4)", () => {
  let serial: string;

  test.beforeAll(async ({ browser }) => {
    serial = (await houseBlendLinks(browser)).publicPath.split('/').pop()!;
    expect(serial).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('kr at 1280 px: the type chosen first, the serial typed after, the check button fills the note with the blend information', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, 'user');
    await page.goto('/user/usernote/coffeenote/write');
    await expect(page.getByTestId('entity-detail-userCupnote')).toHaveAttribute('data-mode', 'write');
    // The serial by hand is folded under the note (a drinker arrives by the bean page's link).
    await page.getByTestId('note-more').click();
    // The type first: nothing to check yet, and nothing is said.
    await chooseIn(page, page.getByTestId('field-cupnote_serial_type'), 'RSTRDT');
    await expect(page.getByTestId('copy-failed-cupnote_serial_type')).toHaveCount(0);
    // The serial typed after the type: only the button checks it (the type did not change).
    await fillIn(page.locator('body'), 'cupnote_serial', serial);
    await page.getByTestId('copy-run-cupnote_serial_type').click();
    // Named from its serial, the coffee is the note's heading.
    await expect(page.getByTestId('note-coffee-name')).toHaveText(/하우스 블렌드/);
    // 002 §4: bean information came, so the blending section shows, with what §3 lists.
    for (const name of [
      'cupnote_country_list',
      'cupnote_region_seq',
      'cupnote_region_etc',
      'cupnote_farm_seq',
      'cupnote_farm_etc',
      'cupnote_variety_list',
      'cupnote_variety_etc',
      'cupnote_process_list',
      'cupnote_process_etc',
      'cupnote_grade_list',
      'cupnote_grade_detail_list',
      'blending_loss',
      'blending_organic_loss',
    ]) {
      await expect(page.getByTestId(`field-${name}`), name).toBeVisible();
    }
    // The demo lot's green beans: Haiti and Ethiopia, their grades and the lot's loss (the demo blend shows DTL).
    await expect(page.getByTestId('field-cupnote_country_list')).toContainText('아이티');
    await expect(page.getByTestId('field-blending_loss').locator('input')).not.toHaveValue('');
  });

  test("en at 390 px: a serial that names no coffee is said so, in the page's language, under the check", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'user', undefined, '/en');
    await page.goto('/en/user/usernote/coffeenote/write');
    await page.getByTestId('note-more').click();
    await fillIn(page.locator('body'), 'cupnote_serial', '00000000-0000-4000-8000-000000000000');
    await chooseIn(page, page.getByTestId('field-cupnote_serial_type'), 'RSTRDT');
    await expect(page.getByTestId('copy-failed-cupnote_serial_type')).toHaveText(MESSAGES.serial_not_found.en);
    // Corrected and checked again by the button: the message goes and the note fills.
    await fillIn(page.locator('body'), 'cupnote_serial', serial);
    await page.getByTestId('copy-run-cupnote_serial_type').click();
    await expect(page.getByTestId('note-coffee-name')).toHaveText(/House/);
    await expect(page.getByTestId('copy-failed-cupnote_serial_type')).toHaveCount(0);
  });
});
