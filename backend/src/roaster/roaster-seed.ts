import { GREENBEAN_ADMIN_PAGES, type PageDecl, ROASTER_PAGES, type RecordValues } from '@beantrail/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../core/auth/auth-user';
import { APP_CONFIG, type AppConfig } from '../core/config/config';
import { EntityService } from '../core/entity/entity.service';
import { seedDemoEvents } from '../core/organisation/event-seed';
import { toDbTime } from '../core/entity/sql';

const stamp = () => ({
  rgst_user: null,
  rgst_by: 'system',
  rgst_at: toDbTime(new Date()),
  edit_user: null,
  edit_by: 'system',
  edit_at: toDbTime(new Date()),
});

/** The Haiti roast's profile (001 §3 stages: term s from charge, bean/air °C stored ×100), shared on the lot's story page. */
const HAITI_PROFILE = Object.fromEntries(
  (
    [
      ['roasting_start', 0, 200, 230],
      ['roasting_turning', 80, 95, 205],
      ['roasting_dried', 270, 155, 215],
      ['roasting_first_start', 510, 196, 226],
      ['roasting_first_end', 585, 204, 229],
      ['roasting_end', 650, 210, 232],
    ] as const
  ).flatMap(([stage, term, bean, air]) => [
    [`${stage}_term`, term],
    [`${stage}_bean`, bean * 100],
    [`${stage}_air`, air * 100],
  ]),
);

/**
 * Demo data of the roaster area (demo mode only, idempotent): a seller and a machine maker, two
 * catalogue beans, and for "Demo Roasters" a machine, beans with this year's stock, a roasting
 * recipe, a roast, a blend and a blended lot. Everything after the companies is saved through the
 * generic handlers, so the seed gets the same checks, derived values and stock moves as a user.
 */
@Injectable()
export class RoasterSeed {
  private readonly logger = new Logger('RoasterSeed');

