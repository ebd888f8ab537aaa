import path from 'node:path';
import { MESSAGES } from '@beantrail/contracts';
import { listReady, openFilters } from './admin-support';
import { expect, type Locator, type Page } from './fixtures';

/** The real Artisan roast of the shared data (../shared/data/roast-logs), as a roaster imports it. */
export const ALOG = path.resolve(__dirname, '../../../shared/data/roast-logs/haiti-baptiste-2021-02-09.alog');

/**
 * Opens a select inside a locator (a sublist row or a field) and picks an option: by value, or by
 * its visible text (`{ text }`); a searchable select is typed into first.
 */
export async function chooseIn(
  page: Page,
  scope: Locator,
  option: string | number | { text: string },
  typed?: string,
): Promise<void> {
  const auto = scope.locator('input[role="combobox"]');
  if (await auto.count()) {
    await auto.first().click();
    if (typed) await auto.first().fill(typed);
  } else await scope.locator('[role="combobox"]').first().click();
  const item =
    typeof option === 'object'
      ? page.locator('[role="listbox"] li', { hasText: option.text }).first()
      : page.locator(`li[data-value="${option}"]`);
  await item.click();
  await expect(page.locator('[role="listbox"]')).toHaveCount(0);
}

/** The select options' values currently offered by a field (opens and closes the list). */
export async function optionValues(page: Page, scope: Locator): Promise<string[]> {
  const auto = scope.locator('input[role="combobox"]');
  if (await auto.count()) await auto.first().click();
  else await scope.locator('[role="combobox"]').first().click();
  const values = await page
    .locator('[role="listbox"] li[data-value]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-value') ?? ''));
  await page.keyboard.press('Escape');
  return values;
}

/** Fills a number or text input inside a scope by its field name. */
export async function fillIn(scope: Locator, name: string, value: string | number): Promise<void> {
  await scope.getByTestId(`field-${name}`).locator('input, textarea').first().fill(String(value));
}

/** Saves and waits for the save_ok notice, then for the view or list the engine goes to. */
export async function saveOk(page: Page, text: string): Promise<void> {
  await page.getByTestId('btn-save').click();
  await expect(page.getByTestId('engine-notice')).toHaveText(text);
}

/**
 * On the green-bean write form: a bean of our own copied from the demo catalogue's Haiti Baptiste
 * (001 §4), named after the scenario's tag, saved; waits for the list. `copied` runs between the
 * catalogue choice and the naming, for a scenario that checks what was copied.
 */
export async function createCatalogueBean(
  page: Page,
  tag: string,
  lang: 'kr' | 'en',
  copied?: () => Promise<void>,
): Promise<void> {
  await chooseIn(page, page.getByTestId('field-greenbean_country_code'), 'HTI', lang === 'kr' ? '아이티' : 'Haiti');
  await chooseIn(page, page.getByTestId('field-greenbean_default_seq'), {
    text: lang === 'kr' ? '아이티 밥티스트' : 'Haiti Baptiste',
  });
  await copied?.();
  await fillIn(page.locator('body'), 'greenbean_name', `${tag} Haiti`);
  await fillIn(page.locator('body'), 'greenbean_name_locale', `${tag} 아이티`);
  await saveOk(page, MESSAGES.save_ok[lang]);
  await listReady(page);
}

/**
 * Searches the list for a text (every title field) so a record off the first page is found: a phone
 * shows 5 rows, and a roast imported from a log is dated by the log, behind the day's roasts.
 */
export async function searchList(page: Page, text: string): Promise<void> {
  await openFilters(page);
  await page.getByTestId('list-search-title').fill(text);
  await page.getByTestId('list-search-btn').click();
  await expect(page).toHaveURL(new RegExp(`searchTitle=${encodeURIComponent(text)}`));
}

export async function openFirstRow(page: Page, contains: string): Promise<void> {
  const row = page.getByTestId('list-row').filter({ hasText: contains }).first();
  await expect(row).toBeVisible();
  await row.click();
  await expect(page.locator('[data-testid^="entity-detail-"]')).toHaveAttribute('data-mode', 'view');
}

/**
 * Types a date (`YYYY-MM-DD`) into a date field by its sections, in the order the field shows them
 * (each found by its range, so the order is not assumed), as a keyboard user would.
 */
export async function typeDate(page: Page, name: string, iso: string): Promise<void> {
  const [year, month, day] = iso.split('-');
  const sections = page.getByTestId(`field-${name}`).locator('[role="spinbutton"]');
  await expect(sections).toHaveCount(3);
  for (let i = 0; i < 3; i++) {
    const max = Number(await sections.nth(i).getAttribute('aria-valuemax'));
    await sections.nth(i).click();
    await page.keyboard.type(max === 12 ? month : max === 31 ? day : year);
  }
}

/** The same roast as Artisan's CSV export. */
export const ROAST_CSV = path.resolve(__dirname, '../../../shared/data/roast-logs/haiti-baptiste-2021-02-09.csv');

/** RSTEP names of the seed (001 §3 roasting_step): scheduled and done. */
export const STEP_NAMES = {
  kr: { scheduled: '로스팅 예약', done: '로스팅 완료' },
  en: { scheduled: 'Reserved (planned)', done: 'Roasting complete' },
} as const;

type Box = { left: number; right: number; top: number; bottom: number };

