import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { hashPassword } from '../auth/password';
import {
  audit,
  CafeEntity,
  CafeUserEntity,
  CodeEntity,
  CodeGroupEntity,
  RoasterEntity,
  RoasterUserEntity,
  UserEntity,
} from '../database/entities';
import { CODE_GROUP_SEED, type SeedCodeGroup } from './codes';
import { seedMasterData } from './master-data';
import { DEMO_ACCOUNTS, DEMO_APPLICANT, DEMO_CAFE, DEMO_PASSWORD, DEMO_ROASTER } from './demo-accounts';

/** Idempotent seed: code groups (demo mode, or SEED_CODES=1), demo data (demo mode only). */
@Injectable()
export class SeedService {
  private readonly logger = new Logger('Seed');

  constructor(
    private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async run(): Promise<void> {
    if (this.config.seedCodes) await this.db.transaction((tx) => this.seedCodes(tx, CODE_GROUP_SEED));
    if (this.config.mode === 'demo') await this.db.transaction((tx) => this.seedDemo(tx));
    if (this.config.mode === 'demo') await this.db.transaction((tx) => seedMasterData(tx));
  }

  async seedCodes(tx: EntityManager, groups: readonly SeedCodeGroup[]): Promise<void> {
    const now = new Date();
    const existingGroups = new Map((await tx.getRepository(CodeGroupEntity).find()).map((g) => [g.code_group_id, g]));
    const existingCodes = new Map(
      (await tx.getRepository(CodeEntity).find()).map((c) => [`${c.code_group_id}/${c.code_id}`, c]),
    );
    for (const group of groups) {
      const rows = group.codes.map((c, i) => ({
        code_group_id: group.id,
        code_id: c.code_id,
        code_name: c.name,
        code_name_kr: c.name_kr,
        code_alias1: c.alias1 ?? null,
        code_filter: c.filter ?? null,
        code_order: c.order ?? i + 1,
        code_use: true,
        edit_at: now,
      }));
      const changed = rows.filter((r) => {
        const old = existingCodes.get(`${group.id}/${r.code_id}`);
        return (
          !old ||
          old.code_name !== r.code_name ||
          old.code_name_kr !== r.code_name_kr ||
          old.code_alias1 !== r.code_alias1 ||
          old.code_filter !== r.code_filter ||
          old.code_order !== r.code_order
        );
      });
      const oldGroup = existingGroups.get(group.id);
      const groupChanged =
        !oldGroup || oldGroup.code_group_name !== group.name || oldGroup.code_group_name_kr !== group.name_kr;
      if (!changed.length && !groupChanged) continue;
      // edit_at moves only when something changed, so browsers refetch only changed groups.
      await tx.getRepository(CodeGroupEntity).save({
        code_group_id: group.id,
        code_group_name: group.name,
        code_group_name_kr: group.name_kr,
        edit_at: now,
      });
      for (let i = 0; i < changed.length; i += 200) await tx.getRepository(CodeEntity).save(changed.slice(i, i + 200));
    }
  }

  private async seedDemo(tx: EntityManager): Promise<void> {
    const users = tx.getRepository(UserEntity);
    let roaster = await tx.getRepository(RoasterEntity).findOne({ where: { roaster_name: DEMO_ROASTER.roaster_name } });
    roaster ??= await tx.getRepository(RoasterEntity).save({ ...DEMO_ROASTER, ...audit(null) });
    let cafe = await tx.getRepository(CafeEntity).findOne({ where: { cafe_name: DEMO_CAFE.cafe_name } });
    cafe ??= await tx.getRepository(CafeEntity).save({ ...DEMO_CAFE, ...audit(null) });
    for (const account of DEMO_ACCOUNTS) {
      let user = await users.findOne({ where: { user_id: account.user_id } });
      if (!user) {
        user = await users.save({
          user_id: account.user_id,
          user_name: account.user_name,
          user_type: account.user_type,
          user_pass: await hashPassword(DEMO_PASSWORD),
          user_use: true,
          // 001 §3 User basic info: an id-and-password account with a uuid of its own.
          user_provider: 'local',
          user_uuid: randomUUID(),
          ...audit(null),
        });
        this.logger.log(`demo account ${account.user_id} created`);
      }
      if (
        account.roaster &&
        !(await tx
          .getRepository(RoasterUserEntity)
          .existsBy({ roaster_seq: roaster.roaster_seq, user_seq: user.user_seq }))
      ) {
        await tx.getRepository(RoasterUserEntity).insert({
          roaster_seq: roaster.roaster_seq,
          user_seq: user.user_seq,
          user_auth: account.roaster,
          user_status: 'JOIN',
          roaster_user_nick: user.user_name,
          ...audit(null),
        });
      }
      if (
        account.cafe &&
        !(await tx.getRepository(CafeUserEntity).existsBy({ cafe_seq: cafe.cafe_seq, user_seq: user.user_seq }))
      ) {
        await tx.getRepository(CafeUserEntity).insert({
          cafe_seq: cafe.cafe_seq,
          user_seq: user.user_seq,
          user_auth: account.cafe,
          user_status: 'JOIN',
          cafe_user_nick: user.user_name,
          ...audit(null),
        });
      }
    }
    // One application waiting in the demo cafe's sign-up list (002 §2.2 CafeUserSignUp).
    const applicant = await users.findOne({ where: { user_id: DEMO_APPLICANT.user_id } });
    if (
      applicant &&
      !(await tx.getRepository(CafeUserEntity).existsBy({ cafe_seq: cafe.cafe_seq, user_seq: applicant.user_seq }))
    ) {
      await tx.getRepository(CafeUserEntity).insert({
        cafe_seq: cafe.cafe_seq,
        user_seq: applicant.user_seq,
        user_auth: 'WTSGNP',
        user_status: 'WAIT',
        cafe_user_nick: DEMO_APPLICANT.nick,
        cafe_user_desc: DEMO_APPLICANT.desc,
        ...audit(applicant),
      });
    }
  }
}
