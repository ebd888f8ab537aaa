import { Body, Controller, HttpCode, Post, Req, type Type } from '@nestjs/common';
import {
  type ApiEnvelope,
  eventStatus,
  type PageViewer,
  type RecordValues,
  type Scope,
  SIGNUP_PAGES,
  signUpApi,
} from '@beantrail/contracts';
import type { FastifyRequest } from 'fastify';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser, SignedIn } from '../auth/guards';
import { ApiRefusal } from '../envelope/api-refusal';
import { requestLocale } from '../envelope/request-locale';
import { isDuplicate } from '../entity/entity-save';
import { dialectOf, toDbTime } from '../entity/sql';
import { applicationAuth, type ApplicationState, checkedWrite, eventByUuid, withStatusNow } from './event-link';
import { membershipStatus } from './staff.hooks';

const STATE: Record<string, ApplicationState> = { JOIN: 'in', WAIT: 'waiting', OUT: 'out' };
const stateOf = (scope: Scope, member: RecordValues | undefined): ApplicationState =>
  member ? STATE[membershipStatus(scope, String(member.user_auth))] : null;

async function membershipOf(
  m: EntityManager | DataSource,
  scope: Scope,
  seq: unknown,
  userSeq: number,
): Promise<RecordValues | undefined> {
  const { q } = dialectOf(m);
  const [row] = (await m.query(
    `SELECT ${q('user_auth')}, ${q(`${scope}_user_nick`)}, ${q(`${scope}_user_desc`)} FROM ${q(`${scope}_user`)} WHERE ${q(`${scope}_seq`)} = ? AND ${q('user_seq')} = ?`,
    [seq, userSeq],
  )) as RecordValues[];
  return row;
}

/**
 * Staff sign-up through an event's QR code (002 §2.4 CafeSignUp/RoasterSignUp, §2.5, §5, §7
 * /api/{scope}/event/user/signup/{detail,edit}). Any signed-in user may read a sign-up event and
 * apply while it runs; the application is a membership row in the sign-up list (WTSGNP), or a
 * rejoin request (RJN) from someone who left, was refused or was let go. Decisions: docs/EVENTS.md.
 */
export function eventSignUpController(scope: Scope): Type<unknown> {
  const page = SIGNUP_PAGES[scope];
  const api = signUpApi(scope);

  @Controller()
  @SignedIn()
  class EventSignUpController {
    constructor(private readonly db: DataSource) {}

    /** The event, its cafe/roastery, where it stands now, and the caller's membership there if any. */
    @Post(api.detail)
    @HttpCode(200)
    async detail(
      @Body() body: RecordValues | undefined,
      @CurrentUser() user: AuthUser,
    ): Promise<ApiEnvelope<RecordValues>> {
      const event = await eventByUuid(this.db, scope, 'SGNP', body?.event_uuid);
      const member = await membershipOf(this.db, scope, event[`${scope}_seq`], user.user_seq);
      return {
        status: 'OK',
        description: '',
        result: {
          ...withStatusNow(event),
          user_nick: member?.[`${scope}_user_nick`] ?? user.user_name,
          user_desc: member?.[`${scope}_user_desc`] ?? null,
          member_auth: member?.user_auth ?? null,
          application_state: stateOf(scope, member),
        },
      };
    }

    /** The application: the declaration's checks as the browser made them, then one transaction. */
    @Post(api.edit)
    @HttpCode(200)
    async edit(
      @Body() body: unknown,
      @Req() request: FastifyRequest,
      @CurrentUser() user: AuthUser,
    ): Promise<ApiEnvelope<RecordValues>> {
      const viewer: PageViewer = { usertype: [user.user_type], roles: {} };
      const values = checkedWrite(page, body, viewer, requestLocale(request.headers), { save_check: false });
      const { q } = dialectOf(this.db);
      const members = q(`${scope}_user`);
      return this.db
        .transaction(async (tx) => {
          const event = await eventByUuid(tx, scope, 'SGNP', values.event_uuid);
          if (eventStatus(event.event_start, event.event_end, Date.now()) !== 'OPEN')
            throw new ApiRefusal(403, 'event_closed');
          const seq = event[`${scope}_seq`];
          const member = await membershipOf(tx, scope, seq, user.user_seq);
          const auth = applicationAuth(stateOf(scope, member), member?.user_auth, 'signup_member');
          const now = toDbTime(new Date());
          const nick = values.user_nick;
          const desc = values.user_desc ?? null;
          const status = membershipStatus(scope, auth);
          if (member) {
            await tx.query(
              `UPDATE ${members} SET ${q('user_auth')} = ?, ${q('user_status')} = ?, ${q(`${scope}_user_nick`)} = ?, ${q(`${scope}_user_desc`)} = ?, ` +
                `${q('edit_user')} = ?, ${q('edit_by')} = ?, ${q('edit_at')} = ? WHERE ${q(`${scope}_seq`)} = ? AND ${q('user_seq')} = ?`,
              [auth, status, nick, desc, user.user_seq, user.user_id, now, seq, user.user_seq],
            );
          } else {
            const cols = [
              `${scope}_seq`,
              'user_seq',
              'user_auth',
              'user_status',
              `${scope}_user_nick`,
              `${scope}_user_desc`,
              `${scope}_user_use`,
              'rgst_user',
              'rgst_by',
              'rgst_at',
              'edit_user',
              'edit_by',
              'edit_at',
            ];
            await tx.query(
              `INSERT INTO ${members} (${cols.map(q).join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`,
              [
                seq,
                user.user_seq,
                auth,
                status,
                nick,
                desc,
                1,
                user.user_seq,
                user.user_id,
                now,
                user.user_seq,
                user.user_id,
                now,
              ],
            );
          }
          return {
            status: 'OK',
            description: 'signup_ok',
            result: { [`${scope}_seq`]: seq, user_auth: auth },
          } satisfies ApiEnvelope<RecordValues>;
        })
        .catch((error: unknown) => {
          // The same user applying twice at once (MariaDB): the second insert meets the first's key.
          throw isDuplicate(error) ? new ApiRefusal(409, 'save_duplicate') : error;
        });
    }
  }
  Object.defineProperty(EventSignUpController, 'name', {
    value: `${scope[0].toUpperCase()}${scope.slice(1)}EventSignUpController`,
  });
  return EventSignUpController;
}
