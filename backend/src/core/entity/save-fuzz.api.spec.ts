import { cafeRoasterRegisterPage, SIGNUP_PAGES } from '@beantrail/contracts';
import { BAD_VERSIONS, HUGE_TEXT, LONE_SURROGATE, plainRow } from '../../testing/fuzz';
import { declaredPageRoutes } from '../../testing/routes';
import { databases } from '../../testing/test-app';
import { saveFuzzFixture, type SaveFuzzState } from './save-fuzz.fixture';

/**
 * Every save endpoint — every page declaration's save (admin, roaster with
 * its QC notes, cafe, user, profiles, staff, events, links, the create pages), the QR sign-up and
 * registration forms and the accounts' sign-up and password change — is called with a fixed corpus of
 * bad values (wrong types, numbers past their bounds, impossible dates, lone surrogates, huge text,
 * unknown keys) in each field, as a new record and as an edit of a demo record, and each remove with
 * malformed versions. Every answer must be a 4xx, never a 5xx, and the rows must read back unchanged.
 */
describe.each(databases())('save endpoints × bad values on %s (items 3–8)', (_name, database) => {
  const fixture = saveFuzzFixture(database);
  const { callers, failures, one, post, expect4xx, callerFor, sampleKeys, snapshot, fuzzSave } = fixture;
  let app: SaveFuzzState['app'];
  beforeAll(() => {
    ({ app } = fixture.state);
  });

  it('every page declaration’s save: each field × the corpus, new and edited, answers 4xx and leaves the rows as they were', async () => {
    const routes = declaredPageRoutes(app).filter((r) => r.action === 'save' && r.method === 'POST');
    // The authorization matrix lists them all; a few dozen is every area's pages.
    expect(routes.length).toBeGreaterThan(45);
    let calls = 0;
    for (const route of routes) calls += await fuzzSave(route.page, route.path, !!route.page.createOnly);
    expect(failures).toEqual([]);
    expect(calls).toBeGreaterThan(3000);
    // About 30 s per engine on an idle machine; generous for a loaded CI runner.
  }, 600_000);

  it('the QR sign-up and the cafe registration forms (declarations outside the engine routes), same corpus', async () => {
    for (const scope of ['cafe', 'roaster'] as const)
      await fuzzSave(SIGNUP_PAGES[scope], SIGNUP_PAGES[scope].api.edit, true);
    await fuzzSave(cafeRoasterRegisterPage, cafeRoasterRegisterPage.api.edit, true);
    expect(failures).toEqual([]);
  });

  it('item 6: every remove with a version that is no time answers 400 naming edit_at, and removes nothing', async () => {
    const routes = declaredPageRoutes(app).filter((r) => r.action === 'remove');
    let probed = 0;
    for (const { page, path } of routes) {
      const remover = callerFor(page, 'remove');
      const sample = remover ? await sampleKeys(page, remover) : null;
      if (!remover || !sample) continue;
      const before = await snapshot(page, sample.keys);
      for (const edit_at of BAD_VERSIONS) {
        const res = await post(path, remover, { keys: sample.keys, edit_at });
        if (res.status !== 400 || res.body?.field !== 'edit_at')
          failures.push(
            `${page.id} remove edit_at=${JSON.stringify(edit_at).slice(0, 30)} → ${res.status} ${res.body?.description} ${res.body?.field}`,
          );
      }
      const stale = new Date(Date.parse(sample.edit_at!) - 1000).toISOString();
      expect4xx(
        `${page.id} remove with a stale version`,
        await post(path, remover, { keys: sample.keys, edit_at: stale }),
      );
      if ((await snapshot(page, sample.keys)) !== before) failures.push(`${page.id}: a refused remove changed rows`);
      probed++;
    }
    expect(failures).toEqual([]);
    expect(probed).toBeGreaterThan(30);
  });

  it('accounts: sign-up and the password change take no bad value either', async () => {
    const users = plainRow(await one('SELECT COUNT(*) AS n FROM app_user'));
    const valid = { user_id: 'fuzz.account', user_name: 'Fuzz', user_pass: 'a long enough pass phrase' };
    for (const field of ['user_id', 'user_name', 'user_pass'] as const) {
      for (const value of [
        { fuzz: 1 },
        [1],
        123,
        true,
        LONE_SURROGATE,
        `${LONE_SURROGATE}-and-a-long-enough-tail`,
        HUGE_TEXT,
        '',
      ]) {
        expect4xx(
          `signup ${field}=${JSON.stringify(value).slice(0, 30)}`,
          await post('/api/sign/signup', null, { ...valid, [field]: value }),
        );
      }
    }
    expect(plainRow(await one('SELECT COUNT(*) AS n FROM app_user'))).toBe(users);
    const user = callers.find((c) => c.userId === 'user')!;
    const hash = plainRow(await one('SELECT user_pass FROM app_user WHERE user_seq = ?', [user.seq]));
    for (const value of [{ fuzz: 1 }, [1], 123, LONE_SURROGATE, `roast-curve-lone-${LONE_SURROGATE}`, HUGE_TEXT]) {
      expect4xx(
        `password user_pass_new=${JSON.stringify(value).slice(0, 30)}`,
        await post('/api/user/password', user, { user_pass: 'beantrail', user_pass_new: value }),
      );
    }
    expect(plainRow(await one('SELECT user_pass FROM app_user WHERE user_seq = ?', [user.seq]))).toBe(hash);
    expect(failures).toEqual([]);
  });
});
