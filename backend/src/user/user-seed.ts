import { USER_PAGES } from '@beantrail/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../core/config/config';
import { EntityService } from '../core/entity/entity.service';
import { DemoSeed } from '../core/seed/demo-seed';
import { demoUser, demoWriter } from '../core/seed/demo-writer';
import { BeanInfoService } from '../public/bean-info.service';
import { noteFromSerial } from './cupnote-serial';

/**
 * Demo data of the user area (demo mode only, idempotent): the demo account "user" owns a hand
 * grinder and a dripper, keeps a pour-over recipe and has brewed one cup of a bean bought at a
 * shop, roasted ten days before, and wrote a coffee note of the demo roastery's House Blend lot
 * from its QR serial. Saved through the generic handlers, like a user's own save.
 */
@Injectable()
export class UserSeed extends DemoSeed {
  constructor(
    db: DataSource,
    entities: EntityService,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly beans: BeanInfoService,
  ) {
    super(db, entities, config);
  }

  protected async seed(): Promise<void> {
    const row = await this.rows.user('user');
    if (!row) return;
    if (await this.rows.hasRows('user_equip', 'user_seq', Number(row.user_seq))) return;
    const user = demoUser(row);
    const write = demoWriter(this.entities, user);
    await write(USER_PAGES.userEquip, {
      equip_type: 'GRND',
      equip_name: 'Hand grinder',
      equip_name_locale: '핸드 그라인더',
      equip_zero_point: 0,
      equip_use: true,
    });
    await write(USER_PAGES.userEquip, {
      equip_type: 'DRP',
      equip_name: 'Cone dripper',
      equip_name_locale: '원뿔 드리퍼',
      equip_use: true,
    });
    // Grinder ×100, masses g ×10, °C ×100 (000 §9).
    const recipe = {
      brewing_grinder_point: 2200,
      brewing_bean_mass: 150,
      brewing_water_temp: 9200,
      brewing_mass: 2500,
      brewing_time: 180,
    };
    const pourOver = await write(USER_PAGES.userBrewingDefault, {
      brewing_type: 'DRP',
      brewing_name: 'Morning pour-over',
      brewing_name_locale: '아침 핸드드립',
      brewing_public: false,
      brewing_use: true,
      ...recipe,
    });
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    await write(USER_PAGES.userBrewingResult, {
      brewing_result_date: day(0),
      brewing_seq: pourOver.brewing_seq,
      coffeebean_name: 'Ethiopia Guji natural',
      coffeebean_name_locale: '에티오피아 구지 내추럴',
      blending_result_date: day(-10),
      brewing_satis: 9,
      brewing_public: false,
      brewing_result_main: true,
      ...recipe,
    });
    // The House Blend lot's public QR serial, as the note form's serial check reads it (002 §2.9, §4).
    const serial = await this.rows.firstLotSerial();
    if (!serial) return;
    // The single country code is the server's to set from the list (read-only on the note).
    const { cupnote_country_code: _code, ...bean } = await noteFromSerial(this.beans, 'RSTRDT', serial, user);
    await write(USER_PAGES.userCupnote, {
      ...bean,
      cupnote_place: 'HOME',
      cupnote_date: day(0),
      cupnote_main: true,
      cupnote_satis: 9,
      cupnote_satis_detail: 'Sweet and round; better as it cools.',
      cupnote_balance_point: 8,
      cupnote_aroma_point: 7,
      cupnote_sweetness_point: 8,
      cupnote_body_point: 6,
      cupnote_flavor_point: 8,
      cupnote_acidity_point: 5,
      cupnote_flavor_wheel_use: true,
      cupnote_flavor_list: ['FL070201', 'FL080103'],
      brewing_result_use: true,
      brewing_seq: pourOver.brewing_seq,
      ...recipe,
    });
  }
}
