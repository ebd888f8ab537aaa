import { MESSAGES } from '@beantrail/contracts';
import { type Browser, expect, test } from './fixtures';
import { listReady, saveAndReadCheck } from './admin-support';
import { chooseIn, fillIn, openFirstRow, saveOk } from './roaster-support';
import { houseBlendLinks } from './account-support';
import { clickWheelNode } from './public-support';
import { signIn } from './support';

/** The public QR link of the demo roastery's House Blend lot, read off the roaster's lot page as printed. */
async function lotPublicPath(browser: Browser): Promise<string> {
  return (await houseBlendLinks(browser)).publicPath;
}

/**
 * Spec 002 §2.5, §2.9, §4 as a coffee drinker keeps a note: the bean page a QR code opens offers a
 * note, the note arrives filled from the product serial, the taste is recorded and the note listed;
 * typing a serial and choosing its type fills a note by hand too.
 */
test.describe.serial('coffee notes from a product serial (002 §2.9, §4)', () => {
  let lotPath: string;

  test.beforeAll(async ({ browser }) => {
    lotPath = await lotPublicPath(browser);
    expect(lotPath).toMatch(/^\/info\/beannote\/beandetail\/[0-9a-f-]{36}$/);
  });

  test('en at 390 px: the lot page → "Write a note" → the note names the coffee, flavors picked by finger → saved and listed', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'user', undefined, '/en');
    await page.goto(`/en${lotPath}`);
    await expect(page.getByTestId('bean-info-name')).toContainText('House');
    await page.getByTestId('bean-info-write-note').click();
    await expect(page).toHaveURL(/\/en\/user\/usernote\/coffeenote\/write\?type=RSTRDT&serial=/);
    // The drinker's note: the coffee by name and roaster, not its serial; no back-office toolbar.
    const form = page.getByTestId('entity-detail-userCupnote');
    await expect(page.getByTestId('note-coffee-name')).toContainText('House');
    await expect(page.getByTestId('note-coffee-maker')).toHaveText('Demo Roasters');
    await expect(form).not.toContainText(lotPath.split('/').pop()!);
    await expect(form.locator('[data-testid^="btn-"]')).toHaveCount(2);
    await expect(page.getByTestId('btn-trash')).toHaveCount(0);
    await expect(page.getByTestId('btn-save')).toBeVisible();
    await chooseIn(page, page.getByTestId('field-cupnote_place'), 'CAFE');
    // Scores start unset: the satisfaction is named on save.
    await expect(page.getByTestId('field-cupnote_satis').locator('input[inputmode="decimal"]')).toHaveValue('');
    const unset = await saveAndReadCheck(page);
    expect([unset.message, unset.field]).toEqual([MESSAGES.field_required.en, expect.stringContaining('Satisfaction')]);
    await page.getByTestId('field-cupnote_satis').locator('input[inputmode="decimal"]').fill('9');
    // On a phone the wheel's flavors are found by name or by drilling in; the wheel shows the picks.
    await page.getByTestId('wheel-search').fill('choc');
    await page.getByTestId('wheel-found-FL070201').click();
    await expect(page.getByTestId('wheel-chip-FL070201')).toHaveText('Chocolate · 초콜릿');
    await expect(page.getByTestId('wheel-node-FL070201')).toHaveAttribute('aria-pressed', 'true');
    await page.getByTestId('wheel-search').fill('');
    await page.getByTestId('wheel-drill-FL01').click();
    await page.getByTestId('wheel-drill-FL0101').click();
    await page.getByTestId('wheel-pick-FL010101').click();
    await expect(page.getByTestId('wheel-chip-FL010101')).toHaveText('Blackberry · 블랙베리');
    await page.getByTestId('wheel-drill-back').click();
    await expect(page.getByTestId('wheel-drill')).toHaveAttribute('data-level', '1');
    await page
      .getByTestId('field-cupnote_satis_detail')
      .locator('textarea')
      .first()
      .fill('Chocolate and caramel, round.');
    // 002 §4: bean information came, so the bean section is on and shows the origins, folded under the note.
    await page.getByTestId('note-more').click();
    await expect(page.getByTestId('field-cupnote_country_list')).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
    await saveOk(page, MESSAGES.save_ok.en);
    await listReady(page);
    await expect(page.getByTestId('list-row').filter({ hasText: 'House' })).not.toHaveCount(0);
  });

  test('kr at 1280 px: a serial typed by hand, its type chosen → the note names the coffee; flavors on the wheel', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, 'user');
    await page.goto('/user/usernote/coffeenote/write');
    await expect(page.getByTestId('entity-detail-userCupnote')).toHaveAttribute('data-mode', 'write');
    // No serial yet: the coffee is typed by name; the serial waits under "More details".
    await expect(page.getByTestId('note-coffee-inputs')).toBeVisible();
    await page.getByTestId('note-more').click();
    await fillIn(page.locator('body'), 'cupnote_serial', lotPath.split('/').pop()!);
    await chooseIn(page, page.getByTestId('field-cupnote_serial_type'), 'RSTRDT');
    await expect(page.getByTestId('note-coffee-name')).toHaveText(/빈트레일 하우스 블렌드/);
    await chooseIn(page, page.getByTestId('field-cupnote_place'), 'HOME');
    // Desktop keeps picking on the wheel; a flavor picked keeps the flavor section (its switch follows).
    await expect(page.getByTestId('wheel-phone-picker')).toHaveCount(0);
    await clickWheelNode(page, 'FL070201');
    await expect(page.getByTestId('wheel-chip-FL070201')).toHaveText('초콜릿 · Chocolate');
    await expect(page.getByTestId('field-cupnote_flavor_wheel_use').locator('input')).toBeChecked();
    // 002 §2.8: the six scores drawn on a radar as they are given (acidity, aroma, balance, body, flavor, sweetness).
    await expect(page.getByTestId('cupnote-radar')).toHaveCount(0);
    // Satisfaction is required and starts unset: the save names it, in Korean.
    const unset = await saveAndReadCheck(page);
    expect(unset.message).toContain(MESSAGES.field_required.kr);
    expect(unset.field).toContain('만족도');
    await page.getByTestId('field-cupnote_satis').locator('input[inputmode="decimal"]').fill('8');
    // A score is a whole number: 7.5 is refused by the form's own check, naming the field and why.
    const acidity = page.getByTestId('field-cupnote_acidity_point').locator('input[inputmode="decimal"]');
    await acidity.fill('7.5');
    const check = await saveAndReadCheck(page);
    expect(check.message).toContain(MESSAGES.field_integer.kr);
    expect(check.field).toContain('산미');
    await acidity.fill('7');
    await expect(page.getByTestId('cupnote-radar')).toHaveAttribute('data-values', '[[7,0,0,0,0,0]]');
    await saveOk(page, MESSAGES.save_ok.kr);
    await listReady(page);
    // The Korean list names the note in Korean (002 §1), not by its English name.
    await expect(page.getByTestId('list-row').first()).toContainText('빈트레일 하우스 블렌드');
    await openFirstRow(page, '하우스 블렌드');
    await expect(page.getByTestId('note-coffee-name')).toHaveText(/빈트레일 하우스 블렌드/);
    await expect(page.getByTestId('cupnote-radar')).toHaveAttribute('data-values', '[[7,0,0,0,0,0]]');
    await expect(page.getByTestId('wheel-chip-FL070201')).toHaveText('초콜릿 · Chocolate');
    await expect(page.getByTestId('view-cupnote_place')).toContainText('집');
    // An empty choice list reads "—" like any empty value (it showed nothing under its heading).
    const dash = (id: string) => page.getByTestId(id).evaluate((el) => getComputedStyle(el, '::before').content);
    await expect(page.getByTestId('view-cupnote_aftertaste_list')).toHaveText('');
    expect(await dash('view-cupnote_aftertaste_list')).toBe('"—"');
    // An existing note: edit, then save, delete or back; the delete asks first.
    await page.getByTestId('btn-edit').click();
    await expect(page.getByTestId('entity-detail-userCupnote')).toHaveAttribute('data-mode', 'edit');
    await expect(page.getByTestId('btn-remove')).toBeVisible();
    await expect(page.getByTestId('btn-list')).toBeVisible();
    await page.getByTestId('btn-remove').click();
    await page.getByTestId('remove-dialog-ok').click();
    await expect(page.getByTestId('engine-notice')).toHaveText(MESSAGES.delete_ok.kr);
    await listReady(page);
  });

  test('a guest scanning the QR: "Write a note" says what it is and signs in in place, on the filled note (002 §2.5)', async ({
    page,
  }) => {
    await page.goto(`/en${lotPath}`);
    await page.getByTestId('bean-info-write-note').click();
    await expect(page.getByTestId('link-signin-panel')).toHaveAttribute('data-link', 'coffeenote');
    await page.locator('input[name="user_id"]').fill('paid');
    await page.locator('input[name="user_pass"]').fill('beantrail');
    await page.getByTestId('signin-submit').click();
    await expect(page).toHaveURL(/\/en\/user\/usernote\/coffeenote\/write\?type=RSTRDT&serial=/);
    await expect(page.getByTestId('note-coffee-name')).toHaveText(/House/);
  });
});

