import { randomUUID } from 'node:crypto';
import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import {
  type ApiEnvelope,
  cafeRoasterRegisterPage,
  CUSTOMER_REGISTER_API,
  CUSTOMER_REGISTER_ROLES,
  eventStatus,
  linkState,
  type PageViewer,
  type RecordValues,
} from '@beantrail/contracts';
import type { FastifyRequest } from 'fastify';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/guards';
import { RequireRole, ScopeGrant, type ScopeRoleGrant } from '../auth/role.guard';
import { ApiRefusal } from '../envelope/api-refusal';
import { requestLocale } from '../envelope/request-locale';
import { isDuplicate } from '../entity/entity-save';
import { dialectOf, toDbTime } from '../entity/sql';
import { applicationAuth, type ApplicationState, checkedWrite, eventByUuid, withStatusNow } from './event-link';
import { mirrorToCafe } from './link.hooks';

const STATE: Record<string, ApplicationState> = { LINKED: 'in', WAIT: 'waiting', OUT: 'out' };
const stateOf = (link: RecordValues | undefined): ApplicationState =>
  link ? (STATE[linkState(link.roaster_cafe_auth) ?? ''] ?? null) : null;

async function linkOf(
  m: EntityManager | DataSource,
  roaster: unknown,
  cafe: number,
): Promise<RecordValues | undefined> {
  const { q } = dialectOf(m);
  const [row] = (await m.query(
    `SELECT ${q('roaster_cafe_auth')}, ${q('roaster_cafe_nick')}, ${q('roaster_cafe_nick_locale')}, ${q('roaster_cafe_desc')} FROM ${q('roaster_cafe')} WHERE ${q('roaster_seq')} = ? AND ${q('cafe_seq')} = ?`,
    [roaster, cafe],
  )) as RecordValues[];
  return row;
}

/**
 * A cafe registers as a roastery's customer through the roastery's customer event QR (002 §2.2
 * CafeRoasterRegister, §2.5 /cafe/supplier/roasterregister/{event_uuid}, §5, §6 "roaster register
 * page SMNG and OWN", §7 /api/roaster/event/cafe/register/{detail,edit}). The caller acts for the
 * selected cafe (SMNG or OWN there); the registration waits in the roastery's register list
 * (WTSGNP), or asks to be linked again (RJN) after the link ended. Decisions: docs/LINKS.md.
 */
@Controller()
@RequireRole('cafe', CUSTOMER_REGISTER_ROLES)
export class CustomerRegisterController {
  constructor(private readonly db: DataSource) {}

  /** The roastery and its customer event, where it stands now, and this cafe's link with it if any. */
  @Post(CUSTOMER_REGISTER_API.detail)
  @HttpCode(200)
  async detail(
    @Body() body: RecordValues | undefined,
    @ScopeGrant() grant: ScopeRoleGrant,
  ): Promise<ApiEnvelope<RecordValues>> {
    const event = await eventByUuid(this.db, 'roaster', 'CSTMR', body?.event_uuid);
    const [cafe] = (await this.db.query('SELECT cafe_name, cafe_name_locale FROM cafe WHERE cafe_seq = ?', [
      grant.seq,
    ])) as RecordValues[];
    const link = await linkOf(this.db, event.roaster_seq, grant.seq);
    return {
      status: 'OK',
      description: '',
      result: {
        ...withStatusNow(event),
        // The name the roastery will know the cafe by starts as the cafe's own.
        roaster_cafe_nick: link?.roaster_cafe_nick ?? cafe?.cafe_name ?? null,
        roaster_cafe_nick_locale: link?.roaster_cafe_nick_locale ?? cafe?.cafe_name_locale ?? null,
        roaster_cafe_desc: link?.roaster_cafe_desc ?? null,
        link_auth: link?.roaster_cafe_auth ?? null,
        application_state: stateOf(link),
      },
    };
  }

  @Post(CUSTOMER_REGISTER_API.edit)
  @HttpCode(200)
  async edit(
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @CurrentUser() user: AuthUser,
    @ScopeGrant() grant: ScopeRoleGrant,
  ): Promise<ApiEnvelope<RecordValues>> {
    const viewer: PageViewer = { usertype: [user.user_type], roles: { cafe: grant.role } };
    const values = checkedWrite(cafeRoasterRegisterPage, body, viewer, requestLocale(request.headers), {
      register_check: false,
    });
    const { q } = dialectOf(this.db);
    return this.db
      .transaction(async (tx) => {
        const event = await eventByUuid(tx, 'roaster', 'CSTMR', values.event_uuid);
        if (eventStatus(event.event_start, event.event_end, Date.now()) !== 'OPEN')
          throw new ApiRefusal(403, 'event_closed');
        const roaster = event.roaster_seq;
        const link = await linkOf(tx, roaster, grant.seq);
        const auth = applicationAuth(stateOf(link), link?.roaster_cafe_auth, 'register_member');
        const now = toDbTime(new Date());
        const fields = [
          values.roaster_cafe_nick ?? null,
          values.roaster_cafe_nick_locale ?? null,
          values.roaster_cafe_desc ?? null,
        ];
        if (link) {
          await tx.query(
            `UPDATE ${q('roaster_cafe')} SET ${q('roaster_cafe_auth')} = ?, ${q('roaster_cafe_nick')} = ?, ${q('roaster_cafe_nick_locale')} = ?, ${q('roaster_cafe_desc')} = ?, ` +
              `${q('edit_user')} = ?, ${q('edit_by')} = ?, ${q('edit_at')} = ? WHERE ${q('roaster_seq')} = ? AND ${q('cafe_seq')} = ?`,
            [auth, ...fields, user.user_seq, user.user_id, now, roaster, grant.seq],
          );
        } else {
          const cols = [
            'roaster_seq',
            'cafe_seq',
            'roaster_cafe_uuid',
            'roaster_cafe_auth',
            'roaster_cafe_nick',
            'roaster_cafe_nick_locale',
            'roaster_cafe_desc',
            'roaster_cafe_use',
            'rgst_user',
            'rgst_by',
            'rgst_at',
            'edit_user',
            'edit_by',
            'edit_at',
          ];
          await tx.query(
            `INSERT INTO ${q('roaster_cafe')} (${cols.map(q).join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`,
            [
              roaster,
              grant.seq,
              randomUUID(),
              auth,
              ...fields,
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
        // The cafe sees its registration in its own list of roasteries at once.
        await mirrorToCafe(tx, dialectOf(tx), {
          roaster,
          cafe: grant.seq,
          auth,
          now,
          by: { seq: user.user_seq, id: user.user_id },
        });
        return {
          status: 'OK',
          description: 'register_ok',
          result: { roaster_seq: roaster, roaster_cafe_auth: auth },
        } satisfies ApiEnvelope<RecordValues>;
      })
      .catch((error: unknown) => {
        throw isDuplicate(error) ? new ApiRefusal(409, 'save_duplicate') : error;
      });
  }
}
