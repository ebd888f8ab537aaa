import type { ApplicationState, RecordValues, SavePayload, Scope, SignUpEventDetail } from '@beantrail/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../auth/auth-user';
import { toDbTime } from '../entity/sql';
import { applicationAuth, applyThroughEvent, eventByUuid, withStatusNow } from './event-link';
import { MembershipRepository, type MembershipRow } from './membership.repository';
import { membershipStatus } from './staff.hooks';

const STATE: Record<string, ApplicationState> = { JOIN: 'in', WAIT: 'waiting', OUT: 'out' };
const stateOf = (scope: Scope, member: MembershipRow | undefined): ApplicationState =>
  member ? STATE[membershipStatus(scope, String(member.user_auth))] : null;

/**
 * Staff sign-up through an event's QR code (002 §2.4 CafeSignUp/RoasterSignUp, §2.5, §5): the
 * event as the form shows it, and the application, a membership row in the sign-up list (WTSGNP)
 * or a rejoin request (RJN) from someone who left, was refused or was let go. Decisions: docs/EVENTS.md.
 */
@Injectable()
export class EventSignUpService {
  constructor(private readonly db: DataSource) {}

  /** The event, its cafe/roastery, where it stands now, and the caller's membership there if any. */
  async detail(scope: Scope, uuid: unknown, user: AuthUser): Promise<SignUpEventDetail> {
    const event = await eventByUuid(this.db, scope, 'SGNP', uuid);
    const member = await new MembershipRepository(this.db).membership(scope, event[`${scope}_seq`], user.user_seq);
    return {
      ...withStatusNow(event),
      user_nick: member?.[`${scope}_user_nick`] ?? user.user_name,
      user_desc: member?.[`${scope}_user_desc`] ?? null,
      member_auth: member?.user_auth ?? null,
      application_state: stateOf(scope, member),
    };
  }

  /** The application (values checked by the caller), in one transaction: the organisation's key and the state written. */
  apply(scope: Scope, values: SavePayload['UPList'], user: AuthUser): Promise<RecordValues> {
    return applyThroughEvent(this.db, scope, 'SGNP', values.event_uuid, async (tx, event) => {
      const members = new MembershipRepository(tx);
      const seq = event[`${scope}_seq`];
      const member = await members.membership(scope, seq, user.user_seq);
      const auth = applicationAuth(stateOf(scope, member), member?.user_auth, 'signup_member');
      const now = toDbTime(new Date());
      const change = {
        auth,
        status: membershipStatus(scope, auth),
        nick: values.user_nick,
        desc: values.user_desc ?? null,
      };
      if (member) await members.reapply(scope, seq, user, change, now);
      else await members.add(scope, seq, user, change, now);
      return { [`${scope}_seq`]: seq, user_auth: auth };
    });
  }
}
