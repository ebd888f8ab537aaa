import type { Scope } from '@beantrail/contracts';
import { Injectable } from '@nestjs/common';
import type { DbDateTime } from '../database/row-types';
import { SqlRepository } from '../database/sql-repository';

/** An event behind a QR uuid with its cafe's or roastery's names (`{scope}_seq`, `{scope}_name`, `{scope}_name_locale`). */
export interface EventRow {
  event_uuid: string;
  event_name: string | null;
  event_name_locale: string | null;
  event_start: DbDateTime | null;
  event_end: DbDateTime | null;
  [organisationColumn: string]: unknown;
}

/** The events a QR code opens (002 §2.5), of either scope. */
@Injectable()
export class EventRepository extends SqlRepository {
  /** The event of this uuid (lower case) and kind, with its cafe's or roastery's names. */
  byUuid(scope: Scope, type: 'SGNP' | 'CSTMR', uuid: string): Promise<EventRow | undefined> {
    const q = this.q;
    return this.first<EventRow>(
      `SELECT e.${q('event_uuid')}, e.${q('event_name')}, e.${q('event_name_locale')}, e.${q('event_start')}, e.${q('event_end')}, ` +
        `o.${q(`${scope}_seq`)}, o.${q(`${scope}_name`)}, o.${q(`${scope}_name_locale`)} ` +
        `FROM ${q(`${scope}_event`)} e INNER JOIN ${q(scope)} o ON o.${q(`${scope}_seq`)} = e.${q(`${scope}_seq`)} ` +
        `WHERE e.${q('event_uuid')} = ? AND e.${q('event_type')} = ?`,
      [uuid, type],
    );
  }
}
