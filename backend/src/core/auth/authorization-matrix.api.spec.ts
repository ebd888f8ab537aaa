import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { InjectOptions } from 'fastify';
import type { PageDecl, RecordValues } from '@beantrail/contracts';
import {
  actionsOf,
  actualOutcome,
  expectedOutcome,
  type MatrixCall,
  requestOf,
  sampleRecords,
} from '../../testing/matrix';
import { type Identity, matrixWorld, type MatrixWorld } from '../../testing/matrix-identities';
import { type NestRoute, nestRoutes } from '../../testing/routes';
import { databases, startApp } from '../../testing/test-app';

/** Calls whose session the call itself ends or replaces: they get a session of their own. */
const SESSION_ROUTES = new Set(['/api/sign/signout', '/api/sign/refresh']);

/**
 * The authorization matrix, generated from the Nest router and the page
 * declarations — every route × a guest, each platform type, each cafe role, each roaster role, and
 * the owner of another cafe/roastery — expecting from each route's declared rights (the page's
 * `rights` and `can()` for page routes; @Public, @SignedIn, @UserTypes, @RequireRole for the
 * others) that the call is refused (401 guest, 403 signed in) or goes through. Then every page
 * record of the demo organisation is read and removed as another organisation's owner: 404.
 * A route that declares no rights fails the first test, which says what to declare.
 */
describe.each(databases())('authorization matrix on %s (spec 000 §6, 001 §6, 002 §6)', (_name, database) => {
  let app: NestFastifyApplication;
  let world: MatrixWorld;
  let routes: NestRoute[];
  let samples: Map<PageDecl, RecordValues>;
  const cookies = new Map<Identity, string | null>();
  /** The caller's session; a fresh one (not kept) for a call that ends or replaces it. */
  const cookieOf = async (identity: Identity, fresh: boolean) => {
    if (fresh) return identity.cookie();
    if (!cookies.has(identity)) cookies.set(identity, await identity.cookie());
    return cookies.get(identity)!;
  };
  const inject = (req: InjectOptions) => app.getHttpAdapter().getInstance().inject(req);

  beforeAll(async () => {
    app = await startApp(await database());
    world = await matrixWorld(app);
    routes = nestRoutes(app);
    samples = await sampleRecords(
      app,
      world,
      routes.flatMap((r) => (r.rights?.page ? [r.rights.page.page] : [])),
    );
  }, 120_000);
  afterAll(() => app.close());

  it('every route declares who may call it', () => {
    expect(routes.length).toBeGreaterThan(250);
    const undeclared = routes
      .filter((r) => r.rights === null)
      .map(
        (r) =>
          `${r.method} ${r.path} (${r.controller}.${r.handler}) declares no rights. Add one of @Public(), @SignedIn(), @UserTypes(...types) ` +
          `or @RequireRole(scope, roles) (core/auth/guards.ts, role.guard.ts) to the handler or its controller, or serve it through ` +
          `entityController(page) / createController(page) so the page declaration's rights apply (core/auth/route-rights.ts).`,
      );
    expect(undeclared).toEqual([]);
  });

  it('refuses or lets through every route × caller exactly as the declarations say', async () => {
    const wrong: string[] = [];
    let calls = 0;
    for (const route of routes.filter((r) => r.rights !== null)) {
      const sample = route.rights?.page ? samples.get(route.rights.page.page) : undefined;
      for (const action of actionsOf(route)) {
        for (const identity of world.identities) {
          const call: MatrixCall = { route, action, identity };
          const expected = expectedOutcome(call);
          const res = await inject(
            requestOf(call, await cookieOf(identity, SESSION_ROUTES.has(route.path)), sample, route.config),
          );
          const body = res.headers['content-type']?.toString().includes('json')
            ? (res.json() as { description?: string; field?: string })
            : undefined;
          const actual = actualOutcome(res.statusCode, body);
          calls++;
          if (actual !== expected || res.statusCode >= 500) {
            wrong.push(
              `${route.method} ${route.path}${action ? ` [${action}]` : ''} as ${identity.name}: expected ${expected}, got ${res.statusCode} ${body?.description ?? ''}`,
            );
          }
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(calls).toBeGreaterThan(5000);
  }, 600_000);

  it("never shows nor removes another organisation's (or user's) record: 404 for every page that has one", async () => {
    const wrong: string[] = [];
    let checked = 0;
    const byPage = new Map<PageDecl, NestRoute[]>();
    for (const r of routes)
      if (r.rights?.page) byPage.set(r.rights.page.page, [...(byPage.get(r.rights.page.page) ?? []), r]);
    for (const [page, pageRoutes] of byPage) {
      const sample = samples.get(page);
      // An own-profile page (PageDecl.self) takes its key from the session, never the request: there is
      // no other record to name (profile.api.spec.ts checks a named foreign key is a 404).
      if (!sample || page.self) continue;
      // The other organisation's owner, in its own organisation; on a user's own page, another user.
      const outsider = world.identities.find((i) =>
        page.ownedBy === 'user' ? i.userId === 'paid' : i.org[page.rights.scope!]?.foreign,
      )!;
      // GET detail/{id} names one key: a composite-key page answers it 400 for everyone (detail by query or body covers it).
      const probed = pageRoutes.filter(
        (r) =>
          (r.rights!.page!.action === 'view' && !(page.keys.length > 1 && r.path.endsWith('/:id'))) ||
          r.rights!.page!.action === 'remove',
      );
      for (const route of probed) {
        const action = route.rights!.page!.action as 'view' | 'remove';
        const call: MatrixCall = { route, action, identity: outsider };
        if (expectedOutcome(call) !== 'through') continue;
        const req = requestOf(call, await cookieOf(outsider, false), sample, route.config);
        if (action === 'remove')
          req.payload = JSON.stringify({
            ...JSON.parse(String(req.payload)),
            keys: sample,
            edit_at: '2000-01-01T00:00:00.000Z',
          });
        const res = await inject(req);
        checked++;
        if (res.statusCode !== 404)
          wrong.push(
            `${route.method} ${route.path} [${action}] of a record of ${page.ownedBy === 'user' ? "the user 'user'" : 'the demo organisation'} as ${outsider.name}: ${res.statusCode} ${res.body.slice(0, 120)}`,
          );
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(60);
  }, 300_000);
});