/**
 * Spec 002 §2.9 "step detail … toggled by use flags" and §4 "a step timer starts from a clock
 * button; per-step times can be recorded", on a phone in Korean: the drinker's note has the QC
 * record's step table; the server counts the totals (001 §5).
 */
test('kr at 390 px: a note records the brew step by step with the timer, and keeps the steps (002 §2.9, §4)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'user');
  await page.goto('/user/usernote/coffeenote/write');
  await expect(page.getByTestId('entity-detail-userCupnote')).toHaveAttribute('data-mode', 'write');
  await fillIn(page.locator('body'), 'cupnote_name_locale', '단계별 핸드드립');
  await chooseIn(page, page.getByTestId('field-cupnote_place'), 'HOME');
  await page.getByTestId('field-cupnote_satis').locator('input[inputmode="decimal"]').fill('7');
  // The step table is folded under the note, and opens with its switch.
  await page.getByTestId('note-more').click();
  await expect(page.getByTestId('brewing-steps')).toHaveCount(0);
  await page.getByTestId('field-brewing_step_use').locator('input').check();
  await expect(page.getByTestId('section-steps')).toContainText('단계별 추출');
  await page.getByTestId('brew-start').click();
  await expect(page.getByTestId('brew-timer')).toBeVisible();
  await fillIn(page.locator('body'), 'brewing_step1_mass', 40);
  await fillIn(page.locator('body'), 'brewing_step2_mass', 100);
  await expect(page.getByTestId('brew-cumulative-step2')).toHaveText('누적 140 g');
  // Until the end mass is in, the steps add up to more than it: the table says what to type.
  await expect(page.getByTestId('brew-calc-negative')).toContainText('그 단계에 더한 양');
  await fillIn(page.locator('body'), 'brewing_end_mass', 210);
  await expect(page.getByTestId('brew-calc-negative')).toHaveCount(0);
  // The end's "now" records the elapsed seconds as its time and stops the timer.
  await page.getByTestId('brew-now-end').click();
  await expect(page.getByTestId('brew-timer')).toHaveCount(0);
  // The button that pressed it is gone: the focus goes to Start, not to the page.
  await expect(page.getByTestId('brew-start')).toBeFocused();
  await expect(page.getByTestId('field-brewing_end_term').locator('input')).not.toHaveValue('');
  // 001 §5: calculated = end 210 g − pours (40 + 100 g).
  await expect(page.getByTestId('view-brewing_result_calc')).toContainText('70');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await saveOk(page, MESSAGES.save_ok.kr);
  await listReady(page);
  await openFirstRow(page, '단계별 핸드드립');
  await page.getByTestId('note-more').click();
  await expect(page.getByTestId('brew-cumulative-step2')).toHaveText('누적 140 g');
  await expect(page.getByTestId('view-brewing_result_calc')).toContainText('70');
  // A second brew over the recorded one asks first, then runs again from now (the end's time cleared).
  await page.getByTestId('btn-edit').click();
  await page.getByTestId('note-more').click();
  await page.getByTestId('brew-start').click();
  await expect(page.getByTestId('brew-restart-dialog')).toContainText('타이머가 다시 흐릅니다');
  await page.getByTestId('brew-restart-dialog-ok').click();
  await expect(page.getByTestId('brew-timer')).toBeVisible();
  await expect(page.getByTestId('field-brewing_end_term').locator('input')).toHaveValue('');
  await expect(page.getByTestId('field-brewing_step2_mass').locator('input')).toHaveValue('100');
});

