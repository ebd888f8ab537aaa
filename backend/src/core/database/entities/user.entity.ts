import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { UserType } from '@beantrail/contracts';
import { Audited } from './audit';

@Entity('app_user')
export class UserEntity extends Audited {
  @PrimaryGeneratedColumn({ type: 'integer' }) user_seq: number;
  @Column({ type: 'varchar', length: 100, unique: true }) user_id: string;
  /** scrypt$N$r$p$salt$hash, never the password itself. */
  @Column({ type: 'varchar', length: 255 }) user_pass: string;
  @Column({ type: 'varchar', length: 100 }) user_name: string;
  @Column({ type: 'varchar', length: 10 }) user_type: Exclude<UserType, 'GUEST'>;
  @Column({ type: 'boolean', default: true }) user_use: boolean;
  /** 001 §3 User basic info (migration 1734100000000): how the account signs in, 'local' (id and password) or a provider's name. */
  @Column({ type: 'varchar', length: 20, nullable: true }) user_provider: AccountProvider | null;
  /** The e-mail and picture the provider last gave; none for a local account. */
  @Column({ type: 'varchar', length: 320, nullable: true }) user_email: string | null;
  @Column({ type: 'varchar', length: 1000, nullable: true }) user_img: string | null;
  /** The account's own uuid, made once (its serial is the short form: contracts `userSerial`). */
  @Column({ type: 'varchar', length: 36, nullable: true }) user_uuid: string | null;
}

export type AccountProvider = 'local' | 'google';
