import { MESSAGES } from '@beantrail/contracts';
import { expect, test } from './fixtures';
import { chooseOption, fill, listReady } from './admin-support';
import { signIn } from './support';

/** The eleven master-data pages of 001 §2 under /setting (menu paths). */
const PAGES = [
  'map/country',
  'map/region',
  'map/farm',
  'code/codegroup',
  'code/codelist',
  'code/variety',
  'company/company',
  'company/roaster',
  'company/cafe',
  'product/greenbeandefault',
  'product/greenbeanyear',
  'product/equip',
  'product/material',
];

test.describe('the eleven admin pages from their declarations (001 §2, §3, §7)', () => {
  test('every list and new-record form is labelled in kr and en (no raw i18n keys)', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, 'sadmin');
    for (const prefix of ['', '/en']) {
      for (const path of PAGES) {
        await page.goto(`${prefix}/setting/${path}`);
        const list = page.locator('[data-testid^="entity-list-"]');
        await expect(list).toBeVisible();
        await expect(page.getByTestId('list-pager')).toBeVisible();
        expect(await list.innerText(), `${prefix}/setting/${path}`).not.toMatch(/entity\.|list\.|order\./);
        // The list's own "New" button, as a user goes (no reload of the whole application).
        await page.getByTestId('list-write').click();
        await expect(page).toHaveURL(new RegExp(`/setting/${path}/write$`));
        const detail = page.locator('[data-testid^="entity-detail-"]');
        await expect(detail).toHaveAttribute('data-mode', 'write');
        expect(await detail.innerText(), `${prefix}/setting/${path}/write`).not.toMatch(/entity\.|detail\.|widget\./);
      }
    }
  });

  test('001 §4, §7: dependent selects — a farm region is offered only after its country', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/setting/map/farm/write');
    const region = page.getByTestId('field-farm_region_seq');
    await expect(region.locator('input, [role="combobox"]').first()).toBeDisabled();
    await chooseOption(page, 'farm_country_code', 'ETH', '에티오피아');
    await expect(region.locator('[role="combobox"]').first()).not.toHaveAttribute('aria-disabled', 'true');
    await chooseOption(page, 'farm_region_seq', '3', '구지');
    await fill(page, 'farm_name_locale', '시험 농장');
    await fill(page, 'farm_name', 'Test Farm');
    await page.getByTestId('btn-save').click();
    await expect(page.getByTestId('engine-notice')).toHaveText(MESSAGES.save_ok.kr);
    await listReady(page);
    // The list opens in name order (001 §3 master data): the new farm is found by its name.
    const row = page.getByTestId('list-row').filter({ hasText: '시험 농장' }).first();
    await expect(row).toBeVisible();
    await row.click();
    // The stored codes come back as their labels in view mode.
    await expect(page.getByTestId('view-farm_country_code')).toHaveText('에티오피아');
    await expect(page.getByTestId('view-farm_region_seq')).toHaveText('구지');
  });

  test('spec 000 §4, §6: the select reload is busy for a second and runs at once for an admin', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/setting/map/region/write');
    const reload = page.getByTestId('reload-region_country');
    const asked = page.waitForRequest((r) => r.url().endsWith('/api/code/simple'));
    await reload.click();
    await asked;
    await expect(reload).toBeDisabled();
    await expect(page.getByTestId('select-reload-confirm')).toHaveCount(0);
    await expect(reload).toBeEnabled({ timeout: 3000 });
  });
});