/**
 * The roast chart of the roasting profile section, after the real log was imported:
 * no two stage names overlap (their boxes as drawn), every name stays inside the chart, there is a
 * DROP marker, each marker's name is its stage-table row's name, and the RoR path lies within the
 * plot area. Attaches a screenshot of the chart section; returns the names drawn.
 */
export async function expectRoastChart(
  page: Page,
  attach: (name: string, body: Buffer) => Promise<void>,
  shot: string,
): Promise<string[]> {
  const chart = page.getByTestId('profile-chart');
  const markers = chart.getByTestId('stage-marker');
  await expect(markers.first()).toBeVisible();
  // The names are measured after the first draw, then laid out again: wait until the layout holds.
  const layout = () =>
    chart
      .getByTestId('stage-marker-label')
      .evaluateAll((els) =>
        els
          .map((e) => `${Math.round(e.getBoundingClientRect().x)},${Math.round(e.getBoundingClientRect().y)}`)
          .join(' '),
      );
  await expect
    .poll(async () => {
      const before = await layout();
      await page.waitForTimeout(200);
      return before === (await layout());
    })
    .toBe(true);
  const boxes = await chart.getByTestId('stage-marker-label').evaluateAll((els) =>
    els.map((e) => {
      const r = e.getBoundingClientRect();
      // The name is the label's aria-label; what is drawn is the name or, on a chart too narrow for names, its number.
      const drawn = Array.from(e.childNodes)
        .filter((n) => n.nodeType === 3)
        .map((n) => n.textContent ?? '')
        .join('');
      return {
        text: e.getAttribute('aria-label') ?? '',
        drawn,
        left: r.left,
        right: r.right,
        top: r.top,
        bottom: r.bottom,
      };
    }),
  );
  const svg: Box = await chart
    .locator('svg')
    .filter({ has: page.getByTestId('roast-plot-area') })
    .evaluate((e) => {
      const r = e.getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    });
  const overlap = (a: Box, b: Box) =>
    a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++)
      expect(overlap(boxes[i], boxes[j]), `"${boxes[i].text}" overlaps "${boxes[j].text}"`).toBe(false);
    expect(boxes[i].left, `"${boxes[i].text}" starts left of the chart`).toBeGreaterThanOrEqual(svg.left - 0.5);
    expect(boxes[i].right, `"${boxes[i].text}" ends right of the chart`).toBeLessThanOrEqual(svg.right + 0.5);
    expect(boxes[i].top, `"${boxes[i].text}" is above the chart`).toBeGreaterThanOrEqual(svg.top - 0.5);
  }
  // DROP has its marker.
  await expect(chart.locator('[data-testid="stage-marker"][data-stage="roasting_end"]')).toHaveCount(1);
  // One name per stage: each marker says what its stage-table row says.
  const stages = await markers.evaluateAll((els) => els.map((e) => e.getAttribute('data-stage') ?? ''));
  const compact = (await chart.getByTestId('stage-markers').getAttribute('data-compact')) === 'true';
  const names: string[] = [];
  for (const [i, stage] of stages.entries()) {
    const rowName = (await page.getByTestId(`stage-${stage}`).locator('th').innerText()).trim();
    expect(boxes[i].text).toBe(rowName);
    if (compact) {
      expect(boxes[i].drawn).toBe(String(i + 1));
      await expect(chart.getByTestId('stage-legend').locator('li').nth(i)).toHaveText(`${i + 1} ${rowName}`);
    } else expect(boxes[i].drawn).toBe(rowName);
    names.push(rowName);
  }
  // The RoR curve stays within the plot area.
  const plot: Box = await chart.getByTestId('roast-plot-area').evaluate((e) => {
    const r = e.getBoundingClientRect();
    return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
  });
  const ror = chart.locator('path[data-series="ror"]');
  await expect(ror.first()).toBeVisible();
  for (const r of await ror.evaluateAll((els) =>
    els
      .map((e) => e.getBoundingClientRect())
      .map((b) => ({ left: b.left, right: b.right, top: b.top, bottom: b.bottom })),
  )) {
    expect(r.top).toBeGreaterThanOrEqual(plot.top - 1);
    expect(r.bottom).toBeLessThanOrEqual(plot.bottom + 1);
    expect(r.left).toBeGreaterThanOrEqual(plot.left - 1);
    expect(r.right).toBeLessThanOrEqual(plot.right + 1);
  }
  await attach(shot, await chart.screenshot());
  return names;
}

/**
 * The demo roastery's own API as its signed-in owner calls it (the page's cookies): POST with the
 * selected roaster_seq, asserting 200 and answering the result. For setting up a scenario fast.
 */
export async function roasterApi(
  page: Page,
): Promise<
  <T = Record<string, unknown> & Record<string, unknown>[]>(path: string, data: Record<string, unknown>) => Promise<T>
> {
  const auth = (await (await page.request.post('/api/userAuth/select', { data: { auth: ['roaster'] } })).json()) as {
    result: { roaster_auth: { auth_seq: number }[] };
  };
  const roaster_seq = auth.result.roaster_auth[0].auth_seq;
  return async (path, data) => {
    const res = await page.request.post(path, { data: { roaster_seq, ...data } });
    expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
    return ((await res.json()) as { result: never }).result;
  };
}
