import { ROASTER_PAGES } from '@beantrail/contracts';
import { Injectable, Logger } from '@nestjs/common';
import { seedDemoEvents } from '../core/organisation/event-seed';
import { DemoSeed } from '../core/seed/demo-seed';
import { demoUser, demoWriter } from '../core/seed/demo-writer';
import { demoBlend } from './demo/demo-blend';
import { catalogueBeans, stockedBeans } from './demo/demo-green-beans';
import { demoRoasts } from './demo/demo-roasts';

/**
 * Demo data of the roaster area (demo mode only, idempotent): a seller and a machine maker, two
 * catalogue beans, and for "Demo Roasters" a machine, beans with this year's stock, a roasting
 * recipe, a roast, a blend and a blended lot. Everything after the companies is saved through the
 * generic handlers, so the seed gets the same checks, derived values and stock moves as a user.
 */
@Injectable()
export class RoasterSeed extends DemoSeed {
  private readonly logger = new Logger('RoasterSeed');

  protected async seed(): Promise<void> {
    await seedDemoEvents(this.rows, this.entities, 'roaster', 'Demo Roasters', 'roaster');
    const roaster = await this.rows.orgSeq('roaster', 'Demo Roasters');
    const owner = await this.rows.user('roaster');
    const admin = await this.rows.user('admin');
    if (roaster === undefined || !owner || !admin) return;
    if (await this.rows.hasRows('greenbean_roaster', 'roaster_seq', roaster)) return;
    const seller = await this.rows.company(
      'GBD',
      'Green Coffee Traders',
      '그린 커피 트레이더스',
      'https://shop.example/green-coffee',
    );
    const maker = await this.rows.company('EQD', 'Demo Roaster Works', '데모 로스터 웍스', null);
    const year = new Date().getUTCFullYear();
    const today = new Date().toISOString().slice(0, 10);
    // The beans' regions and farms for the lot's story page (a master-data region where there is one).
    const yirgacheffe = await this.rows.regionSeq('ETH', 'Yirgacheffe');
    const beans = await catalogueBeans(demoWriter(this.entities, demoUser(admin)), seller, yirgacheffe);

    const asOwner = demoWriter(this.entities, demoUser(owner), { scope: 'roaster', seq: roaster, role: 'OWN' });
    const machine = await asOwner(ROASTER_PAGES.roasterEquip, {
      equip_type: 'RSTR',
      equip_name: 'Drum roaster 1 kg',
      equip_name_locale: '1kg 드럼 로스터',
      equip_manufacture_seq: maker,
      equip_zero_point: 0,
      equip_use: 1,
    });
    const { haiti, ethiopia } = await stockedBeans(asOwner, beans, year);
    const roasts = await demoRoasts(asOwner, { machine, haiti, ethiopia, year, today });
    await demoBlend(asOwner, roasts, year, today);
    this.logger.log('demo roaster data created');
  }
}
