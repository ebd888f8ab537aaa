// Coffee species (SPC, the Variety entity's species_type, spec 001 §3) and the
// variety list (VRT). A VRT code's `filter` is its SPC code, so a species picker can
// narrow the variety list. The UI sorts VRT by name in the current language (spec
// 000 §9), so the row order below only groups related cultivars.
import { toCodes, type SeedCodeGroup } from './types';

export const SPECIES_GROUP: SeedCodeGroup = {
  id: 'SPC',
  name: 'Coffee species',
  name_kr: '커피 종',
  codes: toCodes([
    ['ARB', 'Arabica (Coffea arabica)', '아라비카'],
    ['CNP', 'Robusta (Coffea canephora)', '로부스타(카네포라)'],
    ['LBR', 'Liberica (Coffea liberica)', '리베리카'],
    // Taxonomically now C. liberica var. dewevrei, but still traded as its own name.
    ['EXC', 'Excelsa (Coffea liberica var. dewevrei)', '엑셀사'],
    ['STN', 'Stenophylla (Coffea stenophylla)', '스테노필라'],
    ['EUG', 'Eugenioides (Coffea eugenioides)', '유제니오이데스'],
    ['HYB', 'Interspecific hybrid', '종간 교배종'],
    ['ETC', 'Other species', '기타 종'],
  ]),
};

export const VARIETY_GROUP: SeedCodeGroup = {
  id: 'VRT',
  name: 'Variety',
  name_kr: '품종',
  codes: toCodes([
    // Heirloom / Typica and Bourbon lineages
    ['TYP', 'Typica', '티피카', 'ARB'],
    ['BRB', 'Bourbon', '버번', 'ARB'],
    ['RBRB', 'Red Bourbon', '레드 버번', 'ARB'],
    ['YBRB', 'Yellow Bourbon', '옐로 버번', 'ARB'],
    ['OBRB', 'Orange Bourbon', '오렌지 버번', 'ARB'],
    ['PBRB', 'Pink Bourbon', '핑크 버번', 'ARB'],
    ['LRNA', 'Laurina (Bourbon Pointu)', '로리나(버번 푸앵튀)', 'ARB'],
    ['ETHL', 'Ethiopian Heirloom / Landrace', '에티오피아 토착종(에어룸)', 'ARB'],
    ['74110', 'Ethiopia 74110', '에티오피아 74110 품종', 'ARB'],
    ['74112', 'Ethiopia 74112', '에티오피아 74112 품종', 'ARB'],
    ['GSH', 'Geisha / Gesha', '게이샤(게샤)', 'ARB'],
    ['JAVA', 'Java', '자바', 'ARB'],
    ['SIDR', 'Sidra', '시드라', 'ARB'],
    ['WUSH', 'Wush Wush', '우시우시', 'ARB'],
    ['MOKA', 'Mokka', '모카 품종', 'ARB'],
    ['KENT', 'Kent', '켄트', 'ARB'],
    ['SL28', 'SL28', 'SL28 품종', 'ARB'],
    ['SL34', 'SL34', 'SL34 품종', 'ARB'],
    ['K7', 'K7 (Kenya)', 'K7 품종', 'ARB'],
    // Natural mutations and crosses within arabica
    ['CTR', 'Caturra', '카투라', 'ARB'],
    ['CTI', 'Catuai', '카투아이', 'ARB'],
    ['PCS', 'Pacas', '파카스', 'ARB'],
    ['VLSR', 'Villa Sarchi', '비야 사치', 'ARB'],
    ['MRGP', 'Maragogipe', '마라고지페', 'ARB'],
    ['PCMR', 'Pacamara', '파카마라', 'ARB'],
    ['MNDN', 'Mundo Novo', '문도 노보', 'ARB'],
    ['ACAI', 'Acaiá', '아카이아', 'ARB'],
    ['CHRS', 'Chiroso', '치로소', 'ARB'],
    // Timor-Hybrid derived (rust-resistant) cultivars
    ['CTMR', 'Catimor', '카티모르', 'ARB'],
    ['SRCM', 'Sarchimor', '사치모르', 'ARB'],
    ['CSTL', 'Castillo', '카스티요', 'ARB'],
    ['COLB', 'Colombia (variety)', '콜롬비아 품종', 'ARB'],
    ['TABI', 'Tabi', '타비', 'ARB'],
    ['RR11', 'Ruiru 11', '루이루 11', 'ARB'],
    ['BATN', 'Batian', '바티안', 'ARB'],
    ['S795', 'S795', 'S795 품종', 'ARB'],
    ['PRNM', 'Parainema', '파라이네마', 'ARB'],
    ['MRSL', 'Marsellesa', '마르셀레사', 'ARB'],
    ['ICTU', 'Icatu', '이카투', 'ARB'],
    ['OBTA', 'Obatã', '오바타', 'ARB'],
    ['CNTA', 'Centroamericano (H1)', '센트로아메리카노(H1)', 'ARB'],
    // Other species
    ['TMRH', 'Timor Hybrid', '티모르 하이브리드', 'HYB'],
    ['RBST', 'Robusta', '로부스타', 'CNP'],
    ['LBRC', 'Liberica', '리베리카', 'LBR'],
    ['EXCL', 'Excelsa', '엑셀사', 'EXC'],
    ['STNP', 'Stenophylla', '스테노필라', 'STN'],
    ['ETC', 'Other variety', '기타 품종'],
  ]),
};
