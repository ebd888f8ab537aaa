// Green-bean attributes: processing method (PRCS), export grade (BGRD) and grade
// detail (BQLT). Free-text "_etc" fields (spec 002 §5) cover anything not listed.
import { toCodes, type SeedCodeGroup } from './types';

export const PROCESS_GROUP: SeedCodeGroup = {
  id: 'PRCS',
  name: 'Process',
  name_kr: '가공 방식',
  codes: toCodes([
    ['WSH', 'Washed', '워시드(수세식)'],
    ['NAT', 'Natural', '내추럴(건식)'],
    ['HNY', 'Honey', '허니 프로세스'],
    ['WHNY', 'White honey', '화이트 허니'],
    ['YHNY', 'Yellow honey', '옐로 허니'],
    ['RHNY', 'Red honey', '레드 허니'],
    ['BHNY', 'Black honey', '블랙 허니'],
    ['PLNT', 'Pulped natural', '펄프드 내추럴'],
    ['SWSH', 'Semi-washed', '세미 워시드'],
    ['WTHL', 'Wet-hulled (Giling Basah)', '웻 헐링(길링 바사)'],
    ['DWSH', 'Double washed (Kenyan)', '더블 워시드(케냐식)'],
    ['ANA', 'Anaerobic fermentation', '무산소 발효(애너로빅)'],
    ['ANNT', 'Anaerobic natural', '무산소 내추럴'],
    ['ANWS', 'Anaerobic washed', '무산소 워시드'],
    ['CRBM', 'Carbonic maceration', '카보닉 매서레이션'],
    ['DFRM', 'Double fermentation', '이중 발효'],
    ['YST', 'Yeast inoculated fermentation', '효모 접종 발효'],
    ['LCTC', 'Lactic fermentation', '젖산 발효'],
    ['THSH', 'Thermal shock', '서멀 쇼크(열충격)'],
    ['INFS', 'Infused / co-fermented', '인퓨즈드(부재료 발효)'],
    ['MNSN', 'Monsooned', '몬순 처리'],
    ['AGED', 'Aged (barrel / warehouse)', '에이징(숙성)'],
    ['DCF', 'Decaffeinated', '디카페인'],
    ['EXPR', 'Experimental', '실험적 가공'],
    ['ETC', 'Other process', '기타 가공'],
  ]),
};

// Export grades as printed on origin lots: a mix of national schemes (defect count,
// screen size, altitude). Names carry the scheme so "AA" is not read as a score.
export const GRADE_GROUP: SeedCodeGroup = {
  id: 'BGRD',
  name: 'Grade',
  name_kr: '등급',
  codes: toCodes([
    // Defect-count grades (Ethiopia, Yemen, Indonesia, ...)
    ['G1', 'Grade 1 (G1)', 'G1 등급'],
    ['G2', 'Grade 2 (G2)', 'G2 등급'],
    ['G3', 'Grade 3 (G3)', 'G3 등급'],
    ['G4', 'Grade 4 (G4)', 'G4 등급'],
    ['G5', 'Grade 5 (G5)', 'G5 등급'],
    // Screen-size grades (Kenya, Tanzania, PNG, ...)
    ['AA', 'AA (screen 17-18)', 'AA 등급(스크린 17-18)'],
    ['AB', 'AB (screen 15-16)', 'AB 등급(스크린 15-16)'],
    ['PB', 'Peaberry (PB)', '피베리(PB)'],
    ['SPRM', 'Supremo (Colombia, screen 17+)', '수프리모(콜롬비아, 스크린 17+)'],
    ['EXCL', 'Excelso (Colombia, screen 15-16)', '엑셀소(콜롬비아, 스크린 15-16)'],
    ['UGQ', 'UGQ - Usual Good Quality (Colombia)', 'UGQ 등급(콜롬비아)'],
    ['NY2', 'NY 2 (Brazil)', 'NY 2 등급(브라질)'],
    ['NY3', 'NY 3 (Brazil)', 'NY 3 등급(브라질)'],
    // Altitude grades (Central America, Mexico)
    ['SHB', 'SHB - Strictly Hard Bean', 'SHB(스트릭틀리 하드 빈)'],
    ['HB', 'HB - Hard Bean', 'HB(하드 빈)'],
    ['SHG', 'SHG - Strictly High Grown', 'SHG(스트릭틀리 하이 그로운)'],
    ['HG', 'HG - High Grown', 'HG(하이 그로운)'],
    ['EP', 'EP - European Preparation', 'EP(유러피언 프레퍼레이션)'],
    // SCA green-grading classes
    ['SPCG', 'Specialty grade', '스페셜티 등급'],
    ['PRMG', 'Premium grade', '프리미엄 등급'],
    ['EXCG', 'Exchange grade', '익스체인지 등급'],
    ['BSTD', 'Below standard grade', '기준 미달 등급'],
    ['OFFG', 'Off grade', '오프 그레이드'],
    ['ETC', 'Other grade', '기타 등급'],
  ]),
};

// Assumption: "grade detail" = the lot's cup-quality band on the SCA 100-point
// cupping scale (SCA vocabulary: Outstanding / Excellent / Very Good), which is
// independent of the export grade above. Competition lots get their own entry.
export const GRADE_DETAIL_GROUP: SeedCodeGroup = {
  id: 'BQLT',
  name: 'Grade detail (cup score)',
  name_kr: '세부 등급(커핑 점수)',
  codes: toCodes([
    ['COE', 'Cup of Excellence lot', '컵 오브 엑셀런스(COE) 수상 로트'],
    ['SC90', 'Outstanding (90-100 points)', '아웃스탠딩(90점 이상)'],
    ['SC85', 'Excellent (85-89.99 points)', '엑설런트(85-89.99점)'],
    ['SC80', 'Very good specialty (80-84.99 points)', '스페셜티(80-84.99점)'],
    ['CMRC', 'Commercial (below 80 points)', '커머셜(80점 미만)'],
    ['UNSC', 'Not scored', '점수 미평가'],
  ]),
};
