import { MESSAGES } from '@beantrail/contracts';
import { expect, type Page, test } from './fixtures';
import { houseBlendLinks } from './account-support';
import { listReady } from './admin-support';
import { chooseIn, openFirstRow, saveOk } from './roaster-support';
import { signIn } from './support';

type Row = Record<string, unknown>;
const today = () => new Date().toISOString().slice(0, 10);

/** The demo cafe's API as its signed-in owner calls it (the page's cookies): POST with the selected cafe_seq, answering the result. */
async function cafeApi(page: Page) {
  const auth = (await (await page.request.post('/api/userAuth/select', { data: { auth: ['cafe'] } })).json()) as {
    result: { cafe_auth: { auth_seq: number }[] };
  };
  const cafe_seq = auth.result.cafe_auth[0].auth_seq;
  return async (path: string, data: Row): Promise<Row> => {
    const res = await page.request.post(path, { data: { cafe_seq, ...data } });
    expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
    return ((await res.json()) as { result: Row }).result;
  };
}

/**
 * The demo cafe registers the House Blend from its QR code, shows its customers the lot's details
 * (public_stage_customer DTL) and receives the lot: the received lot's public serial, as its bag's
 * QR code carries it (002 §2.5 CAFEDT).
 */
async function cafeLotSerial(page: Page, lotUuid: string): Promise<string> {
  const api = await cafeApi(page);
  const lot = await api('/api/cafe/beaninfo/detail', { blending_result_uuid: lotUuid });
  let bean = lot.coffeebean_seq as number | null;
  if (!bean) {
    const { registered_seq: _known, ...fields } = await api('/api/cafe/beaninfo/default', {
      blending_uuid: lot.blending_uuid,
    });
    bean = (await api('/api/cafe/coffeebean/default/edit', { mode: 'write', UPList: { ...fields, coffeebean_use: 1 } }))
      .coffeebean_seq as number;
  }
  const detail = await api('/api/cafe/coffeebean/default/detail', { coffeebean_seq: bean });
  if (detail.public_stage_customer !== 'DTL')
    await api('/api/cafe/coffeebean/default/edit', {
      mode: 'edit',
      keys: { coffeebean_seq: bean },
      edit_at: detail.edit_at,
      UPList: { public_stage_customer: 'DTL' },
    });
  const receipt = await api('/api/cafe/coffeebean/received/edit', {
    mode: 'write',
    UPList: {
      coffeebean_seq: bean,
      blending_result_uuid: lotUuid,
      received_date: today(),
      received_div: 'BAG-HOME',
      received_mass: 20000,
      received_instock: 1,
    },
  });
  return String(
    (await api('/api/cafe/coffeebean/received/detail', { received_seq: receipt.received_seq })).received_uuid_str,
  );
}

/**
 * Spec 002 §2.6 User brewing result: "coffeebean_seq and received_seq (chosen from the cafe's beans and
 * inventory, the latter filtered by the chosen bean and requiring a bean to be chosen first) …
 * blending_loss and blending_organic_loss". A drinker holds no cafe: their beans and lots are the cafe
 * beans and received lots their coffee notes name by serial (§3 cup note coffeebean_uuid, §4 serial
 * check; docs/USER.md).
 */
test("kr at 1280 px: a drinker brews the cafe lot they noted by its bag's serial: bean, then lot, its losses shown", async ({
  page,
  browser,
}) => {
  const { cafePath } = await houseBlendLinks(browser);
  const cafe = await (await browser.newContext()).newPage();
  await signIn(cafe, 'cafe');
  const serial = await cafeLotSerial(cafe, cafePath.split('/').pop()!);

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'user');
  const note = await page.request.post('/api/user/qc/coffeebean/edit', {
    data: {
      mode: 'write',
      UPList: {
        cupnote_name_locale: '카페에서 산 하우스 블렌드',
        cupnote_place: 'CAFE',
        cupnote_date: today(),
        cupnote_satis: 9,
        cupnote_serial: serial,
        cupnote_serial_type: 'CAFEDT',
      },
    },
  });
  expect(note.status(), await note.text()).toBe(200);

  await page.goto('/user/usernote/brewingresult/write');
  await expect(page.getByTestId('entity-detail-userBrewingResult')).toHaveAttribute('data-mode', 'write');
  // The lot waits for a bean (002 §2.6).
  await expect(page.getByTestId('field-received_seq').locator('[role="combobox"]')).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await chooseIn(page, page.getByTestId('field-coffeebean_seq'), { text: '빈트레일 하우스 블렌드' });
  await chooseIn(page, page.getByTestId('field-received_seq'), { text: 'BAG-HOME' });
  // The lot's blending date and losses, as the cafe's bean shows them to its customers.
  await expect(page.getByTestId('view-blending_loss')).toContainText('%');
  await expect(page.getByTestId('view-blending_organic_loss')).toBeVisible();
  await expect(page.getByTestId('field-blending_result_date').locator('input')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await page.getByTestId('field-brewing_satis').locator('input[inputmode="decimal"]').fill('8');
  await saveOk(page, MESSAGES.save_ok.kr);
  await listReady(page);
  await openFirstRow(page, '빈트레일 하우스 블렌드');
  await expect(page.getByTestId('view-coffeebean_seq')).toHaveText('빈트레일 하우스 블렌드');
  await expect(page.getByTestId('view-received_seq')).toContainText('BAG-HOME');
  await expect(page.getByTestId('view-blending_loss')).toContainText('%');
});
