import { Column, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/** An account's identity at a third-party provider, found by (issuer, subject) only (migration 1733400000000). */
@Entity('user_identity')
export class UserIdentityEntity {
  @PrimaryGeneratedColumn({ type: 'integer' }) identity_seq: number;
  @Column({ type: 'integer' }) user_seq: number;
  @Column({ type: 'varchar', length: 20 }) provider: string;
  @Column({ type: 'varchar', length: 255 }) issuer: string;
  @Column({ type: 'varchar', length: 255 }) subject: string;
  /** As the provider last said, for the user's information only: never used to find an account. */
  @Column({ type: 'varchar', length: 320, nullable: true }) email: string | null;
  @Column({ type: 'datetime', precision: 3 }) rgst_at: Date;
  @Column({ type: 'datetime', precision: 3 }) last_at: Date;
}

/** One started third-party sign-in, bound to the browser that started it; used once. Times are epoch ms. */
@Entity('oidc_pending')
export class OidcPendingEntity {
  @PrimaryColumn({ type: 'varchar', length: 64 }) pending_id: string;
  @Column({ type: 'varchar', length: 20 }) provider: string;
  @Column({ type: 'varchar', length: 128 }) state: string;
  @Column({ type: 'varchar', length: 128 }) nonce: string;
  @Column({ type: 'varchar', length: 128 }) code_verifier: string;
  @Column({ type: 'varchar', length: 500 }) redirect_uri: string;
  @Column({ type: 'varchar', length: 1000, nullable: true }) return_to: string | null;
  @Column({ type: 'bigint' }) expires_at: string | number;
}
