import { Column, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { Audited } from './audit';

@Entity('roaster')
export class RoasterEntity extends Audited {
  @PrimaryGeneratedColumn({ type: 'integer' }) roaster_seq: number;
  @Column({ type: 'varchar', length: 300 }) roaster_name: string;
  @Column({ type: 'varchar', length: 300, nullable: true }) roaster_name_locale: string | null;
  @Column({ type: 'varchar', length: 3, nullable: true }) roaster_country: string | null;
}

@Entity('cafe')
export class CafeEntity extends Audited {
  @PrimaryGeneratedColumn({ type: 'integer' }) cafe_seq: number;
  @Column({ type: 'varchar', length: 300 }) cafe_name: string;
  @Column({ type: 'varchar', length: 300, nullable: true }) cafe_name_locale: string | null;
  @Column({ type: 'varchar', length: 20, nullable: true }) cafe_type: string | null;
  @Column({ type: 'varchar', length: 3, nullable: true }) cafe_country: string | null;
  @Column({ type: 'text', nullable: true }) cafe_detail: string | null;
}

/** A user's role (RAUTH) in one roaster. Only status JOIN grants rights. */
@Entity('roaster_user')
export class RoasterUserEntity extends Audited {
  @PrimaryColumn({ type: 'integer' }) roaster_seq: number;
  @PrimaryColumn({ type: 'integer' }) user_seq: number;
  @Column({ type: 'varchar', length: 10 }) user_auth: string;
  @Column({ type: 'varchar', length: 10 }) user_status: string;
}

/** A user's role (CAUTH) in one cafe. Only status JOIN grants rights. */
@Entity('cafe_user')
export class CafeUserEntity extends Audited {
  @PrimaryColumn({ type: 'integer' }) cafe_seq: number;
  @PrimaryColumn({ type: 'integer' }) user_seq: number;
  @Column({ type: 'varchar', length: 10 }) user_auth: string;
  @Column({ type: 'varchar', length: 10 }) user_status: string;
}
