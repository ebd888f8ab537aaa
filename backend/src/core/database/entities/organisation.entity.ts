import { Column, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { Audited } from './audit';

@Entity('roaster')
export class RoasterEntity extends Audited {
  @PrimaryGeneratedColumn({ type: 'integer' }) roaster_seq: number;
  /** NULL when only the Korean name is given (001 §5 Names; migration 1734000000000). */
  @Column({ type: 'varchar', length: 300, nullable: true }) roaster_name: string | null;
  @Column({ type: 'varchar', length: 300, nullable: true }) roaster_name_locale: string | null;
  @Column({ type: 'varchar', length: 3, nullable: true }) roaster_country: string | null;
}

@Entity('cafe')
export class CafeEntity extends Audited {
  @PrimaryGeneratedColumn({ type: 'integer' }) cafe_seq: number;
  @Column({ type: 'varchar', length: 300, nullable: true }) cafe_name: string | null;
  @Column({ type: 'varchar', length: 300, nullable: true }) cafe_name_locale: string | null;
  @Column({ type: 'varchar', length: 20, nullable: true }) cafe_type: string | null;
  @Column({ type: 'varchar', length: 3, nullable: true }) cafe_country: string | null;
  @Column({ type: 'text', nullable: true }) cafe_detail: string | null;
}

/** A user's role or membership state (RAUTH) in one roaster. Only status JOIN (a role) grants rights. */
@Entity('roaster_user')
export class RoasterUserEntity extends Audited {
  @PrimaryColumn({ type: 'integer' }) roaster_seq: number;
  @PrimaryColumn({ type: 'integer' }) user_seq: number;
  @Column({ type: 'varchar', length: 10 }) user_auth: string;
  @Column({ type: 'varchar', length: 10 }) user_status: string;
  /** Staff pages (002 §3 "Staff", migration 1732800000000-staff). */
  @Column({ type: 'varchar', length: 100, nullable: true }) roaster_user_nick?: string | null;
  @Column({ type: 'text', nullable: true }) roaster_user_desc?: string | null;
  @Column({ type: 'boolean', default: true }) roaster_user_use?: boolean;
}

/** A user's role or membership state (CAUTH) in one cafe. Only status JOIN (a role) grants rights. */
@Entity('cafe_user')
export class CafeUserEntity extends Audited {
  @PrimaryColumn({ type: 'integer' }) cafe_seq: number;
  @PrimaryColumn({ type: 'integer' }) user_seq: number;
  @Column({ type: 'varchar', length: 10 }) user_auth: string;
  @Column({ type: 'varchar', length: 10 }) user_status: string;
  /** Staff pages (002 §3 "Staff", migration 1732800000000-staff). */
  @Column({ type: 'varchar', length: 100, nullable: true }) cafe_user_nick?: string | null;
  @Column({ type: 'text', nullable: true }) cafe_user_desc?: string | null;
  @Column({ type: 'boolean', default: true }) cafe_user_use?: boolean;
}
