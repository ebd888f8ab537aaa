import { MESSAGES } from '@beantrail/contracts';
import { expect, type Page, test } from './fixtures';
import { freshId, houseBlendLinks, NEW_PASSWORD, shot, writeNoteFromLink } from './account-support';
import { signIn } from './support';

// A stranger opens a QR link signed out, learns what it is, gets an
// account in one step and comes back to the link; spec 000 §1 (sign-in by id and password), §2
// (/user/signin), 002 §2.5 (the QR link paths). This product runs without Google configured.

const TEXT = {
  kr: { noteTitle: '커피 노트 쓰기', cafeTitle: '카페 입고 등록 링크', name: '김민아' },
  en: { noteTitle: 'Write a coffee note', cafeTitle: 'Cafe receiving link', name: 'Mina Kim' },
} as const;

/** The cafe's QR receipt page (002 §2.5): its lead, or the offer to register the lot's bean first. */
const receiptPage = (page: Page) => page.getByTestId('qr-received-lead').or(page.getByTestId('qr-register-bean'));

async function signUpOnPage(page: Page, id: string, name: string): Promise<void> {
  await page.getByTestId('signup-user_id').fill(id);
  await page.getByTestId('signup-user_name').fill(name);
  await page.getByTestId('signup-user_pass').fill(NEW_PASSWORD);
  await page.getByTestId('signup-user_pass_confirm').fill(NEW_PASSWORD);
  await page.getByTestId('signup-submit').click();
}

test.describe.serial('a stranger with a QR link gets an account and comes back', () => {
  let links: { publicPath: string; cafePath: string };

  test.beforeAll(async ({ browser }) => {
    links = await houseBlendLinks(browser);
    expect(links.publicPath).toMatch(/^\/info\/beannote\/beandetail\/[0-9a-f-]{36}$/);
  });

  for (const lang of ['kr', 'en'] as const) {
    const prefix = lang === 'en' ? '/en' : '';
    test(`${lang} at 390 px: bean page → "write a note" → what the link is → sign up → back on the note → saved`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${prefix}${links.publicPath}`);
      // The lot's name in the page's language (the demo seed names it in both).
      await expect(page.getByTestId('bean-info-name')).toContainText(lang === 'kr' ? '하우스' : 'House');
      await shot(page, `stranger-${lang}-1-bean-page`);
      await page.getByTestId('bean-info-write-note').click();

      // The link says what it is, in the page's language, with sign-in in place and sign-up.
      const panel = page.getByTestId('link-signin-panel');
      await expect(panel).toHaveAttribute('data-link', 'coffeenote');
      await expect(page.getByTestId('link-title')).toHaveText(TEXT[lang].noteTitle);
      await expect(page.getByTestId('status-401')).toHaveCount(0);
      await expect(panel.locator('input[name="user_id"]')).toBeVisible();
      // Google is not configured on this server: no button.
      await expect(page.getByTestId('btn-google')).toHaveCount(0);
      await shot(page, `stranger-${lang}-2-link-panel`);
      const noteUrl = page.url();

      await page.getByTestId('link-signup').click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/user/signup$`));
      await expect(page.getByTestId('signup-form')).toBeVisible();

      // The form runs the server's rules first: a short password, then an id that is taken.
      await page.getByTestId('signup-user_id').fill('User');
      await expect(page.getByTestId('signup-user_id')).toHaveValue('user');
      await page.getByTestId('signup-user_name').fill(TEXT[lang].name);
      await page.getByTestId('signup-user_pass').fill('short');
      await page.getByTestId('signup-submit').click();
      await expect(page.getByText(MESSAGES.password_rule[lang])).toBeVisible();
      await expect(page.getByTestId('signup-user_pass')).toBeFocused();
      await page.getByTestId('signup-user_pass').fill(NEW_PASSWORD);
      await page.getByTestId('signup-user_pass_confirm').fill(`${NEW_PASSWORD}!`);
      await page.getByTestId('signup-submit').click();
      await expect(page.getByText(MESSAGES.password_mismatch[lang])).toBeVisible();
      await page.getByTestId('signup-user_pass_confirm').fill(NEW_PASSWORD);
      await page.getByTestId('signup-submit').click();
      await expect(page.getByText(MESSAGES.user_id_taken[lang])).toBeVisible();
      await expect(page.getByTestId('signup-user_id')).toBeFocused();
      await shot(page, `stranger-${lang}-3-signup-taken`);

      await signUpOnPage(page, freshId(`drinker-${lang}`), TEXT[lang].name);
      // Back on the link, signed in, the note filled from the serial.
      await expect(page).toHaveURL(noteUrl);
      await expect(page.getByTestId('signed-in-user')).toContainText(TEXT[lang].name);
      await shot(page, `stranger-${lang}-4-back-on-note`);
      await writeNoteFromLink(page, lang);
      await shot(page, `stranger-${lang}-5-note-saved`);
    });
  }

  test('en at 390 px: a cafe receiving QR signed out → what it is → sign in right there → the receipt opens', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/en${links.cafePath}`);
    await expect(page.getByTestId('link-signin-panel')).toHaveAttribute('data-link', 'cafe_received');
    await expect(page.getByTestId('link-title')).toHaveText(TEXT.en.cafeTitle);
    await shot(page, 'cafe-qr-en-1-panel');
    await page.locator('input[name="user_id"]').fill('cafe');
    await page.locator('input[name="user_pass"]').fill('beantrail');
    await page.getByTestId('signin-submit').click();
    await expect(page.getByTestId('btn-signout')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/en${links.cafePath}$`));
    await expect(page.getByTestId('link-signin-panel')).toHaveCount(0);
    // The receipt, or first the offer to register the lot's bean (002 §4) — the cafe's page either way.
    await expect(receiptPage(page)).toBeVisible();
    await shot(page, 'cafe-qr-en-2-receipt');
  });

  test('a new account on a cafe QR has no cafe yet: creating one comes back to the QR link', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(links.cafePath);
    await page.getByTestId('link-signup').click();
    await signUpOnPage(page, freshId('newcafe'), '새 카페 주인');
    await expect(page).toHaveURL(new RegExp(`${links.cafePath}$`));
    await page.getByTestId('role-required-cafe').getByRole('link').click();
    await page.locator('input[name="cafe_name_locale"]').fill('골목 커피');
    await page.locator('input[name="cafe_name"]').fill('Alley Coffee');
    await page.getByTestId('btn-save').click();
    await expect(page).toHaveURL(new RegExp(`${links.cafePath}$`));
    await expect(receiptPage(page)).toBeVisible();
    await shot(page, 'cafe-qr-kr-new-cafe-back-on-link');
  });

  test('every QR link that needs an account says what it is (002 §2.5)', async ({ page }) => {
    for (const [path, kind] of [
      ['/cafe/coffeebean/qrdefault/00000000-0000-4000-8000-000000000000', 'cafe_bean'],
      ['/user/link/cafesignup/00000000-0000-4000-8000-000000000000', 'cafe_signup'],
      ['/en/user/link/roastersignup/00000000-0000-4000-8000-000000000000', 'roaster_signup'],
      ['/cafe/supplier/roasterregister/00000000-0000-4000-8000-000000000000', 'roaster_register'],
    ]) {
      await page.goto(path);
      await expect(page.getByTestId('link-signin-panel')).toHaveAttribute('data-link', kind);
      await expect(page.getByTestId('link-title')).not.toBeEmpty();
    }
    // Other pages that need sign-in keep the 401 screen, now with sign-up beside sign-in.
    await page.goto('/user/usernote/coffeenote');
    await expect(page.getByTestId('status-401')).toBeVisible();
    await expect(page.getByTestId('signup-link')).toBeVisible();
  });
});

