import {
  type ApplicationState,
  can,
  eventStatus,
  type EventWithStatus,
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
import { isDuplicate } from '../entity/entity-save';
import { fromDbTime } from '../entity/sql';
import { EventRepository } from './event.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The event behind a QR uuid, of one kind (SGNP: staff sign-up; CSTMR: customer registration),
 * with its cafe/roastery's names (002 §2.5). Anything else (malformed, unknown, another kind or the
 * other scope's) is 404 nopage_text, so a link reveals nothing about other events.
 */
export async function eventByUuid(
  m: DataSource | EntityManager,
  scope: Scope,
  type: 'SGNP' | 'CSTMR',
  uuid: unknown,
): Promise<RecordValues> {
  if (typeof uuid !== 'string' || !UUID.test(uuid)) throw new ApiRefusal(404, 'nopage_text');
  const row = await new EventRepository(m).byUuid(scope, type, uuid.toLowerCase());
  if (!row) throw new ApiRefusal(404, 'nopage_text');
  return { ...row, event_start: fromDbTime(row.event_start), event_end: fromDbTime(row.event_end) };
}

/**
 * An application through an event's QR (docs/EVENTS.md, docs/LINKS.md) in one transaction: the
 * event as eventByUuid reads it, 403 event_closed unless it runs now, then `write` on the same
 * manager. The same caller applying twice at once (MariaDB): the second insert meets the first's
 * key, 409 save_duplicate.
 */
export function applyThroughEvent<T>(
  db: DataSource,
  scope: Scope,
  type: 'SGNP' | 'CSTMR',
  uuid: unknown,
  write: (tx: EntityManager, event: RecordValues) => Promise<T>,
): Promise<T> {
  return db
    .transaction(async (tx) => {
      const event = await eventByUuid(tx, scope, type, uuid);
      if (eventStatus(event.event_start, event.event_end, Date.now()) !== 'OPEN')
        throw new ApiRefusal(403, 'event_closed');
      return write(tx, event);
    })
    .catch((error: unknown) => {
      throw isDuplicate(error) ? new ApiRefusal(409, 'save_duplicate') : error;
    });
}

/** The event with where it stands now (READY, OPEN, CLOSED), as the QR pages show it. */
export function withStatusNow(event: RecordValues): EventWithStatus {
  return { ...event, event_status: eventStatus(event.event_start, event.event_end, Date.now()) };
}

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
