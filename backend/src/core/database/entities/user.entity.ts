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
}
