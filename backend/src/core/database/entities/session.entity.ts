import { Column, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/** A signed-in session. Only the SHA-256 of the cookie token is stored. Times are epoch ms. */
@Entity('session')
export class SessionEntity {
  @PrimaryColumn({ type: 'varchar', length: 64 }) session_id: string;
  @Column({ type: 'integer' }) user_seq: number;
  @Column({ type: 'bigint' }) created_at: string | number;
  @Column({ type: 'bigint' }) expires_at: string | number;
}

/** One failed sign-in, counted per account and per address for throttling. */
@Entity('signin_attempt')
export class SigninAttemptEntity {
  @PrimaryGeneratedColumn({ type: 'integer' }) attempt_seq: number;
  @Column({ type: 'varchar', length: 200 }) attempt_key: string;
  @Column({ type: 'bigint' }) attempt_at: string | number;
}
