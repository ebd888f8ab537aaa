import { SIGNED_IN_TYPES, type Scope, type ScopeRole } from '../../auth';
import { auditSection, DEFAULT_ORDERS, derived, orderPair, pageApi } from '../fields';
import type { FieldDecl, PageDecl, PageRights, RecordValues } from '../types';
import { definePage } from '../types';
import { EVENT_STATUSES, EVENT_TERM, eventEndOf, eventStatus, eventTermOf, timeOf } from './event-time';
import { generatedKey, yearField } from '../record-fields';

/**
 * Events of a cafe or roastery (CafeEvent, RoasterEvent; 002 §2.2, §2.3, §2.11, §3 "Event", §4
 * "Event", §5, §9). A sign-up event (SGNP) carries a QR code that opens the staff sign-up form
 * (/user/link/{scope}signup/{event_uuid}); the code is shown while the event has not ended, and the
 * server takes applications only while it runs.
 */

/** 002 §6: the staff, etc and supplier pages need MNG, SMNG or OWN; events make sign-up links, so the same. */
const EVENT_MANAGERS: readonly ScopeRole[] = ['MNG', 'SMNG', 'OWN'];

/**
 * The EVNT codes each side may choose: a customer event (CSTMR, a cafe registers as the roastery's
 * customer, 002 §2.5) only a roastery runs.
 */
export const EVENT_TYPES: Readonly<Record<Scope, readonly string[]>> = {
  cafe: ['SGNP', 'CUPP', 'PRMT', 'CLSS', 'ETC'],
  roaster: ['SGNP', 'CSTMR', 'CUPP', 'PRMT', 'CLSS', 'ETC'],
};

/** Where an event's QR code leads (002 §2.5): the staff sign-up, or a cafe's customer registration. */
export const eventSignUpPath = (scope: Scope) => `/user/link/${scope}signup`;
export const CUSTOMER_REGISTER_PATH = '/cafe/supplier/roasterregister';

function eventRights(scope: Scope): PageRights {
  const t = SIGNED_IN_TYPES;
  const r = EVENT_MANAGERS;
  return {
    userTypes: { view: t, listview: t, write: t, edit: t, remove: t },
    scope,
    roles: { view: r, listview: r, write: r, edit: r, remove: r },
  };
}

/** The shown values that follow others (PageDecl.follow; 002 §4 Event). */
export function followEvent(changed: ReadonlySet<string>, values: RecordValues, mode: 'write' | 'edit'): RecordValues {
  const out: RecordValues = {};
  if (changed.has('event_start') || changed.has('event_term')) {
    const start = timeOf(values.event_start);
    // Clearing the start clears the end; a term outside 0–31 leaves the end as it is.
    if (start === null) out.event_end = '';
    else {
      const end = eventEndOf(values.event_start, values.event_term);
      if (end !== null) out.event_end = end;
    }
    // In write mode the year follows the start (the year as the user's clock reads it).
    if (mode === 'write' && changed.has('event_start') && start !== null)
      out.event_year = new Date(start).getFullYear();
  }
  return out;
}

/**
 * Status and term of a stored event, and its QR target while it has not ended: a sign-up event's,
 * and on a roastery a customer event's.
 */
export function eventReadValues(scope: Scope): (row: RecordValues, now: number) => RecordValues {
  return (row, now) => {
    const status = eventStatus(row.event_start, row.event_end, now);
    const target = (type: string) =>
      row.event_type === type && row.event_uuid && status !== 'CLOSED' ? row.event_uuid : null;
    const out: RecordValues = {
      event_status: status,
      event_term: eventTermOf(row.event_start, row.event_end),
      event_signup_qr: target('SGNP'),
    };
    if (scope === 'roaster') out.event_register_qr = target('CSTMR');
    return out;
  };
}

