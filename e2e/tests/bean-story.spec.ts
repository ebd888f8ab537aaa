import { ROASTER_PAGES } from '@beantrail/contracts';
import { type Browser, expect, test } from './fixtures';
import { shot } from './account-support';
import { VISITOR_VIEWS } from './public-support';
import { roasterApi } from './roaster-support';
import { signIn } from './support';

type Row = Record<string, unknown>;

/**
 * The public QR paths of the demo House Blend lot and of a lot of a new blend left at the spec's
 * default public stages (001 §9: guests LST), made by the demo roastery's owner through the API
 * from the Haiti roast.
 */
async function lotPaths(browser: Browser): Promise<{ story: string; quiet: string }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, 'roaster');
  const post = await roasterApi(page);
  const year = new Date().getFullYear();
  const today = new Date().toISOString().slice(0, 10);
  const recipes = (await post(ROASTER_PAGES.roastingDefault.api.list!, { list_count: 50 })) as Row[];
  const roasts = (await post(ROASTER_PAGES.roastingResult.api.list!, {
    list_count: 50,
    roasting_result_year: year,
  })) as Row[];
  const recipe = recipes.find((r) => r.roasting_name_locale === '아이티 미디엄' || r.roasting_name === 'Haiti medium');
  const roast = roasts.find((r) => r.roasting_name_locale === '아이티 미디엄');
  expect(recipe && roast).toBeTruthy();
  const rows = (list: Row[]) => ({ roasting_rows: { UPList: list, DEList: [] } });
  const blend = await post(ROASTER_PAGES.blendingDefault.api.edit!, {
    mode: 'write',
    UPList: {
      blending_name: 'E2E Quiet Blend',
      blending_name_locale: 'E2E 조용한 블렌드',
      roasting_instock_change: 1,
      blending_use: 1,
    },
    sublists: rows([{ roasting_seq: recipe!.roasting_seq, roasting_mass: 5000, roasting_order: 1 }]),
  });
  const lot = await post(ROASTER_PAGES.blendingResult.api.edit!, {
    mode: 'write',
    UPList: {
      blending_result_year: year,
      blending_seq: blend.blending_seq,
      blending_result_date: today,
      blending_instock: 1,
      blending_use: 1,
    },
    sublists: rows([
      {
        roasting_result_year: year,
        roasting_result_seq: roast!.roasting_result_seq,
        roasting_mass: 500,
        roasting_order: 1,
      },
    ]),
  });
  const uuidOf = async (seq: unknown) =>
    String(
      (await post(ROASTER_PAGES.blendingResult.api.detail!, { blending_result_year: year, blending_result_seq: seq }))
        .blending_result_uuid_str,
    );
  const lots = (await post(ROASTER_PAGES.blendingResult.api.list!, { list_count: 50 })) as Row[];
  const house = lots
    .filter((l) => l.blending_name_locale === '빈트레일 하우스 블렌드' || l.blending_name === 'BeanTrail House Blend')
    .sort((a, b) => Number(a.blending_result_seq) - Number(b.blending_result_seq))[0];
  expect(house).toBeTruthy();
  const paths = {
    story: `/info/beannote/beandetail/${await uuidOf(house.blending_result_seq)}`,
    quiet: `/info/beannote/beandetail/${await uuidOf(lot.blending_result_seq)}`,
  };
  await context.close();
  return paths;
}

/** The days between a YYYY-MM-DD roast date and today, as the page counts them. */
const daysSince = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  const now = new Date();
  return Math.round((Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()) - Date.UTC(y, m - 1, d)) / 86400000);
};

// Charts and two sign-ins on a shared 2-core machine.
test.describe.configure({ timeout: 120_000 });

let storyPath = '';
let quietPath = '';

test.beforeAll(async ({ browser }, testInfo) => {
  testInfo.setTimeout(120_000);
  ({ story: storyPath, quiet: quietPath } = await lotPaths(browser));
});

