import {
  can,
  eventStatus,
  type Locale,
  type PageDecl,
  type PageViewer,
  type RecordValues,
  type SavePayload,
  type Scope,
} from '@beantrail/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { ApiRefusal } from '../envelope/api-refusal';
import { checkChoices, checkFieldRights, checkSaveRules, checkSchema, parseSavePayload } from '../entity/save-check';
import { dialectOf, fromDbTime } from '../entity/sql';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The event behind a QR uuid, of one kind (SGNP: staff sign-up; CSTMR: customer registration),
 * with its cafe/roastery's names (002 §2.5). Anything else (malformed, unknown, another kind or the
 * other scope's) is 404 nopage_text, so a link reveals nothing about other events.
 */
export async function eventByUuid(
  m: EntityManager | DataSource,
  scope: Scope,
  type: 'SGNP' | 'CSTMR',
  uuid: unknown,
): Promise<RecordValues> {
  if (typeof uuid !== 'string' || !UUID.test(uuid)) throw new ApiRefusal(404, 'nopage_text');
  const { q } = dialectOf(m);
  const [row] = (await m.query(
    `SELECT e.${q('event_uuid')}, e.${q('event_name')}, e.${q('event_name_locale')}, e.${q('event_start')}, e.${q('event_end')}, ` +
      `o.${q(`${scope}_seq`)}, o.${q(`${scope}_name`)}, o.${q(`${scope}_name_locale`)} ` +
      `FROM ${q(`${scope}_event`)} e INNER JOIN ${q(scope)} o ON o.${q(`${scope}_seq`)} = e.${q(`${scope}_seq`)} ` +
      `WHERE e.${q('event_uuid')} = ? AND e.${q('event_type')} = ?`,
    [uuid.toLowerCase(), type],
  )) as RecordValues[];
  if (!row) throw new ApiRefusal(404, 'nopage_text');
  return { ...row, event_start: fromDbTime(row.event_start), event_end: fromDbTime(row.event_end) };
}

/** The event with where it stands now (READY, OPEN, CLOSED), as the QR pages show it. */
export function withStatusNow(event: RecordValues): RecordValues {
  return { ...event, event_status: eventStatus(event.event_start, event.event_end, Date.now()) };
}

/** Where an applicant stands with the cafe/roastery behind a QR: in already, waiting, out, or new (null). */
export type ApplicationState = 'in' | 'waiting' | 'out' | null;

/**
 * What an application through an event's QR writes (docs/EVENTS.md, docs/LINKS.md): a new one
 * waits (WTSGNP); one waiting already keeps its state (the words are updated); someone out asks to
 * come back (RJN); someone in already gets the conflict the caller names.
 */
export function applicationAuth(
  state: ApplicationState,
  current: unknown,
  inAlready: 'signup_member' | 'register_member',
): string {
  if (state === 'in') throw new ApiRefusal(409, inAlready);
  return state === 'waiting' ? String(current) : state === 'out' ? 'RJN' : 'WTSGNP';
}

/**
 * A create-only form's save as the generic save checks it (docs/ENGINE.md "Save order"): the
 * payload's shape, the page right, declared and settable fields only, the save checks with the
 * browser's keys (defaults filled in first), the JSON schema. Returns the sent values.
 */
export function checkedWrite(
  page: PageDecl,
  body: unknown,
  viewer: PageViewer,
  locale: Locale,
  defaults: RecordValues,
): SavePayload['UPList'] {
  const payload = parseSavePayload(body);
  if (payload.mode !== 'write') throw new ApiRefusal(400, 'bad_request', 'mode');
  if (!can(viewer, 'write', page).can) throw new ApiRefusal(403, 'nopermission_text');
  checkFieldRights(page, payload, viewer);
  checkChoices(page, payload, viewer);
  checkSaveRules(page, { ...defaults, ...payload.UPList }, payload, viewer, locale);
  checkSchema(page, payload);
  return payload.UPList;
}
