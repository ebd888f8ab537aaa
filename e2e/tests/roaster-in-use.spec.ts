import { MESSAGES, USED_BY_KINDS } from '@beantrail/contracts';
import { expect, test } from './fixtures';
import { listReady } from './admin-support';
import { openFirstRow } from './roaster-support';
import { signIn } from './support';

/**
 * Records in use, in the browser: the demo roaster tries to remove a roasting result that the demo
 * blended lot uses. The remove is refused with the translated message naming the lot, and the roast
 * is still there afterwards.
 */
for (const [lang, prefix, roast, lot] of [
  ['kr', '', '아이티 미디엄', '빈트레일 하우스 블렌드'],
  ['en', '/en', 'Haiti medium', 'BeanTrail House Blend'],
] as const) {
  test(`a roasting result a blended lot uses is not removed, and the ${lang} message names the lot`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, 'roaster', undefined, prefix);
    await page.goto(`${prefix}/roaster/roasting/result`);
    await expect(page.locator('[data-testid^="entity-list-"]').first()).toBeVisible({ timeout: 30_000 });
    await listReady(page);
    await openFirstRow(page, roast);
    const url = page.url();
    await page.getByTestId('btn-remove').click();
    await page.getByTestId('remove-dialog-ok').click();
    // The first user by name (the demo lot, or a lot an earlier scenario of the run made from this
    // roast), and how many more.
    const more = lang === 'kr' ? '( 외 \\d+건)?' : '( and \\d+ more)?';
    const what = `${USED_BY_KINDS.blending_result[lang]} '(${lot}|[^']+) \\d{4}-\\d{2}-\\d{2}'${more}`;
    const text = MESSAGES.record_in_use[lang].replace(/[.()]/g, '\\$&').replace('{{what}}', what);
    await expect(page.getByTestId('save-failed')).toHaveText(new RegExp(`^${text}$`));
    // Still there: the detail stays, and reading it again shows the roast.
    expect(page.url()).toBe(url);
    await page.reload();
    await expect(page.locator('[data-testid^="entity-detail-"]')).toHaveAttribute('data-mode', 'view');
    await expect(
      page.getByTestId('view-roasting_name_locale').or(page.getByTestId('view-roasting_name')).first(),
    ).toBeVisible();
  });
}
