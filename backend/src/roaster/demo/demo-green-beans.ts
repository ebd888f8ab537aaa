import { GREENBEAN_ADMIN_PAGES, ROASTER_PAGES, type RecordValues } from '@beantrail/contracts';
import type { DemoWrite } from '../../core/seed/demo-writer';

/**
 * The two demo green beans as the catalogue and the roastery both list them: a washed Haiti and a
 * natural Ethiopia (its region the master data's Yirgacheffe when there is one), bought from `seller`.
 */
function demoBeans(seller: number, yirgacheffe: number | null): { haiti: RecordValues; ethiopia: RecordValues } {
  return {
    haiti: {
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
    },
    ethiopia: {
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
    },
  };
}

/** The demo beans in the catalogue, saved by the admin; their values, for the roastery's own copies. */
export async function catalogueBeans(
  asAdmin: DemoWrite,
  seller: number,
  yirgacheffe: number | null,
): Promise<{ haiti: RecordValues; ethiopia: RecordValues }> {
  const beans = demoBeans(seller, yirgacheffe);
  await asAdmin(GREENBEAN_ADMIN_PAGES.greenbeanDefaultAdmin, beans.haiti);
  await asAdmin(GREENBEAN_ADMIN_PAGES.greenbeanDefaultAdmin, beans.ethiopia);
  return beans;
}

/** The roastery's copies of the demo beans with this year's stock (g ×10: a 60 kg and a 30 kg bag). */
export async function stockedBeans(
  asOwner: DemoWrite,
  beans: { haiti: RecordValues; ethiopia: RecordValues },
  year: number,
): Promise<{ haiti: RecordValues; ethiopia: RecordValues }> {
  const haiti = await asOwner(ROASTER_PAGES.roasterGreenbean, beans.haiti);
  const ethiopia = await asOwner(ROASTER_PAGES.roasterGreenbean, beans.ethiopia);
  for (const [bean, mass] of [
    [haiti, 600000],
    [ethiopia, 300000],
  ] as const) {
    await asOwner(ROASTER_PAGES.roasterGreenbeanYear, {
      greenbean_year: year,
      greenbean_roaster_seq: bean.greenbean_roaster_seq,
      greenbean_instock: 1,
      greenbean_purchase_mass: mass,
      greenbean_use: 1,
    });
  }
  return { haiti, ethiopia };
}
