import { MESSAGES } from '@beantrail/contracts';
import { type Browser, expect, type Page, test } from './fixtures';
import { fill, listReady, saveAndReadCheck } from './admin-support';
import { openFirstRow, saveOk } from './roaster-support';
import { signIn } from './support';

/**
 * Spec 002 §2.2 CafeEvent, §2.3 RoasterEvent, §2.4 CafeSignUp/RoasterSignUp, §2.5
 * /user/link/{scope}signup/{event_uuid}, §2.11 (status, QR by status), §4 Event, §5 sign-up checks.
 * Browsers run on Seoul's clock while the server runs on UTC, so a time typed or shown in the form
 * must come back as the same time (the date-time picker sends instants).
 */
const SEOUL = { timezoneId: 'Asia/Seoul' };

async function newPage(browser: Browser, options: { width?: number; locale?: string } = {}): Promise<Page> {
  const context = await browser.newContext({
    ...SEOUL,
    viewport: { width: options.width ?? 1280, height: 900 },
    locale: options.locale ?? 'ko-KR',
  });
  return context.newPage();
}

/** The digits of a date-time input or text (the pickers write YYYY-MM-DD HH:mm:ss in both languages, as the views do). */
const digits = (text: string) => text.replace(/\D/g, '');

/** A new event through the list's write button; returns the QR link of the saved event's view. */
async function writeEvent(
  page: Page,
  area: 'cafe' | 'roaster',
  names: [string, string],
  term: number,
  okText: string,
): Promise<{ link: string | null }> {
  await page.goto(`/${area}/event/list`);
  await listReady(page);
  await page.getByTestId('list-write').click();
  await fill(page, 'event_name_locale', names[0]);
  await fill(page, 'event_name', names[1]);
  // Type the start's minutes on the keyboard (the top of this hour, so the event runs already): the
  // picker's own value, not the default.
  const minutes = page.getByTestId('field-event_start').locator('[role="spinbutton"][aria-valuemax="59"]').first();
  await minutes.click();
  await page.keyboard.type('00');
  await expect(minutes).toHaveAttribute('aria-valuenow', '0');
  const start = digits(await page.getByTestId('field-event_start').locator('input').inputValue());
  const end = page.getByTestId('field-event_end').locator('input');
  // 002 §4: the end follows the start and the term (3 days by default).
  await expect.poll(async () => digits(await end.inputValue())).not.toBe('');
  await fill(page, 'event_term', String(term));
  await expect.poll(async () => digits(await end.inputValue())).not.toBe(start);
  await saveOk(page, okText);
  await listReady(page);
  await openFirstRow(page, names[0]);
  // The start is shown as it was in the form: the same wall-clock time on Seoul's clock.
  expect(digits(await page.getByTestId('view-event_start').innerText())).toBe(start);
  await expect(page.getByTestId('view-event_term')).toContainText(String(term));
  const qr = page.getByTestId('qr-link-event_signup_qr');
  return { link: (await qr.count()) ? await qr.getAttribute('href') : null };
}

