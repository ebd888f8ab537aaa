import { SqlRepository } from '../core/database/sql-repository';

/** The code groups' own rows, on a code save's transaction manager (admin-pages.ts). */
export class CodeGroupRepository extends SqlRepository {
  /** Moves the group's edit_at, so POST /api/code/simple sends the group again (001 §7). */
  async touch(groupId: string, at: string): Promise<void> {
    const q = this.q;
    await this.db.query(`UPDATE ${q('code_group')} SET ${q('edit_at')} = ? WHERE ${q('code_group_id')} = ?`, [
      at,
      groupId,
    ]);
  }
}
