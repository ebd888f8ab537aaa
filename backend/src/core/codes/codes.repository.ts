import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { CodeEntity, CodeGroupEntity } from '../database/entities';
import { SqlRepository } from '../database/sql-repository';

/** The code groups and their codes (001 §7), as the select and flavor-wheel lists read them. */
@Injectable()
export class CodesRepository extends SqlRepository {
  /** The groups of these ids that exist, with their edit_at. */
  groups(ids: string[]): Promise<CodeGroupEntity[]> {
    return this.db.getRepository(CodeGroupEntity).find({ where: { code_group_id: In(ids) } });
  }

  /** The group's codes in use, in their order. */
  codes(groupId: string): Promise<CodeEntity[]> {
    return this.db
      .getRepository(CodeEntity)
      .find({ where: { code_group_id: groupId, code_use: true }, order: { code_order: 'ASC', code_id: 'ASC' } });
  }
}