/**
 * The drinker's note in both languages on a phone (390 × 844) and a desktop (1280 × 800): its own
 * form (the note's buttons, "More details" folded), the score sliders unset, and on the phone the
 * flavors picked by finger and no sideways scroll.
 */
test('the note form in kr and en, on a phone and a desktop: its own buttons, unset scores, no sideways scroll', async ({
  page,
}) => {
  await signIn(page, 'user');
  for (const [prefix, more] of [
    ['', '더 자세히'],
    ['/en', 'More details'],
  ] as const) {
    for (const [width, height] of [
      [390, 844],
      [1280, 800],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto(`${prefix}/user/usernote/coffeenote/write`);
      const where = `${prefix || '/kr'} ${width}`;
      await expect(page.getByTestId('note-form'), where).toBeVisible();
      await expect(page.getByTestId('note-more'), where).toHaveText(more);
      // Save and the way back, once; none of the back office's eight.
      await expect(page.getByTestId('entity-detail-userCupnote').locator('[data-testid^="btn-"]'), where).toHaveCount(
        2,
      );
      await expect(page.getByTestId('field-cupnote_body_point').locator('[data-unset="true"]'), where).toHaveCount(1);
      await expect(page.getByTestId('wheel-phone-picker'), where).toHaveCount(width < 768 ? 1 : 0);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
        where,
      ).toBeLessThanOrEqual(0);
    }
  }
});
