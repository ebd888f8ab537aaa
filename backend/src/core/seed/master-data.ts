import * as isoCountries from 'i18n-iso-countries';
import type { EntityManager } from 'typeorm';
import { toDbTime } from '../entity/sql';
import { COFFEE_PRODUCER_CODES, COFFEE_PRODUCER_FILTER } from './codes/countries';
import { countryNames, isoAlpha2Codes } from './codes/country-names';
import { VARIETY_GROUP } from './codes/variety';
import { MasterDataRepository } from './master-data.repository';

/** Coffee regions per origin (English, Korean), the demo content of the Region page (001 §3). */
export const DEMO_REGIONS: Record<string, Array<[string, string]>> = {
  ETH: [
    ['Yirgacheffe', '예가체프'],
    ['Sidama', '시다마'],
    ['Guji', '구지'],
    ['Harrar', '하라르'],
    ['Limu', '리무'],
    ['Jimma', '짐마'],
    ['Kaffa', '카파'],
    ['Bench Maji', '벤치 마지'],
    ['West Arsi', '웨스트 아르시'],
    ['Gedeo', '게데오'],
  ],
  KEN: [
    ['Nyeri', '니에리'],
    ['Kirinyaga', '키리냐가'],
    ["Murang'a", '무랑가'],
    ['Embu', '엠부'],
    ['Kiambu', '키암부'],
    ['Meru', '메루'],
    ['Machakos', '마차코스'],
    ['Nakuru', '나쿠루'],
  ],
  COL: [
    ['Huila', '우일라'],
    ['Nariño', '나리뇨'],
    ['Cauca', '카우카'],
    ['Antioquia', '안티오키아'],
    ['Tolima', '톨리마'],
    ['Quindío', '킨디오'],
    ['Caldas', '칼다스'],
    ['Risaralda', '리사랄다'],
    ['Santander', '산탄데르'],
    ['Boyacá', '보야카'],
  ],
  BRA: [
    ['Sul de Minas', '술 데 미나스'],
    ['Cerrado Mineiro', '세하도 미네이루'],
    ['Mogiana', '모지아나'],
    ['Chapada Diamantina', '샤파다 디아만치나'],
    ['Espírito Santo', '이스피리투산투'],
    ['Matas de Minas', '마타스 데 미나스'],
    ['Bahia', '바이아'],
  ],
  GTM: [
    ['Antigua', '안티구아'],
    ['Huehuetenango', '우에우에테낭고'],
    ['Atitlán', '아티틀란'],
    ['Cobán', '코반'],
    ['Fraijanes', '프라이하네스'],
    ['San Marcos', '산마르코스'],
    ['Acatenango', '아카테낭고'],
    ['Nuevo Oriente', '누에보 오리엔테'],
  ],
  CRI: [
    ['Tarrazú', '타라주'],
    ['West Valley', '웨스트 밸리'],
    ['Central Valley', '센트럴 밸리'],
    ['Tres Ríos', '트레스 리오스'],
    ['Brunca', '브룽카'],
    ['Orosi', '오로시'],
    ['Turrialba', '투리알바'],
    ['Guanacaste', '과나카스테'],
  ],
  PAN: [
    ['Boquete', '보케테'],
    ['Volcán', '볼칸'],
    ['Renacimiento', '레나시미엔토'],
  ],
  HND: [
    ['Santa Bárbara', '산타 바르바라'],
    ['Copán', '코판'],
    ['Marcala', '마르칼라'],
    ['Comayagua', '코마야과'],
    ['El Paraíso', '엘 파라이소'],
  ],
  IDN: [
    ['Aceh (Gayo)', '아체 (가요)'],
    ['North Sumatra', '북수마트라'],
    ['Java', '자바'],
    ['Sulawesi (Toraja)', '술라웨시 (토라자)'],
    ['Bali', '발리'],
    ['Flores', '플로레스'],
  ],
  RWA: [
    ['Nyamasheke', '냐마셰케'],
    ['Huye', '후예'],
    ['Rulindo', '룰린도'],
    ['Gakenke', '가켄케'],
  ],
  BDI: [
    ['Kayanza', '카얀자'],
    ['Ngozi', '응고지'],
    ['Muramvya', '무람비아'],
  ],
  PER: [
    ['Cajamarca', '카하마르카'],
    ['Amazonas', '아마소나스'],
    ['Junín', '후닌'],
    ['Cusco', '쿠스코'],
    ['Puno', '푸노'],
  ],
  USA: [
    ['Kona', '코나'],
    ['Kaʻū', '카우'],
  ],
  YEM: [
    ['Haraz', '하라즈'],
    ['Bani Matar', '바니 마타르'],
  ],
};

/**
 * Demo master data: every ISO country (English name, Korean nick, producer filter) and the coffee
 * regions above, enough rows to page through the admin lists, and the varieties of code group VRT
 * (species from the code's filter). Only into empty tables, so admin
 * edits survive restarts. Registration times step by one second so the default order is stable.
 */
export async function seedMasterData(tx: EntityManager, now = new Date()): Promise<void> {
  const tables = new MasterDataRepository(tx);
  const stamp = (i: number) => toDbTime(new Date(now.getTime() - 1_000_000 + i * 1000));
  const audit = (i: number) => ({
    rgst_user: null,
    rgst_by: 'system',
    rgst_at: stamp(i),
    edit_user: null,
    edit_by: 'system',
    edit_at: stamp(i),
  });
  if (await tables.isEmpty('country')) {
    const producers = new Set(COFFEE_PRODUCER_CODES);
    const rows = isoAlpha2Codes()
      .map((alpha2) => ({ alpha2, alpha3: isoCountries.alpha2ToAlpha3(alpha2) ?? alpha2, names: countryNames(alpha2) }))
      .sort((a, b) => a.names.en.localeCompare(b.names.en, 'en'))
      .map(({ alpha2, alpha3, names }, i) => ({
        country_id: alpha3,
        country_name: names.en,
        country_nick: names.kr,
        country_code2: alpha2,
        country_code1: isoCountries.alpha2ToNumeric(alpha2) ?? null,
        country_filter: producers.has(alpha3) ? COFFEE_PRODUCER_FILTER : null,
        country_use: 1,
        ...audit(i),
      }));
    await tables.insert('country', rows);
  }
  if (await tables.isEmpty('region')) {
    const rows = Object.entries(DEMO_REGIONS).flatMap(([country, list]) =>
      list.map(([name, nameKr]) => ({
        region_country: country,
        region_parent_seq: null,
        region_code: null,
        region_name: name,
        region_name_locale: nameKr,
        region_use: 1,
      })),
    );
    await tables.insert(
      'region',
      rows.map((r, i) => ({ ...r, ...audit(i) })),
    );
  }
  if (await tables.isEmpty('variety')) {
    const rows = VARIETY_GROUP.codes.map((c, i) => ({
      species_type: c.filter ?? null,
      variety_id: c.code_id,
      variety_name: c.name,
      variety_name_kr: c.name_kr,
      variety_disp: 1,
      variety_use: 1,
      ...audit(i),
    }));
    await tables.insert('variety', rows);
  }
}
