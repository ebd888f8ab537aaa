import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { InjectOptions } from 'fastify';
import { can, type PageAction, type PageDecl, type Scope, type RecordValues } from '@beantrail/contracts';
import { DataSource } from 'typeorm';
import { MULTIPART_ROUTE } from '../core/http/request-guard';
import type { Identity, MatrixWorld } from './matrix-identities';
import type { NestRoute } from './routes';

/** What the rights allow: the call goes through (any answer but a rights refusal), or 401 / 403. */
export type Outcome = 'through' | 401 | 403;

/** The keys a rights refusal answers with (guards, RoleGuard, `can()`); any other 403 is the route's own business. */
const RIGHTS_KEYS = new Set([
  'noauth_text',
  'nopermission_text',
  'role_not_held',
  'nocafe_text',
  'noroaster_text',
  'nopage_text',
]);

/** One call of the matrix: a route, the action its body asks for (page routes), and the caller. */
export interface MatrixCall {
  route: NestRoute;
  action?: PageAction;
  identity: Identity;
}

/** The outcome the declaration predicts for this caller (docs/SECURITY.md "Authorization matrix"). */
export function expectedOutcome({ route, action, identity }: MatrixCall): Outcome {
  const rights = route.rights!;
  const guest = identity.userId === null;
  if (rights.page && action) {
    const page = rights.page.page;
    const scope = page.rights.scope;
    if (guest) return !scope && can(null, action, page).can ? 'through' : 401;
    const role = scope ? identity.org[scope]?.role : undefined;
    if (scope && !role) return 403;
    return can({ usertype: [identity.userType], roles: scope ? { [scope]: role } : {} }, action, page).can
      ? 'through'
      : 403;
  }
  if (guest) return rights.guests ? 'through' : 401;
  if (!rights.userTypes.includes(identity.userType)) return 403;
  if (rights.role) {
    const role = identity.org[rights.role.scope]?.role;
    if (!role || (rights.role.roles && !rights.role.roles.includes(role))) return 403;
  }
  return 'through';
}

export function actualOutcome(status: number, body: { description?: string; field?: string } | undefined): Outcome {
  if (status === 401) return 401;
  if (status === 403 && RIGHTS_KEYS.has(body?.description ?? '') && !body?.field) return 403;
  return 'through';
}

/** The page actions one route is called with: a save route twice (write, edit), the others once. */
export function actionsOf(route: NestRoute): Array<PageAction | undefined> {
  const page = route.rights?.page;
  if (!page) return [undefined];
  return page.action === 'save' ? (page.page.createOnly ? ['write'] : ['write', 'edit']) : [page.action];
}

/** A record of the demo organisation (or the demo `user`) per page, for detail routes and the foreign-record check. */
export async function sampleRecords(
  app: NestFastifyApplication,
  world: MatrixWorld,
  pages: PageDecl[],
): Promise<Map<PageDecl, RecordValues>> {
  const db = app.get(DataSource);
  const [{ user_seq: userSeq }] = (await db.query(
    `SELECT user_seq FROM app_user WHERE user_id = 'user'`,
  )) as RecordValues[];
  const samples = new Map<PageDecl, RecordValues>();
  for (const page of new Set(pages)) {
    if (!page.table || !page.ownerField || page.createOnly) continue;
    const owner = page.ownedBy === 'user' ? userSeq : world.demo[page.rights.scope as Scope];
    if (owner === undefined) continue;
    const rows = page.rows ? ` AND ${page.rows.field} IN (${page.rows.in.map(() => '?').join(', ')})` : '';
    const [row] = (await db.query(
      `SELECT ${page.keys.join(', ')} FROM ${page.table} WHERE ${page.ownerField} = ?${rows} ORDER BY ${page.keys[0]} LIMIT 1`,
      [owner, ...(page.rows?.in ?? [])],
    )) as RecordValues[];
    if (row)
      samples.set(
        page,
        Object.fromEntries(page.keys.map((k) => [k, typeof row[k] === 'bigint' ? Number(row[k]) : row[k]])),
      );
  }
  return samples;
}

/** The body a page action is called with: past the rights check it stops at a 400, so nothing is written. */
function pageBody(action: PageAction, keys: RecordValues | undefined): RecordValues {
  if (action === 'write') return { mode: 'write', UPList: { __matrix_probe: 1 } };
  if (action === 'edit') return { mode: 'edit', keys: {}, UPList: {} };
  if (action === 'view') return { ...keys };
  return {};
}

const BOUNDARY = 'matrixboundary';
function multipart(fields: Record<string, string>): string {
  const parts = Object.entries(fields).map(
    ([k, v]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  parts.push(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="matrix.csv"\r\nContent-Type: text/csv\r\n\r\ntime,bt\r\n`,
  );
  return `${parts.join('')}--${BOUNDARY}--\r\n`;
}

/** The request of one call, as fastify's inject takes it: path parameters filled, the caller's `{scope}_seq`, its cookie. */
export function requestOf(
  call: MatrixCall,
  cookie: string | null,
  sample: RecordValues | undefined,
  config: Record<string, unknown> = {},
): InjectOptions {
  const { route, action, identity } = call;
  const seqs = Object.fromEntries(Object.entries(identity.org).map(([scope, o]) => [`${scope}_seq`, o!.seq]));
  const firstKey = route.rights?.page ? route.rights.page.page.keys[0] : undefined;
  const url = route.path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(name === 'id' && firstKey && sample ? sample[firstKey] : 1)),
  );
  const headers: Record<string, string> = cookie ? { cookie } : {};
  if (route.method === 'GET') {
    const query = new URLSearchParams({
      ...Object.fromEntries(Object.entries(seqs).map(([k, v]) => [k, String(v)])),
      ...(action === 'view' && sample
        ? Object.fromEntries(Object.entries(sample).map(([k, v]) => [k, String(v)]))
        : {}),
    });
    return { method: route.method, url: `${url}?${query}`, headers };
  }
  if (config[MULTIPART_ROUTE]) {
    return {
      method: route.method,
      url,
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: multipart(Object.fromEntries(Object.entries(seqs).map(([k, v]) => [k, String(v)]))),
    };
  }
  const body = action ? pageBody(action, sample) : {};
  return {
    method: route.method,
    url,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify({ ...seqs, ...body }),
  };
}
