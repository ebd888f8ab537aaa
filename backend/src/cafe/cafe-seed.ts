import { CAFE_PAGES } from '@beantrail/contracts';
import { Injectable } from '@nestjs/common';
import { audit, CafeEntity } from '../core/database/entities';
import { seedDemoEvents } from '../core/organisation/event-seed';
import { DemoSeed } from '../core/seed/demo-seed';
import { demoUser, demoWriter } from '../core/seed/demo-writer';

/**
 * Demo data of the cafe area (demo mode only, idempotent): "Demo Cafe" has an espresso machine and
 * a grinder, buys one bean from a roastery outside BeanTrail, typed in by hand, has received one lot
 * of it, brewed one shot with its house espresso recipe and noted the bean's quality (QC note). The demo
 * roastery's House Blend is left unregistered, so its QR codes show the registration flow.
 * Saved through the generic handlers, with the same checks and derived values as a user's save.
 */
@Injectable()
export class CafeSeed extends DemoSeed {
  protected async seed(): Promise<void> {
    await this.storyCafe();
    await seedDemoEvents(this.rows, this.entities, 'cafe', 'Demo Cafe', 'cafe');
    const cafe = await this.rows.orgSeq('cafe', 'Demo Cafe');
    const owner = await this.rows.user('cafe');
    if (cafe === undefined || !owner) return;
    if (await this.rows.hasRows('cafe_coffeebean', 'cafe_seq', cafe)) return;
    const write = demoWriter(this.entities, demoUser(owner), { scope: 'cafe', seq: cafe, role: 'OWN' });
    await write(CAFE_PAGES.cafeEquip, {
      equip_type: 'ESP',
      equip_name: 'Two-group espresso machine',
      equip_name_locale: '2그룹 에스프레소 머신',
      equip_use: true,
    });
    await write(CAFE_PAGES.cafeEquip, {
      equip_type: 'GRND',
      equip_name: 'Flat-burr grinder',
      equip_name_locale: '플랫 버 그라인더',
      equip_zero_point: 0,
      equip_use: true,
    });
    const bean = await write(CAFE_PAGES.coffeebeanDefault, {
      coffeebean_name: 'Kenya Nyeri AA',
      coffeebean_name_locale: '케냐 니에리 AA',
      store_name: 'Hill Top Roasters',
      store_name_locale: '힐탑 로스터스',
      coffeebean_single_origin: true,
      coffeebean_use: true,
      coffeebean_country_list: ['KEN'],
      coffeebean_process_list: ['WSH'],
      coffeebean_region_etc: 'Nyeri',
      coffeebean_farm_etc: 'Gatomboya factory',
      coffeebean_desc: 'Blackcurrant, grapefruit, a syrupy body.',
      public_stage_cafe: 'DTL',
      public_stage_customer: 'NRML',
      public_stage_normal: 'LST',
    });
    const today = new Date().toISOString().slice(0, 10);
    // Mass in g ×10: one 1 kg bag.
    const lot = await write(CAFE_PAGES.coffeebeanReceived, {
      coffeebean_seq: bean.coffeebean_seq,
      received_date: today,
      received_div: 'BAG-1',
      received_mass: 10000,
      received_instock: true,
    });
    // A house espresso recipe (grinder ×100, masses g ×10, °C ×100) and one shot brewed with it.
    const recipe = {
      brewing_grinder_point: 250,
      brewing_bean_mass: 180,
      brewing_water_temp: 9300,
      brewing_mass: 360,
      brewing_time: 28,
    };
    const espresso = await write(CAFE_PAGES.cafeBrewingDefault, {
      brewing_type: 'ESP',
      brewing_name: 'House espresso',
      brewing_name_locale: '하우스 에스프레소',
      brewing_public: false,
      brewing_use: true,
      ...recipe,
    });
    await write(CAFE_PAGES.cafeBrewingResult, {
      brewing_result_date: today,
      brewing_seq: espresso.brewing_seq,
      coffeebean_seq: bean.coffeebean_seq,
      received_seq: lot.received_seq,
      brewing_satis: 8,
      brewing_public: false,
      brewing_result_main: true,
      ...recipe,
    });
    // The owner's QC note of the bean (002 §2.8), the main one.
    await write(CAFE_PAGES.cafeCupnote, {
      coffeebean_seq: bean.coffeebean_seq,
      cupnote_date: today,
      cupnote_main: true,
      cupnote_satis: 8,
      cupnote_satis_detail: 'Bright and juicy; keep the dose at 18 g.',
      cupnote_balance_point: 7,
      cupnote_aroma_point: 8,
      cupnote_sweetness_point: 7,
      cupnote_body_point: 6,
      cupnote_flavor_point: 8,
      cupnote_acidity_point: 9,
    });
  }

  /**
   * A second cafe, "Trailside Coffee Bar", that registered the House Blend from its cafe QR
   * and received its lot, so the lot's story page names the cafe that received it on first start
   * (its bean shows guests NRML: the cafe lets itself be named). Demo Cafe keeps the House Blend
   * unregistered for the QR registration flow.
   */
  private async storyCafe(): Promise<void> {
    const cafes = this.db.getRepository(CafeEntity);
    if (await cafes.findOne({ where: { cafe_name: 'Trailside Coffee Bar' } })) return;
    const lot = await this.rows.houseBlendCafeUuids();
    const owner = await this.rows.user('cafe');
    if (!lot || !owner) return;
    const cafe = await cafes.save({
      cafe_name: 'Trailside Coffee Bar',
      cafe_name_locale: '트레일사이드 커피바',
      cafe_type: 'PRV',
      cafe_country: 'KOR',
      cafe_detail: null,
      ...audit(null),
    });
    const write = demoWriter(this.entities, demoUser(owner), {
      scope: 'cafe',
      seq: Number(cafe.cafe_seq),
      role: 'OWN',
    });
    const bean = await write(CAFE_PAGES.coffeebeanDefault, {
      coffeebean_name: 'BeanTrail House Blend',
      coffeebean_name_locale: '빈트레일 하우스 블렌드',
      store_name: 'Demo Roasters',
      store_name_locale: '데모 로스터스',
      coffeebean_single_origin: false,
      coffeebean_use: true,
      coffeebean_country_list: ['HTI', 'ETH'],
      blending_uuid: lot.blending_uuid_cafe,
      blending_info_use: true,
      blending_cupnote_use: true,
      public_stage_cafe: 'DTL',
      public_stage_customer: 'NRML',
      public_stage_normal: 'NRML',
    });
    await write(CAFE_PAGES.coffeebeanReceived, {
      coffeebean_seq: bean.coffeebean_seq,
      received_date: new Date().toISOString().slice(0, 10),
      received_div: 'BAG-1',
      received_mass: 20000,
      received_instock: true,
      blending_result_uuid: lot.blending_result_uuid_cafe,
    });
  }
}