function qrFields(scope: Scope): FieldDecl[] {
  const qr = (name: string, path: string): FieldDecl => ({
    name,
    widget: 'qrcode',
    saveable: false,
    ...derived,
    link: `/{locale}${path}/{value}`,
  });
  const fields = [qr('event_signup_qr', eventSignUpPath(scope))];
  if (scope === 'roaster') fields.push(qr('event_register_qr', CUSTOMER_REGISTER_PATH));
  return fields;
}

export function eventPage(scope: Scope) {
  const read = { readOnly: true, saveable: false } as const;
  const basic: FieldDecl[] = [
    generatedKey('event_seq'),
    {
      name: 'event_type',
      widget: 'select',
      required: true,
      minBytes: 3,
      maxBytes: 45,
      default: 'SGNP',
      source: { codeGroup: 'EVNT', codes: EVENT_TYPES[scope] },
    },
    // 002 §3 names max 300; the name in the page's language is required (001 §5 Names), so no event
    // is listed or shown to an applicant without one.
    { name: 'event_name_locale', widget: 'text', required: { locale: 'notEn' }, maxBytes: 300 },
    { name: 'event_name', widget: 'text', required: { locale: 'en' }, maxBytes: 300 },
    { name: 'event_status', widget: 'select', ...read, hiddenOnCreate: true, source: { options: EVENT_STATUSES } },
    { name: 'event_desc', widget: 'textarea', maxBytes: 3000 },
    // The QR's value: the server's, made once on create; the QR fields below show it while it works.
    { name: 'event_uuid', widget: 'hidden', ...derived, maxBytes: 36 },
  ];
  const period: FieldDecl[] = [
    // 002 §9 "event times 'MM-DD A hh:mm' and 'YYYY-MM-DD A hh:mm'": a 12-hour clock, to the minute.
    { name: 'event_start', widget: 'datetime', required: true, default: { now: 'datetime' }, clock12: true },
    // Not saved: a helper for the end (002 §3 "event_term (days, not saved)"); the server reads it back from the two times.
    {
      name: 'event_term',
      widget: 'number',
      type: 'integer',
      saveable: false,
      formOnly: true,
      minValue: EVENT_TERM.min,
      maxValue: EVENT_TERM.max,
      default: EVENT_TERM.default,
      after: 'engine:unit.days',
    },
    { name: 'event_end', widget: 'datetime', required: true, clock12: true },
    yearField('event_year'),
  ];
  return definePage({
    id: `${scope}Event`,
    specName: scope === 'cafe' ? 'CafeEvent' : 'RoasterEvent',
    table: `${scope}_event`,
    ownerField: `${scope}_seq`,
    api: pageApi(`/api/${scope}/event`),
    keys: ['event_seq'],
    list: {
      columns: [
        { field: 'event_name_locale' },
        { field: 'event_type', format: 'code', mobileHidden: true },
        { field: 'event_start', format: 'datetime' },
        { field: 'event_end', format: 'datetime', mobileHidden: true },
        { field: 'event_status', format: 'code' },
      ],
      search: {
        title: ['event_name_locale', 'event_name'],
        type: { field: 'event_type' },
        params: [{ field: 'event_year', op: 'eq' }],
      },
      orders: [...orderPair('start', 'event_start'), ...DEFAULT_ORDERS],
    },
    sections: [
      { id: 'basic', fields: basic },
      { id: 'period', fields: period },
      // The sign-up QR (002 §2.11: "the QR is shown only depending on status").
      { id: 'qr', hideEmptyInView: true, fields: qrFields(scope) },
      auditSection(),
    ],
    rights: eventRights(scope),
    follow: followEvent,
    readValues: eventReadValues(scope),
  } satisfies PageDecl);
}

export const cafeEventPage = eventPage('cafe');
export const roasterEventPage = eventPage('roaster');
export const EVENT_PAGES: Readonly<Record<Scope, PageDecl>> = { cafe: cafeEventPage, roaster: roasterEventPage };
