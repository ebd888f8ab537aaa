import { QC_PAGES, type RecordValues, type ScopeRole } from '@beantrail/contracts';
import { Injectable, Logger } from '@nestjs/common';
import { DemoSeed } from '../../core/seed/demo-seed';
import type { DemoUserRow } from '../../core/seed/demo-seed.repository';
import { demoUser, demoWriter } from '../../core/seed/demo-writer';
import { RECORD_COLUMNS } from './qc-sources';

/** Masses g ×10, temperatures °C ×100, pressure bar ×10, grinder ×100, flux g/s ×10 (000 §9). */
const ESPRESSO = {
  brewing_type: 'ESP',
  brewing_name: 'QC espresso 1:2',
  brewing_name_locale: 'QC 에스프레소 1:2',
  brewing_public: 0,
  brewing_use: 1,
  brewing_grinder_point: 250,
  brewing_bean_mass: 180,
  brewing_mass: 360,
  brewing_temp: 9350,
  brewing_bar: 90,
  brewing_term: 30,
  brewing_water: 'FLTR',
  brewing_step_use: 1,
  brewing_step1_term: 6,
  brewing_step1_mass: 20,
  brewing_step1_bar: 30,
  brewing_step1_flux: 3,
  brewing_step2_term: 28,
  brewing_step2_mass: 320,
  brewing_step2_bar: 90,
  brewing_step2_flux: 14,
  brewing_end_term: 30,
  brewing_end_mass: 360,
  brewing_wdt: 1,
  brewing_distributor: 1,
};
const CUPPING = {
  brewing_type: 'CPPG',
  brewing_name: 'SCA cupping',
  brewing_name_locale: 'SCA 커핑',
  brewing_public: 0,
  brewing_use: 1,
  brewing_grinder_point: 700,
  brewing_bean_mass: 83,
  brewing_mass: 1500,
  brewing_temp: 9300,
  brewing_term: 240,
  brewing_water: 'FLTR',
};
/** A brew made with a recipe: its record values, its type as the brew's (as the recipe copy does). */
const brewOf = (recipe: RecordValues): RecordValues => ({
  ...Object.fromEntries(RECORD_COLUMNS.filter((c) => c in recipe).map((c) => [c, recipe[c]])),
  brewing_result_type: recipe.brewing_type,
});
const points = (acidity: number, aroma: number, balance: number, body: number, flavor: number, sweetness: number) => ({
  cupnote_acidity_point: acidity,
  cupnote_aroma_point: aroma,
  cupnote_balance_point: balance,
  cupnote_body_point: body,
  cupnote_flavor_point: flavor,
  cupnote_sweetness_point: sweetness,
});

/**
 * Demo QC notes (demo mode, once): two QC recipes, two brewing cup notes of the House Blend lot (the
 * owner's main cupping with flavors on the wheel, and a staff member's espresso with its step
 * record), one note of the single-origin roast, the blend's target profile and the manager's note
 * of a green-bean arrival sample, so none of the QC screens is empty on first start.
 * Saved through the generic handlers, with the same checks and derived values as a user's save.
 */
@Injectable()
export class QcSeed extends DemoSeed {
  private readonly logger = new Logger('QcSeed');