test.describe('sign-up and where sign-in lands', () => {
  test('the sign-in page links to sign-up; a new account with nothing pending lands in its own area', async ({
    page,
  }) => {
    await page.goto('/en/user/signin');
    await page.getByTestId('signin-to-signup').click();
    await expect(page).toHaveURL(/\/en\/user\/signup$/);
    await signUpOnPage(page, freshId('plain'), 'Plain User');
    await expect(page).toHaveURL(/\/en\/user$/);
    await expect(page.getByTestId('area-user')).toBeVisible();
    // Signed in, the sign-up page only says so.
    await page.goto('/en/user/signup');
    await expect(page.getByTestId('signin-already')).toBeVisible();
  });

  test('a sign-up page whose code fails to arrive says so in place and loads on retry (shell routes on first visit)', async ({
    page,
  }) => {
    let asked = 0;
    // GETs of the chunk; the HEAD that asks whether it is gone from the server (a redeploy) is let through.
    await page.route(/\/signup-page\.[0-9a-f]+\.js$/, (route) =>
      route.request().method() !== 'GET'
        ? route.continue()
        : asked++ === 0
          ? route.abort('internetdisconnected')
          : route.continue(),
    );
    await page.goto('/en/user/signup');
    await expect(page.getByTestId('load-failed')).toContainText('could not be loaded');
    // The shell around it keeps working.
    await expect(page.getByTestId('btn-signin')).toBeVisible();
    await page.getByTestId('load-failed-retry').click();
    await expect(page.getByTestId('signup-form')).toBeVisible();
    expect(asked).toBe(2);
  });

  test('a double click on "create account" makes one account and no "already taken" error (review)', async ({
    page,
  }) => {
    const replies: number[] = [];
    page.on('response', (r) => r.url().endsWith('/api/sign/signup') && replies.push(r.status()));
    await page.goto('/en/user/signup');
    await page.getByTestId('signup-user_id').fill(freshId('double'));
    await page.getByTestId('signup-user_name').fill('Double Click');
    await page.getByTestId('signup-user_pass').fill(NEW_PASSWORD);
    await page.getByTestId('signup-user_pass_confirm').fill(NEW_PASSWORD);
    await page.getByTestId('signup-submit').dblclick();
    await expect(page).toHaveURL(/\/en\/user$/);
    await expect(page.getByTestId('area-user')).toBeVisible();
    expect(replies).toEqual([200]);
  });

  for (const [userId, landing] of [
    ['roaster', '/roaster'],
    ['roaster.staff', '/roaster'],
    ['cafe.barista', '/cafe'],
    ['sadmin', '/setting'],
    ['user', '/user'],
  ] as const) {
    test(`${userId} signs in and lands on ${landing}, not the intro`, async ({ page }) => {
      await signIn(page, userId);
      await expect(page).toHaveURL(new RegExp(`${landing}$`));
      await expect(page.locator('[data-testid^="area-"][data-area]')).toBeVisible();
    });
  }
});
