import { MESSAGES } from '@beantrail/contracts';
import { type Browser, expect, type Page } from './fixtures';
import { listReady } from './admin-support';
import { chooseIn, openFirstRow, saveOk } from './roaster-support';
import { signIn } from './support';

/** Long, uncommon passwords: the password rule may grow (length, common-password list). */
export const NEW_PASSWORD = 'quiet-harbor-lantern-42';

/** A user id nobody has yet on this run's database. */
export function freshId(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

/**
 * A screenshot of a step, kept only when E2E_SHOTS names a folder (a person looks at them; they
 * never go into git). The step name says where the user is.
 */
export async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

/** The QR links of the demo roastery's House Blend lot, read off the roaster's lot page as printed. */
export async function houseBlendLinks(
  browser: Browser,
  baseURL?: string,
): Promise<{ publicPath: string; cafePath: string }> {
  const context = await browser.newContext(baseURL ? { baseURL } : {});
  const page = await context.newPage();
  await signIn(page, 'roaster');
  await page.goto('/roaster/blending/result');
  await listReady(page);
  await openFirstRow(page, '하우스 블렌드');
  const href = async (field: string) =>
    new URL((await page.getByTestId(`qr-link-${field}`).getAttribute('href')) ?? '', 'http://x').pathname.replace(
      /^\/kr/,
      '',
    );
  const links = {
    publicPath: await href('blending_result_uuid_str'),
    cafePath: await href('blending_result_uuid_cafe'),
  };
  await context.close();
  return links;
}

/** The note a QR link opened, filled from its serial (002 §2.9): the place chosen, then saved and listed. */
export async function writeNoteFromLink(page: Page, lang: 'kr' | 'en'): Promise<void> {
  await expect(page.getByTestId('note-coffee-name')).toHaveText(/House|하우스/);
  await chooseIn(page, page.getByTestId('field-cupnote_place'), 'CAFE');
  await page.getByTestId('field-cupnote_satis').locator('input[inputmode="decimal"]').fill('9');
  await page
    .getByTestId('field-cupnote_satis_detail')
    .locator('textarea')
    .first()
    .fill(lang === 'kr' ? '초콜릿과 캐러멜, 둥근 단맛.' : 'Chocolate and caramel, round.');
  await saveOk(page, MESSAGES.save_ok[lang]);
  await listReady(page);
  await expect(page.getByTestId('list-row').filter({ hasText: /House|하우스/ })).not.toHaveCount(0);
}