  constructor(
    private readonly db: DataSource,
    private readonly entities: EntityService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async run(): Promise<void> {
    if (this.config.mode !== 'demo') return;
    await seedDemoEvents(this.db, this.entities, 'roaster', 'Demo Roasters', 'roaster');
    const [roaster] = await this.db.query(`SELECT roaster_seq FROM roaster WHERE roaster_name = 'Demo Roasters'`);
    const [owner] = await this.db.query(
      `SELECT user_seq, user_id, user_name, user_type FROM app_user WHERE user_id = 'roaster'`,
    );
    const [admin] = await this.db.query(
      `SELECT user_seq, user_id, user_name, user_type FROM app_user WHERE user_id = 'admin'`,
    );
    if (!roaster || !owner || !admin) return;
    const [{ n }] = await this.db.query(`SELECT COUNT(*) AS n FROM greenbean_roaster WHERE roaster_seq = ?`, [
      roaster.roaster_seq,
    ]);
    if (Number(n) > 0) return;
    const seller = await this.company(
      'GBD',
      'Green Coffee Traders',
      '그린 커피 트레이더스',
      'https://shop.example/green-coffee',
    );
    const maker = await this.company('EQD', 'Demo Roaster Works', '데모 로스터 웍스', null);
    const year = new Date().getUTCFullYear();
    const today = new Date().toISOString().slice(0, 10);

    const adminUser = this.user(admin);
    const write = async (
      page: PageDecl,
      UPList: RecordValues,
      user: AuthUser,
      grant?: { scope: 'roaster'; seq: number; role: 'OWN' },
      sublists?: Record<string, RecordValues[]>,
    ) => {
      const body = {
        mode: 'write',
        UPList,
        sublists:
          sublists &&
          Object.fromEntries(Object.entries(sublists).map(([k, rows]) => [k, { UPList: rows, DEList: [] }])),
      };
      return (await this.entities.save(page, body, user, 'en', grant)).result as RecordValues;
    };
    // The beans' regions and farms for the lot's story page (a master-data region where there is one).
    const [region] = await this.db.query(
      `SELECT region_seq FROM region WHERE region_country = 'ETH' AND region_name = 'Yirgacheffe'`,
    );
    const yirgacheffe = region ? Number(region.region_seq) : null;
    const haitiBean = {
      greenbean_name: 'Haiti Baptiste',
      greenbean_name_locale: '아이티 밥티스트',
      greenbean_nick: 'Baptiste',
      greenbean_nick_locale: '밥티스트',
      greenbean_country_code: 'HTI',
      greenbean_region_etc: 'Thiotte',
      greenbean_farm_etc: 'Baptiste family farms',
      greenbean_variety_list: 'TYP,BRB',
      greenbean_grade: 'SHB',
      greenbean_grade_detail: 'SC85',
      greenbean_process: 'WSH',
      greenbean_seller_seq: seller,
      greenbean_altitude_min: 1000,
      greenbean_altitude_max: 1400,
      greenbean_moisture_min: 110,
      greenbean_moisture_max: 120,
      greenbean_use: 1,
    };
    const ethiopiaBean = {
      greenbean_name: 'Ethiopia Yirgacheffe Kochere',
      greenbean_name_locale: '에티오피아 예가체프 코체레',
      greenbean_nick: 'Kochere',
      greenbean_nick_locale: '코체레',
      greenbean_country_code: 'ETH',
      greenbean_region_seq: yirgacheffe,
      greenbean_farm_etc: 'Kochere washing station',
      greenbean_variety_list: 'ETHL',
      greenbean_grade: 'G1',
      greenbean_grade_detail: 'SC90',
      greenbean_process: 'NAT',
      greenbean_seller_seq: seller,
      greenbean_altitude_min: 1800,
      greenbean_altitude_max: 2200,
      greenbean_moisture_min: 105,
      greenbean_use: 1,
    };
    await write(GREENBEAN_ADMIN_PAGES.greenbeanDefaultAdmin, haitiBean, adminUser);
    await write(GREENBEAN_ADMIN_PAGES.greenbeanDefaultAdmin, ethiopiaBean, adminUser);

    const user = this.user(owner);
    const grant = { scope: 'roaster' as const, seq: Number(roaster.roaster_seq), role: 'OWN' as const };
    const machine = await write(
      ROASTER_PAGES.roasterEquip,
      {
        equip_type: 'RSTR',
        equip_name: 'Drum roaster 1 kg',
        equip_name_locale: '1kg 드럼 로스터',
        equip_manufacture_seq: maker,
        equip_zero_point: 0,
        equip_use: 1,
      },
      user,
      grant,
    );
    const haiti = await write(ROASTER_PAGES.roasterGreenbean, haitiBean, user, grant);
    const ethiopia = await write(ROASTER_PAGES.roasterGreenbean, ethiopiaBean, user, grant);
    // Stock in g ×10: 60 kg and 30 kg bags.
    for (const [bean, mass] of [
      [haiti, 600000],
      [ethiopia, 300000],
    ] as const) {
      await write(
        ROASTER_PAGES.roasterGreenbeanYear,
        {
          greenbean_year: year,
          greenbean_roaster_seq: bean.greenbean_roaster_seq,
          greenbean_instock: 1,
          greenbean_purchase_mass: mass,
          greenbean_use: 1,
        },
        user,
        grant,
      );
    }
    const names = (en: string, kr: string, p: string) => ({ [`${p}_name`]: en, [`${p}_name_locale`]: kr });
    // The House Blend, its recipes and so its lot show DTL to every audience, so the lot's QR page tells its whole story on first start.
    const story = {
      public_stage_roaster: 'ALL',
      public_stage_cafe: 'DTL',
      public_stage_customer: 'DTL',
      public_stage_normal: 'DTL',
    };
    const single = await write(
      ROASTER_PAGES.roastingDefault,
      {
        ...names('Haiti medium', '아이티 미디엄', 'roasting'),
        ...story,
        roasting_machine_seq: machine.roaster_equip_seq,
        roasting_batch_auto: 1,
        roasting_use: 1,
        roasting_profile_use: 0,
      },
      user,
      grant,
      {
        greenbean_rows: [
          { greenbean_roaster_seq: haiti.greenbean_roaster_seq, greenbean_mass: 10000, greenbean_order: 1 },
        ],
      },
    );
    const blendBase = await write(
      ROASTER_PAGES.roastingDefault,
      {
        ...names('House blend base', '하우스 블렌드 베이스', 'roasting'),
        ...story,
        roasting_machine_seq: machine.roaster_equip_seq,
        roasting_batch_auto: 1,
        roasting_use: 1,
        roasting_profile_use: 0,
      },
      user,
      grant,
      {
        greenbean_rows: [
          { greenbean_roaster_seq: haiti.greenbean_roaster_seq, greenbean_mass: 6000, greenbean_order: 1 },
          { greenbean_roaster_seq: ethiopia.greenbean_roaster_seq, greenbean_mass: 4000, greenbean_order: 2 },
        ],
      },
    );
    const roast = await write(
      ROASTER_PAGES.roastingResult,
      {
        roasting_seq: single.roasting_seq,
        roasting_result_year: year,
        roasting_result_date: today,
        roasting_batch_auto: 1,
        roasting_step: 'RSRV',
        roasting_instock: 1,
        roasting_mass: 8520,
        roasting_moisture: 20,
        roasting_agtron: 62,
        roasting_profile_use: 1,
        ...HAITI_PROFILE,
      },
      user,
      grant,
      {
        greenbean_rows: [
          {
            greenbean_year: year,
            greenbean_roaster_seq: haiti.greenbean_roaster_seq,
            greenbean_mass: 10000,
            greenbean_moisture: 115,
            greenbean_order: 1,
          },
        ],
      },
    );
    const roast2 = await write(
      ROASTER_PAGES.roastingResult,
      {
        roasting_seq: blendBase.roasting_seq,
        roasting_result_year: year,
        roasting_result_date: today,
        roasting_batch_auto: 1,
        roasting_step: 'RSRV',
        roasting_instock: 1,
        roasting_mass: 8400,
        roasting_moisture: 18,
        roasting_profile_use: 0,
      },
      user,
      grant,
      {
        greenbean_rows: [
          {
            greenbean_year: year,
            greenbean_roaster_seq: haiti.greenbean_roaster_seq,
            greenbean_mass: 6000,
            greenbean_moisture: 115,
            greenbean_order: 1,
          },
          {
            greenbean_year: year,
            greenbean_roaster_seq: ethiopia.greenbean_roaster_seq,
            greenbean_mass: 4000,
            greenbean_moisture: 105,
            greenbean_order: 2,
          },
        ],
      },
    );
    const blend = await write(
      ROASTER_PAGES.blendingDefault,
      {
        ...names('BeanTrail House Blend', '빈트레일 하우스 블렌드', 'blending'),
        ...story,
        roasting_instock_change: 1,
        blending_use: 1,
      },
      user,
      grant,
      {
        roasting_rows: [
          { roasting_seq: single.roasting_seq, roasting_mass: 5000, roasting_order: 1 },
          { roasting_seq: blendBase.roasting_seq, roasting_mass: 5000, roasting_order: 2 },
        ],
      },
    );
    await write(
      ROASTER_PAGES.blendingResult,
      {
        blending_result_year: year,
        blending_seq: blend.blending_seq,
        blending_result_date: today,
        blending_instock: 1,
        blending_use: 1,
      },
      user,
      grant,
      {
        roasting_rows: [
          {
            roasting_seq: single.roasting_seq,
            roasting_result_year: year,
            roasting_result_seq: roast.roasting_result_seq,
            roasting_mass: 4000,
            roasting_order: 1,
          },
          {
            roasting_seq: blendBase.roasting_seq,
            roasting_result_year: year,
            roasting_result_seq: roast2.roasting_result_seq,
            roasting_mass: 4000,
            roasting_order: 2,
          },
        ],
      },
    );
    this.logger.log('demo roaster data created');
  }

  private user(row: {
    user_seq: number;
    user_id: string;
    user_name: string;
    user_type: AuthUser['user_type'];
  }): AuthUser {
    return {
      user_seq: Number(row.user_seq),
      user_id: row.user_id,
      user_name: row.user_name,
      user_type: row.user_type,
      session_id: 'seed',
      session_created: 0,
      session_expires: 0,
    };
  }

  private async company(type: string, name: string, nameKr: string, shop: string | null): Promise<number> {
    const [found] = await this.db.query(`SELECT company_seq FROM company WHERE company_name = ?`, [name]);
    if (found) return Number(found.company_seq);
    await this.db.query(
      `INSERT INTO company (company_country_code, company_type, company_name, company_name_locale, company_shop, company_use, rgst_user, rgst_by, rgst_at, edit_user, edit_by, edit_at) VALUES (?, ?, ?, ?, ?, 1, ?, ?, ?, ?, ?, ?)`,
      ['KOR', type, name, nameKr, shop, ...Object.values(stamp())],
    );
    const [row] = await this.db.query(`SELECT company_seq FROM company WHERE company_name = ?`, [name]);
    return Number(row.company_seq);
  }
}