test('a cafe runs a sign-up event (kr, 1280 px); a drinker applies by its QR (en, 390 px); the owner sees the application', async ({
  browser,
}) => {
  const owner = await newPage(browser);
  await signIn(owner, 'cafe');
  const { link } = await writeEvent(
    owner,
    'cafe',
    ['주말 바리스타 모집', 'Weekend barista call'],
    5,
    MESSAGES.save_ok.kr,
  );
  await expect(owner.getByTestId('view-event_status')).toHaveText('진행 중');
  expect(link).toMatch(/\/kr\/user\/link\/cafesignup\/[0-9a-f-]{36}$/);

  const drinker = await newPage(browser, { width: 390, locale: 'en-US' });
  await signIn(drinker, 'user', undefined, '/en');
  await drinker.goto(new URL(link!).pathname.replace(/^\/kr\//, '/en/'));
  await expect(drinker.getByTestId('signup-lead')).toContainText('Demo Cafe');
  await expect(drinker.getByTestId('signup-lead')).toContainText('Weekend barista call');
  // The nick starts as the account's name; the agreement is not ticked for them (002 §5).
  await expect(drinker.locator('input[name="user_nick"]')).toHaveValue('Coffee Lover');
  expect((await saveAndReadCheck(drinker)).message).toBe(MESSAGES.save_check_ok.en);
  await fill(drinker, 'user_nick', 'ab');
  expect((await saveAndReadCheck(drinker)).message).toBe(MESSAGES.field_minLength.en);
  await fill(drinker, 'user_nick', 'Sunday shots');
  await fill(drinker, 'user_desc', 'Free on Sundays, three years behind a bar.');
  await drinker.getByTestId('field-save_check').locator('input[type="checkbox"]').check();
  await saveOk(drinker, MESSAGES.signup_ok.en);
  await expect(drinker.getByTestId('signup-waiting')).toBeVisible();
  await expect(drinker.locator('input[name="user_nick"]')).toHaveValue('Sunday shots');

  await owner.goto('/cafe/staff/signup');
  await listReady(owner);
  await openFirstRow(owner, 'Sunday shots');
  await expect(owner.getByTestId('view-cafe_user_desc')).toContainText('three years behind a bar');
  await expect(owner.getByTestId('view-user_auth')).toHaveText('가입 승인 대기');
});

test('a member is told so; an event cut to end at its start shows no QR and takes no application (roastery, en, 390 px)', async ({
  browser,
}) => {
  const owner = await newPage(browser, { width: 390, locale: 'en-US' });
  await signIn(owner, 'roaster', undefined, '/en');
  await owner.goto('/en/roaster/event/list');
  await listReady(owner);
  await openFirstRow(owner, 'Roaster open call');
  await expect(owner.getByTestId('view-event_status')).toHaveText('Running');
  const link = new URL((await owner.getByTestId('qr-link-event_signup_qr').getAttribute('href'))!).pathname.replace(
    /^\/kr\//,
    '/en/',
  );
  // The roastery's own staff are members already.
  const staff = await newPage(browser, { width: 390, locale: 'en-US' });
  await signIn(staff, 'roaster.staff', undefined, '/en');
  await staff.goto(link);
  await expect(staff.getByTestId('signup-member')).toContainText(MESSAGES.signup_member.en);

  // A rule only the server checks (an event ends after it starts, within 31 days): its refusal
  // names the field, which is marked until it changes.
  await owner.getByTestId('btn-edit').click();
  const end = owner.getByTestId('field-event_end');
  await end.locator('[role="spinbutton"]').first().click();
  await owner.keyboard.type('2020');
  await owner.getByTestId('btn-save').click();
  await expect(owner.getByTestId('save-failed')).toHaveText(MESSAGES.event_period.en);
  await expect(end).toContainText(MESSAGES.event_period.en);
  // 002 §4: in edit mode the end follows the term too; 0 days ends the event at its start (an hour ago).
  await fill(owner, 'event_term', '0');
  await expect(end).not.toContainText(MESSAGES.event_period.en);
  const start = digits(await owner.getByTestId('field-event_start').locator('input').inputValue());
  await expect
    .poll(async () => digits(await owner.getByTestId('field-event_end').locator('input').inputValue()))
    .toBe(start);
  await saveOk(owner, MESSAGES.save_ok.en);
  await expect(owner.getByTestId('view-event_status')).toHaveText('Ended');
  await expect(owner.getByTestId('qr-event_signup_qr')).toHaveCount(0);

  const tester = await newPage(browser, { width: 390, locale: 'en-US' });
  await signIn(tester, 'tester', undefined, '/en');
  await tester.goto(link);
  await expect(tester.getByTestId('signup-closed')).toContainText(MESSAGES.event_closed.en);
  await expect(tester.locator('input[name="user_nick"]')).toHaveCount(0);
  await owner.goto('/en/roaster/event/list');
  await listReady(owner);
  await expect(owner.getByTestId('list-row').filter({ hasText: 'Roaster open call' })).toContainText('Ended');
});