  protected async seed(): Promise<void> {
    const seq = await this.rows.orgSeq('roaster', 'Demo Roasters');
    if (seq === undefined) return;
    if (await this.rows.hasRows('roaster_qc_brewing_default', 'roaster_seq', seq)) return;
    const subjects = await this.rows.qcSubjects(seq);
    const owner = await this.rows.user('roaster');
    const manager = await this.rows.user('roaster.mng');
    const staff = await this.rows.user('roaster.staff');
    if (!subjects || !owner || !manager || !staff) return;
    const { lot, roast, bean, blend } = subjects;
    const as = (user: DemoUserRow, role: ScopeRole) =>
      demoWriter(this.entities, demoUser(user), { scope: 'roaster', seq, role });
    const byOwner = as(owner, 'OWN');
    const byStaff = as(staff, 'ROASTER');
    const byManager = as(manager, 'MNG');

    const cupping = await byOwner(QC_PAGES.qcBrewingDefault, CUPPING);
    const espresso = await byOwner(QC_PAGES.qcBrewingDefault, ESPRESSO);
    const date = String(lot.blending_result_date).slice(0, 10);
    const lotNote = {
      cupnote_date: date,
      blending_result_month: date.slice(0, 7),
      blending_result_seq: lot.blending_result_seq,
      brewing_result_use: 1,
    };
    await byOwner(QC_PAGES.qcBlendingResult, {
      ...lotNote,
      cupnote_name: 'House Blend – release cupping',
      cupnote_name_locale: '하우스 블렌드 – 출고 커핑',
      cupnote_main: 1,
      cupnote_satis: 8,
      ...points(8, 9, 8, 7, 8, 8),
      cupnote_satis_detail: 'Milk chocolate and red apple; clean, sweet finish. Release as is.',
      cupnote_flavor_wheel_use: 1,
      cupnote_flavor_list: ['FL010306', 'FL070201', 'FL0801'],
      cupnote_flavor_wheel_rotate: 0,
      cupnote_aftertaste_list: ['CLN', 'SWT'],
      cupnote_texture_list: ['SMTH'],
      cupnote_feeling_list: ['BLNC'],
      brewing_seq: cupping.brewing_seq,
      ...brewOf(CUPPING),
      inside_air: 2200,
      inside_hum: 450,
    });
    await byStaff(QC_PAGES.qcBlendingResult, {
      ...lotNote,
      cupnote_name: 'House Blend – espresso check',
      cupnote_name_locale: '하우스 블렌드 – 에스프레소 점검',
      cupnote_satis: 7,
      ...points(6, 8, 7, 8, 7, 7),
      cupnote_satis_detail: 'Heavy body, a little sharp at 28 s; try one step finer.',
      brewing_seq: espresso.brewing_seq,
      ...brewOf(ESPRESSO),
    });
    await byOwner(QC_PAGES.qcRoasting, {
      cupnote_date: date,
      roasting_result_year: roast.roasting_result_year,
      roasting_result_seq: roast.roasting_result_seq,
      cupnote_name: 'Haiti medium – first roast',
      cupnote_name_locale: '아이티 미디엄 – 첫 로스팅',
      cupnote_main: 1,
      cupnote_satis: 8,
      ...points(7, 8, 8, 7, 8, 9),
      cupnote_satis_detail: 'Caramel and cocoa; development looks right.',
      cupnote_flavor_wheel_use: 1,
      cupnote_flavor_list: ['FL0801', 'FL0702'],
      cupnote_aftertaste_list: ['LONG'],
    });
    await byOwner(QC_PAGES.qcBlending, {
      cupnote_date: date,
      blending_seq: blend.blending_seq,
      cupnote_name: 'House Blend – target profile',
      cupnote_name_locale: '하우스 블렌드 – 목표 프로파일',
      cupnote_main: 1,
      cupnote_satis: 9,
      ...points(7, 8, 9, 8, 8, 9),
      cupnote_satis_detail: 'What every lot should taste like: chocolate, red apple, a round body.',
      cupnote_flavor_wheel_use: 1,
      cupnote_flavor_list: ['FL0702', 'FL010306', 'FL0801'],
      cupnote_texture_list: ['ROND'],
    });
    await byManager(QC_PAGES.qcGreenbean, {
      cupnote_date: date,
      greenbean_year: bean.greenbean_year,
      greenbean_roaster_seq: bean.greenbean_roaster_seq,
      cupnote_name: 'Kochere – arrival sample',
      cupnote_name_locale: '코체레 – 입고 샘플',
      cupnote_satis: 9,
      ...points(9, 9, 8, 7, 9, 8),
      cupnote_satis_detail: 'Jasmine and bergamot; bright lemon acidity. Approve the lot.',
      cupnote_flavor_wheel_use: 1,
      cupnote_flavor_list: ['FL0902', 'FL010403'],
    });
    this.logger.log('demo QC notes created');
  }
}
