import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('code_group')
export class CodeGroupEntity {
  @PrimaryColumn({ type: 'varchar', length: 20 }) code_group_id: string;
  @Column({ type: 'varchar', length: 100 }) code_group_name: string;
  @Column({ type: 'varchar', length: 100 }) code_group_name_kr: string;
  /** Bumped whenever any code of the group changes, so browsers refetch only changed groups. */
  @Column({ type: 'datetime', precision: 3 }) edit_at: Date;
}

@Entity('code')
export class CodeEntity {
  @PrimaryColumn({ type: 'varchar', length: 20 }) code_group_id: string;
  @PrimaryColumn({ type: 'varchar', length: 45 }) code_id: string;
  @Column({ type: 'varchar', length: 255 }) code_name: string;
  @Column({ type: 'varchar', length: 255 }) code_name_kr: string;
  @Column({ type: 'varchar', length: 100, nullable: true }) code_alias1: string | null;
  @Column({ type: 'varchar', length: 45, nullable: true }) code_filter: string | null;
  @Column({ type: 'integer', default: 0 }) code_order: number;
  @Column({ type: 'boolean', default: true }) code_use: boolean;
  @Column({ type: 'datetime', precision: 3 }) edit_at: Date;
}
