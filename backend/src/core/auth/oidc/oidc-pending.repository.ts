import { Injectable } from '@nestjs/common';
import { LessThan } from 'typeorm';
import { OidcPendingEntity } from '../../database/entities';
import { SqlRepository } from '../../database/sql-repository';

/** Started third-party sign-ins (`oidc_pending`), keyed by the SHA-256 of the browser's token. */
@Injectable()
export class OidcPendingRepository extends SqlRepository {
  /** A new started sign-in, after this browser's previous one and everybody's expired ones. */
  async replace(previousId: string | null, pending: OidcPendingEntity, now: number): Promise<void> {
    if (previousId) await this.pending.delete({ pending_id: previousId });
    await this.pending.delete({ expires_at: LessThan(now) });
    await this.pending.insert(pending);
  }

  byId(pendingId: string): Promise<OidcPendingEntity | null> {
    return this.pending.findOne({ where: { pending_id: pendingId } });
  }

  /** Whether this call deleted the row (false: another took it first). */
  async take(pendingId: string): Promise<boolean> {
    const removed = await this.pending.delete({ pending_id: pendingId });
    return removed.affected === 1;
  }

  private get pending() {
    return this.db.getRepository(OidcPendingEntity);
  }
}
