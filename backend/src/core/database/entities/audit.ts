import { Column } from 'typeorm';

/** Audit fields every domain record carries (spec 000 §3), set by the server only. */
export abstract class Audited {
  @Column({ type: 'integer', nullable: true }) rgst_user: number | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) rgst_by: string | null;
  @Column({ type: 'datetime', precision: 3 }) rgst_at: Date;
  @Column({ type: 'integer', nullable: true }) edit_user: number | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) edit_by: string | null;
  @Column({ type: 'datetime', precision: 3 }) edit_at: Date;
}

/** Audit values for a row written by `by` (null for the system, e.g. the seed). */
export function audit(by: { user_seq: number; user_id: string } | null, now = new Date()) {
  return {
    rgst_user: by?.user_seq ?? null,
    rgst_by: by?.user_id ?? 'system',
    rgst_at: now,
    edit_user: by?.user_seq ?? null,
    edit_by: by?.user_id ?? 'system',
    edit_at: now,
  };
}
