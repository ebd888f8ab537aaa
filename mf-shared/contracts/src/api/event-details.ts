import type { EventStatus } from '../page/event/event-time';
import type { RecordValues } from '../page/types';

/**
 * The detail calls behind an event's QR code (002 §7 /api/{scope}/event/user/signup/detail,
 * /api/roaster/event/cafe/register/detail), as the server's EventSignUpService and
 * CustomerRegisterService build them and the shared EventFormPage reads them. The event's own row
 * (with its cafe's/roastery's names, times as ISO text) fills the form, so the rest stays RecordValues.
 */

/** Where the caller stands with the organisation behind the event: in already, waiting, left, or new (null). */
export type ApplicationState = 'in' | 'waiting' | 'out' | null;

/** An event's row and where it stands now (null when its times cannot be read). */
export type EventWithStatus = RecordValues & { event_status: EventStatus | null };

/** What every event detail carries: the event, its status now, and where the caller stands. */
export type EventDetail = EventWithStatus & { application_state: ApplicationState };

/** A staff sign-up event, with the caller's membership there if any (`member_auth`, its user_auth). */
export type SignUpEventDetail = EventDetail & { member_auth: string | null };

/** A roastery's customer event, with the selected cafe's link with it if any (`link_auth`, its roaster_cafe_auth). */
export type CustomerEventDetail = EventDetail & {
  roaster_cafe_nick: string | null;
  roaster_cafe_nick_locale: string | null;
  roaster_cafe_desc: string | null;
  link_auth: string | null;
};
