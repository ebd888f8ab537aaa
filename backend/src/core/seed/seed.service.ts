import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { hashPassword } from '../auth/password';
import { audit } from '../database/entities';
import { CODE_GROUP_SEED, type SeedCodeGroup } from './codes';
import { seedMasterData } from './master-data';
import { SeedRepository } from './seed.repository';
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
    const seeds = new SeedRepository(tx);
    const existingGroups = new Map((await seeds.codeGroups()).map((g) => [g.code_group_id, g]));
    const existingCodes = new Map((await seeds.codes()).map((c) => [`${c.code_group_id}/${c.code_id}`, c]));
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
      await seeds.saveGroup({
        code_group_id: group.id,
        code_group_name: group.name,
        code_group_name_kr: group.name_kr,
        edit_at: now,
      });
      await seeds.saveCodes(changed);
    }
  }

  private async seedDemo(tx: EntityManager): Promise<void> {
    const seeds = new SeedRepository(tx);
    const roaster =
      (await seeds.roasterNamed(DEMO_ROASTER.roaster_name)) ??
      (await seeds.addRoaster({ ...DEMO_ROASTER, ...audit(null) }));
    const cafe =
      (await seeds.cafeNamed(DEMO_CAFE.cafe_name)) ?? (await seeds.addCafe({ ...DEMO_CAFE, ...audit(null) }));
    for (const account of DEMO_ACCOUNTS) {
      let user = await seeds.account(account.user_id);
      if (!user) {
        user = await seeds.addAccount({
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
      // The roastery's role first, then the cafe's, as the demo accounts name them.
      for (const [scope, org] of [
        ['roaster', roaster.roaster_seq],
        ['cafe', cafe.cafe_seq],
      ] as const) {
        const role = account[scope];
        if (role && !(await seeds.isMember(scope, org, user.user_seq)))
          await seeds.addMember(scope, {
            [`${scope}_seq`]: org,
            user_seq: user.user_seq,
            user_auth: role,
            user_status: 'JOIN',
            [`${scope}_user_nick`]: user.user_name,
            ...audit(null),
          });
      }
    }
    // One application waiting in the demo cafe's sign-up list (002 §2.2 CafeUserSignUp).
    const applicant = await seeds.account(DEMO_APPLICANT.user_id);
    if (applicant && !(await seeds.isMember('cafe', cafe.cafe_seq, applicant.user_seq))) {
      await seeds.addMember('cafe', {
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
