import { EVENT_PAGES, EVENT_TERM, type Scope } from '@beantrail/contracts';
import type { EntityService } from '../entity/entity.service';
import type { DemoSeedRepository } from '../seed/demo-seed.repository';
import { demoUser, demoWriter } from '../seed/demo-writer';

const DAY = 86_400_000;

/**
 * Demo mode: a staff sign-up event of a demo cafe/roastery, and for the roastery a customer event,
 * running from an hour before the seed for the longest term (31 days), so their QR codes can be
 * tried at once (README). Saved through the generic handlers as the owner; idempotent (only while
 * the organisation has no event).
 */
export async function seedDemoEvents(
  rows: DemoSeedRepository,
  entities: EntityService,
  scope: Scope,
  orgName: string,
  ownerId: string,
): Promise<void> {
  const org = await rows.orgSeq(scope, orgName);
  const owner = await rows.user(ownerId);
  if (org === undefined || !owner) return;
  if (await rows.hasRows(`${scope}_event`, `${scope}_seq`, org)) return;
  const write = demoWriter(entities, demoUser(owner), { scope, seq: org, role: 'OWN' });
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
    await write(EVENT_PAGES[scope], {
      event_type: type,
      event_name: en,
      event_name_locale: kr,
      event_year: new Date(start).getUTCFullYear(),
      event_start: new Date(start).toISOString(),
      event_end: new Date(start + EVENT_TERM.max * DAY).toISOString(),
      event_desc: desc,
    });
  }
}
