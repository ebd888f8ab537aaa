import { expect, type Page, test } from './fixtures';
import { listReady } from './admin-support';
import { openFirstRow } from './roaster-support';
import { signIn } from './support';

/**
 * Spec 002 §9 "event times 'MM-DD A hh:mm' and 'YYYY-MM-DD A hh:mm'": an event's start and end are
 * read on a 12-hour clock to the minute, 오전/오후 in Korean and AM/PM in English, and without the
 * year on phones (000 §9 mobile breakpoint 767 px), in the event lists and the event itself.
 */
const WIDE = {
  kr: /^\d{4}-\d{2}-\d{2} (오전|오후) (0\d|1[0-2]):[0-5]\d$/,
  en: /^\d{4}-\d{2}-\d{2} (AM|PM) (0\d|1[0-2]):[0-5]\d$/,
};
// Phones keep the year when it is not this year's (a seeded event runs 31 days, so in December its end does).
const thisYear = (d: number) => new Date(Date.now() + d * 86_400_000).getFullYear() === new Date().getFullYear();
const YEAR = thisYear(31) ? '' : '(\\d{4}-)?';
const SHORT = {
  kr: new RegExp(`^${YEAR}\\d{2}-\\d{2} (오전|오후) (0\\d|1[0-2]):[0-5]\\d$`),
  en: new RegExp(`^${YEAR}\\d{2}-\\d{2} (AM|PM) (0\\d|1[0-2]):[0-5]\\d$`),
};

/** The cell of a column in the list row naming the event. */
async function cellOf(page: Page, rowText: string, field: string) {
  const headers = await page.locator('thead th').evaluateAll((ths) => ths.map((th) => th.getAttribute('data-testid')));
  const index = headers.indexOf(`col-${field}`);
  expect(index, `column ${field}`).toBeGreaterThanOrEqual(0);
  return page.getByTestId('list-row').filter({ hasText: rowText }).first().locator('td').nth(index);
}

test('kr at 1280 px: the cafe event list, the event and its edit form read YYYY-MM-DD 오전/오후 hh:mm (002 §9)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'cafe');
  await page.goto('/cafe/event/list');
  await listReady(page);
  await expect(await cellOf(page, '바리스타 모집', 'event_start')).toHaveText(WIDE.kr);
  await expect(await cellOf(page, '바리스타 모집', 'event_end')).toHaveText(WIDE.kr);
  await openFirstRow(page, '바리스타 모집');
  await expect(page.getByTestId('view-event_start')).toHaveText(WIDE.kr);
  await expect(page.getByTestId('view-event_end')).toHaveText(WIDE.kr);
  // The picker writes the time as it is read.
  await page.getByTestId('btn-edit').click();
  await expect(page.getByTestId('field-event_start').locator('input')).toHaveValue(WIDE.kr);
});

test('en at 390 px: the roastery event list and the event read MM-DD AM/PM hh:mm (002 §9, 767 px)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'roaster', undefined, '/en');
  await page.goto('/en/roaster/event/list');
  await listReady(page);
  await expect(await cellOf(page, 'Roaster open call', 'event_start')).toHaveText(SHORT.en);
  await openFirstRow(page, 'Roaster open call');
  await expect(page.getByTestId('view-event_start')).toHaveText(SHORT.en);
  await expect(page.getByTestId('view-event_end')).toHaveText(SHORT.en);
});