// A stranger signed out scans the demo House Blend lot's QR (its stages DTL for everyone)
// and reads its story: origins on the map, regions and farms, varieties, processes, the roast date
// and days since roasting, the roast curve, the roaster's cup notes (radar + wheel), the cafe that
// received the lot and the drinkers' notes count — kr and en, phone and desktop.
for (const view of VISITOR_VIEWS) {
  test(`a stranger reads the DTL lot's story, ${view.lang} ${view.device} (001 §2, §9)`, async ({ page }) => {
    const kr = view.lang === 'kr';
    await page.setViewportSize({ width: view.width, height: view.height });
    // The page is rendered by the server (no API call of its own): the API's reply is what it shows.
    const api = await page.request.get(`/api/public/beannote/beandetail/${storyPath.split('/').pop()}`);
    const reply = ((await api.json()) as { result: { blending_result_date: string; notes_count: number } }).result;
    await page.goto(`${view.prefix}${storyPath}`);
    // A whole document: no application script runs on it.
    expect(await page.locator('script').count()).toBe(0);
    await expect(page.getByTestId('bean-info')).toHaveAttribute('data-stage', 'DTL');
    await expect(page.getByTestId('bean-info-name')).toHaveText(
      kr ? '빈트레일 하우스 블렌드' : 'BeanTrail House Blend',
    );
    await expect(page.getByTestId('bean-info-roaster')).toHaveText(
      kr ? '데모 로스터스 로스팅' : 'Roasted by Demo Roasters',
    );
    // Roast date and days since roasting, the drinkers' notes (the demo drinker's one, and any that
    // earlier scenarios wrote of this lot: the page shows the count the server gives).
    await expect(page.getByTestId('bean-info-date')).toContainText(reply.blending_result_date);
    const days = daysSince(reply.blending_result_date);
    await expect(page.getByTestId('bean-story-days')).toHaveText(
      kr ? `로스팅 후 ${days}일` : `${days} ${days === 1 ? 'day' : 'days'} since roasting`,
    );
    const n = reply.notes_count;
    expect(n).toBeGreaterThanOrEqual(1);
    await expect(page.getByTestId('bean-story-notes-count')).toHaveText(
      kr ? `마신 사람들의 노트 ${n}개` : n === 1 ? "1 drinker's note" : `${n} drinkers' notes`,
    );
    // Origins: countries, regions and farms, varieties, processes.
    await expect(page.getByTestId('bean-info-CNTR')).toHaveText(kr ? /아이티.*에티오피아/ : /Haiti.*Ethiopia/);
    const origins = page.getByTestId('bean-story-origin');
    await expect(origins).toHaveCount(2);
    await expect(origins.filter({ hasText: kr ? '아이티' : 'Haiti' })).toContainText('Thiotte · Baptiste family farms');
    await expect(origins.filter({ hasText: kr ? '에티오피아' : 'Ethiopia' })).toContainText(
      kr ? '예가체프 · Kochere washing station' : 'Yirgacheffe · Kochere washing station',
    );
    await expect(page.getByTestId('bean-info-VRT')).toContainText(kr ? '티피카' : 'Typica');
    await expect(page.getByTestId('bean-info-PRCS')).toContainText(kr ? /워시드|수세/ : 'Washed');
    await expect(page.getByTestId('bean-info-PRCS')).toContainText(kr ? /내추럴|건식/ : 'Natural');
    await shot(page, `bean-story-${view.lang}-${view.device}-top`);
    // The map fills the two origins (an image loaded when scrolled near; its text alternative names them).
    const map = page.getByTestId('bean-story-map');
    await map.scrollIntoViewIfNeeded();
    await expect(map.locator('img')).toHaveAttribute(
      'alt',
      kr ? /(아이티, 에티오피아|에티오피아, 아이티)$/ : /(Haiti, Ethiopia|Ethiopia, Haiti)$/,
    );
    await expect
      .poll(() => map.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    // The Haiti roast's curve, the roaster's cup notes (radar values, wheel), the receiving cafe.
    await expect(page.getByTestId('bean-story-curve')).toHaveCount(1);
    await page.getByTestId('bean-story-curve').scrollIntoViewIfNeeded();
    // One drawing shown per width: on a phone its own (drawn at its size, no sideways scroll).
    const curve = page.getByTestId('bean-story-curve').locator('svg:visible');
    await expect(curve).toHaveCount(1);
    const drawn = await curve.evaluate((svg) => ({
      viewBox: svg.getAttribute('viewBox'),
      width: svg.getBoundingClientRect().width,
      box: svg.parentElement!.clientWidth,
      scroll: svg.parentElement!.scrollWidth,
    }));
    expect(drawn.viewBox).toBe(view.width < 640 ? '0 0 340 290' : '0 0 720 360');
    if (view.width < 640) expect(drawn.scroll).toBeLessThanOrEqual(drawn.box);
    // Stage names drawn at ≥ 9 px on screen (10 px in the drawing, scaled by its width).
    expect((10 * drawn.width) / Number(drawn.viewBox!.split(' ')[2])).toBeGreaterThanOrEqual(9);
    // Under the curve, its phase bar with the seed's figures (dry end 4:30, first crack 8:30, drop 10:50).
    const phases = page.getByTestId('bean-story-phases');
    await expect(phases.locator('li')).toHaveText(
      kr
        ? ['건조 4:30 · 41.5 %', '메일라드 4:00 · 36.9 %', '발현 2:20 · 21.5 %']
        : ['Drying 4:30 · 41.5 %', 'Maillard 4:00 · 36.9 %', 'Development 2:20 · 21.5 %'],
    );
    await expect(phases.getByTestId('bean-story-phase-development')).toBeVisible();
    await expect(page.getByTestId('bean-story-cupnote')).toContainText(
      kr ? '하우스 블렌드 – 출고 커핑' : 'House Blend – release cupping',
    );
    await page.getByTestId('bean-story-cupnote').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('bean-story-radar')).toHaveAttribute('data-values', '[[8,9,8,7,8,8]]');
    const wheel = page.getByTestId('bean-story-wheel').locator('img');
    await wheel.scrollIntoViewIfNeeded();
    await expect
      .poll(() => wheel.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await page.getByTestId('bean-story-cafes').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('bean-story-flavors').locator('li')).toHaveCount(3);
    await expect(wheel).toHaveAttribute('alt', new RegExp(`^${kr ? '플레이버 휠' : 'Flavor wheel'}: `));
    await expect(page.getByTestId('bean-story-flavors')).not.toContainText(/FL\d/);
    await expect(page.getByTestId('bean-story-cafes')).toContainText(
      kr ? '트레일사이드 커피바' : 'Trailside Coffee Bar',
    );
    // No horizontal scroll at 390 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(view.width);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, `bean-story-${view.lang}-${view.device}`);
  });
}

