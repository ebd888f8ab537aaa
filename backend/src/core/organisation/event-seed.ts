import { EVENT_PAGES, EVENT_TERM, type Scope } from '@beantrail/contracts';
import type { DataSource } from 'typeorm';
import type { AuthUser } from '../auth/auth-user';
import type { EntityService } from '../entity/entity.service';

const DAY = 86_400_000;

/**
 * Demo mode: a staff sign-up event of a demo cafe/roastery, and for the roastery a customer event,
 * running from an hour before the seed for the longest term (31 days), so their QR codes can be
 * tried at once (README). Saved through the generic handlers as the owner; idempotent (only while
 * the organisation has no event).
 */
export async function seedDemoEvents(
  db: DataSource,
  entities: EntityService,
  scope: Scope,
  orgName: string,
  ownerId: string,
): Promise<void> {
  const [org] = await db.query(`SELECT ${scope}_seq AS seq FROM ${scope} WHERE ${scope}_name = ?`, [orgName]);
  const [owner] = await db.query(`SELECT user_seq, user_id, user_name, user_type FROM app_user WHERE user_id = ?`, [
    ownerId,
  ]);
  if (!org || !owner) return;
  const [{ n }] = await db.query(`SELECT COUNT(*) AS n FROM ${scope}_event WHERE ${scope}_seq = ?`, [org.seq]);
  if (Number(n) > 0) return;
  const user: AuthUser = {
    user_seq: Number(owner.user_seq),
    user_id: owner.user_id,
    user_name: owner.user_name,
    user_type: owner.user_type,
    session_id: 'seed',
    session_created: 0,
    session_expires: 0,
  };
  const start = Date.now() - 3_600_000;
  const events: Array<[type: string, en: string, kr: string, desc: string]> = [
    [
      'SGNP',
      ...(scope === 'cafe' ? ['Barista open call', '바리스타 모집'] : ['Roaster open call', '로스터 모집']),
      'Scan the QR code to apply; a manager answers within a week.',
    ] as [string, string, string, string],
  ];
  if (scope === 'roaster')
    events.push([
      'CSTMR',
      'Customer cafes welcome',
      '고객 카페 등록',
      'Cafes that buy our beans: scan to register as a customer.',
    ]);
  for (const [type, en, kr, desc] of events) {
    await entities.save(
      EVENT_PAGES[scope],
      {
        mode: 'write',
        UPList: {
          event_type: type,
          event_name: en,
          event_name_locale: kr,
          event_year: new Date(start).getUTCFullYear(),
          event_start: new Date(start).toISOString(),
          event_end: new Date(start + EVENT_TERM.max * DAY).toISOString(),
          event_desc: desc,
        },
      },
      user,
      'en',
      { scope, seq: Number(org.seq), role: 'OWN' },
    );
  }
}
