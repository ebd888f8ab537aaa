import { CAFE_PAGES } from '@beantrail/contracts';
import { databases } from '../testing/test-app';
import { cafeFixture } from './cafe-coffeebean.fixture';

type Row = Record<string, unknown>;
const page = CAFE_PAGES.cafeCupnote;

describe.each(databases())('cafe QC notes of its beans on %s (spec 002 §2.8, §6)', (_name, database) => {
  // The demo cafe beside a second cafe with its own owner (the ownership rule is tested against it).
  const fixture = cafeFixture(database);
  const { http, post, one } = fixture;
  let owner: string;
  let barista: string;
  let rival: string;
  let cafe: number;
  let other: number;
  let bean: number;
  const write = (cookie: string, UPList: Row, seq = cafe) =>
    post(cookie, page.api.edit, { mode: 'write', UPList }, seq);
  const count = () => fixture.count('cafe_cupnote');
  const note = { cupnote_date: '2026-11-20', cupnote_satis: 8, cupnote_acidity_point: 7 };

  beforeAll(async () => {
    ({ owner, barista, rival, cafe, other } = fixture.state);
    bean = Number((await one(`SELECT coffeebean_seq FROM cafe_coffeebean WHERE cafe_seq = ?`, [cafe])).coffeebean_seq);
  });

  it('demo seed: the owner’s main QC note of the hand-typed bean', async () => {
    const listed = await post(barista, page.api.list!, { list_count: 10 });
    expect(listed.body.result).toEqual([
      expect.objectContaining({ cupnote_name: 'Kenya Nyeri AA', cupnote_main: true }),
    ]);
  });

  it('a barista notes one of the cafe’s beans: its names are copied, the note is listed', async () => {
    const saved = await write(barista, { ...note, coffeebean_seq: bean });
    expect(saved.status).toBe(200);
    const shown = await http()
      .get(`${page.api.detail!}/${saved.body.result.cupnote_seq}?cafe_seq=${cafe}`)
      .set('cookie', barista);
    expect(shown.body.result).toMatchObject({
      cupnote_name: 'Kenya Nyeri AA',
      cupnote_name_locale: '케냐 니에리 AA',
      cupnote_acidity_point: 7,
      cupnote_main: false,
    });
    const listed = await post(barista, page.api.list!, { list_count: 10 });
    expect(listed.body.result.map((r: Row) => r.cupnote_name)).toContain('Kenya Nyeri AA');
  });

  it('§6: only OWN and SMNG set the main flag; the names are the server’s', async () => {
    const before = await count();
    const mainsBefore = (await post(owner, page.api.list!, { list_count: 10, search0: '1' })).body.result.length;
    const main = await write(barista, { ...note, coffeebean_seq: bean, cupnote_main: true });
    expect(main.status).toBe(403);
    expect(main.body.field).toBe('cupnote_main');
    const named = await write(barista, { ...note, coffeebean_seq: bean, cupnote_name: 'Mine' });
    expect(named.status).toBe(403);
    expect(await count()).toBe(before);
    const byOwner = await write(owner, { ...note, coffeebean_seq: bean, cupnote_main: true });
    expect(byOwner.status).toBe(200);
    const mains = await post(owner, page.api.list!, { list_count: 10, search0: '1' });
    expect(mains.body.result.every((r: Row) => r.cupnote_main === true)).toBe(true);
    // The seeded main note and the owner's new one; the barista's plain notes are left out.
    expect(mains.body.result).toHaveLength(mainsBefore + 1);
  });

  it('another cafe’s bean is refused (400 field_not_found) and nothing is written; another cafe does not see these notes', async () => {
    const before = await count();
    const stolen = await write(rival, { ...note, coffeebean_seq: bean }, other);
    expect([stolen.status, stolen.body.description, stolen.body.field]).toEqual([
      400,
      'field_not_found',
      'coffeebean_seq',
    ]);
    expect(await count()).toBe(before);
    const theirs = await post(rival, page.api.list!, { list_count: 10 }, other);
    expect(theirs.body.result).toEqual([]);
  });

  it('§5: the bean and satisfaction are required, the date cannot move once saved', async () => {
    const beanless = await write(barista, { ...note });
    expect(beanless.status).toBe(400);
    expect(beanless.body).toMatchObject({ description: 'field_required', field: 'coffeebean_seq' });
    const saved = await write(barista, { ...note, coffeebean_seq: bean });
    const shown = await http()
      .get(`${page.api.detail!}/${saved.body.result.cupnote_seq}?cafe_seq=${cafe}`)
      .set('cookie', barista);
    const moved = await post(barista, page.api.edit, {
      mode: 'edit',
      keys: { cupnote_seq: saved.body.result.cupnote_seq },
      edit_at: shown.body.result.edit_at,
      UPList: { cupnote_date: '2026-11-21' },
    });
    expect(moved.status).toBe(403);
  });
});