test('an LST lot shows a stranger only its name and roastery (001 §9 default normal LST)', async ({ page }) => {
  for (const view of [VISITOR_VIEWS[2], VISITOR_VIEWS[1]]) {
    await page.setViewportSize({ width: view.width, height: view.height });
    await page.goto(`${view.prefix}${quietPath}`);
    await expect(page.getByTestId('bean-info')).toHaveAttribute('data-stage', 'LST');
    await expect(page.getByTestId('bean-info-name')).toHaveText(
      view.lang === 'kr' ? 'E2E 조용한 블렌드' : 'E2E Quiet Blend',
    );
    await expect(page.getByTestId('bean-story-names-only')).toBeVisible();
    await expect(page.getByTestId('bean-info-write-note')).toBeVisible();
    for (const id of [
      'bean-info-date',
      'bean-story-days',
      'bean-story-notes-count',
      'bean-story-origins',
      'bean-story-roast',
      'bean-story-cupnote',
      'bean-story-cafes',
    ]) {
      await expect(page.getByTestId(id)).toHaveCount(0);
    }
    await shot(page, `bean-story-lst-${view.lang}-${view.device}`);
  }
  // Not only hidden: the reply carries nothing more than the names.
  const reply = await page.request.get(`/api/public/beannote/beandetail/${quietPath.split('/').pop()}`);
  expect(Object.keys(((await reply.json()) as { result: Row }).result).sort()).toEqual([
    'blending_name',
    'blending_name_locale',
    'kind',
    'public_stage',
    'roaster_name',
    'roaster_name_locale',
  ]);
});

test('Open Graph tags are in the raw HTML of a shared bean link', async ({ request, baseURL }) => {
  const html = await (await request.get(`/en${storyPath}`)).text();
  expect(html).toContain('<meta property="og:title" content="BeanTrail House Blend · Demo Roasters" />');
  expect(html).toContain('<meta property="og:type" content="article" />');
  expect(html).toContain(`<meta property="og:url" content="${baseURL}/en${storyPath}" />`);
  expect(html).toMatch(
    /<meta property="og:description" content="Roasted by Demo Roasters · Haiti, Ethiopia · roasted \d{4}-\d{2}-\d{2}/,
  );
  const kr = await (await request.get(quietPath)).text();
  expect(kr).toContain('<meta property="og:title" content="E2E 조용한 블렌드 · 데모 로스터스" />');
  expect(kr).not.toContain('아이티');
});

// The story is a server-rendered document; its header links lead into the application and
// back. Signing in from it returns to it (the sign-in page sends the app to the story's path, and the
// app loads it as a document again), now as the signed-in audience.
test('from the story: switch language, sign in, and come back to the story signed in (000 §2)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(quietPath);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await page.getByTestId('story-language').click();
  await expect(page).toHaveURL(new RegExp(`/en${quietPath}$`));
  await expect(page.getByTestId('bean-info-name')).toHaveText('E2E Quiet Blend');
  await expect(page.getByTestId('bean-info')).toHaveAttribute('data-stage', 'LST');
  await page.getByTestId('story-sign-in').click();
  await expect(page).toHaveURL(/\/en\/user\/signin\?from=/);
  await page.locator('input[name="user_id"]').fill('user');
  await page.locator('input[name="user_pass"]').fill('beantrail');
  await page.getByTestId('signin-submit').click();
  // Back on the story, as a document (no script), at the signed-in audience's stage (001 §9 default customer NRML).
  await expect(page).toHaveURL(new RegExp(`/en${quietPath}$`));
  await expect(page.getByTestId('story-open-app')).toBeVisible();
  await expect(page.getByTestId('bean-info')).toHaveAttribute('data-stage', 'NRML');
  await expect(page.getByTestId('bean-info-CNTR')).toContainText('Haiti');
  expect(await page.locator('script').count()).toBe(0);
  await shot(page, 'bean-story-signed-in-en-phone');
  // "Open BeanTrail" leads into the application, signed in.
  await page.getByTestId('story-open-app').click();
  await expect(page.getByTestId('btn-signout')).toBeVisible();
});
