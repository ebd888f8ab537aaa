import {
  type ApplicationState,
  type CustomerEventDetail,
  linkState,
  type RecordValues,
  type SavePayload,
} from '@beantrail/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../auth/auth-user';
import { toDbTime } from '../entity/sql';
import { applicationAuth, applyThroughEvent, eventByUuid, withStatusNow } from './event-link';
import { mirrorToCafe } from './link.hooks';
import { LinkRepository, type LinkRow } from './link.repository';

const STATE: Record<string, ApplicationState> = { LINKED: 'in', WAIT: 'waiting', OUT: 'out' };
const stateOf = (link: LinkRow | undefined): ApplicationState =>
  link ? (STATE[linkState(link.roaster_cafe_auth) ?? ''] ?? null) : null;

/**
 * A cafe registering as a roastery's customer through the roastery's customer event QR (002 §2.2
 * CafeRoasterRegister, §2.5, §5): the event as the form shows it, and the registration, waiting in
 * the roastery's register list (WTSGNP), or asking to be linked again (RJN) after the link ended.
 * Decisions: docs/LINKS.md.
 */
@Injectable()
export class CustomerRegisterService {
  constructor(private readonly db: DataSource) {}

  /** The roastery and its customer event, where it stands now, and this cafe's link with it if any. */
  async detail(uuid: unknown, cafe: number): Promise<CustomerEventDetail> {
    const event = await eventByUuid(this.db, 'roaster', 'CSTMR', uuid);
    const links = new LinkRepository(this.db);
    const names = await links.cafeNames(cafe);
    const link = await links.link(event.roaster_seq, cafe);
    return {
      ...withStatusNow(event),
      // The name the roastery will know the cafe by starts as the cafe's own.
      roaster_cafe_nick: link?.roaster_cafe_nick ?? names?.cafe_name ?? null,
      roaster_cafe_nick_locale: link?.roaster_cafe_nick_locale ?? names?.cafe_name_locale ?? null,
      roaster_cafe_desc: link?.roaster_cafe_desc ?? null,
      link_auth: link?.roaster_cafe_auth ?? null,
      application_state: stateOf(link),
    };
  }

  /** The registration (values checked by the caller), in one transaction with the cafe's own row of the roastery. */
  register(values: SavePayload['UPList'], user: AuthUser, cafe: number): Promise<RecordValues> {
    return applyThroughEvent(this.db, 'roaster', 'CSTMR', values.event_uuid, async (tx, event) => {
      const links = new LinkRepository(tx);
      const roaster = event.roaster_seq;
      const link = await links.link(roaster, cafe);
      const auth = applicationAuth(stateOf(link), link?.roaster_cafe_auth, 'register_member');
      const now = toDbTime(new Date());
      const words = {
        nick: values.roaster_cafe_nick ?? null,
        nickLocale: values.roaster_cafe_nick_locale ?? null,
        desc: values.roaster_cafe_desc ?? null,
      };
      if (link) await links.reregister(roaster, cafe, auth, words, user, now);
      else await links.register(roaster, cafe, auth, words, user, now);
      // The cafe sees its registration in its own list of roasteries at once.
      await mirrorToCafe(links, { roaster, cafe, auth, by: user, now });
      return { roaster_seq: roaster, roaster_cafe_auth: auth };
    });
  }
}
