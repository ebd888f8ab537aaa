import { PROFILE_STAGES, STAGE_PARTS } from '@beantrail/contracts';
import {
  BLEND_CHOICE,
  BLEND_LOSS_FIELDS,
  BLENDING_DATE,
  createPageLabels,
  entityTextTree,
  EQUIP_FIELDS,
  eventPageLabels,
  GREENBEAN_CHOICE_FIELDS,
  GREENBEAN_COPY,
  GREENBEAN_FIELDS,
  GREENBEAN_SECTIONS,
  GREENBEAN_YEAR_FIELDS,
  type LabelPair,
  type LabelPairs,
  memberProfileLabels,
  nameLabels,
  type PageLabels,
  PUBLIC_STAGE_FIELDS,
  QC_PAGE_LABELS,
  RECORD_NO,
  RECORD_YEAR,
  ROAST_CHOICE_FIELDS,
  ROASTING_DATE,
  ROASTING_LOSS,
  roasterCafeLabels,
  staffPageLabels,
  type TextTree,
} from '@beantrail/mf-shared/pure';
import { PART_LABELS, STAGE_LABELS } from './profile/profile-texts';

/**
 * Labels of the roaster pages (namespace `roaster`, keys `entity.<page>.…`, GUIDE §1; meaning from
 * spec 001 §3–§5). Each label is written once as [kr, en], so neither language can miss one.
 */
type Pair = LabelPair;
type Fields = LabelPairs;
const names = nameLabels;

/** Who may see the record publicly (001 §3, code group PBST): the roastery's stage and the shared ones. */
const PUBLIC_STAGES: Fields = {
  public_stage_roaster: ['공개 범위(로스터리)', 'Visibility (roastery)'],
  ...PUBLIC_STAGE_FIELDS,
};

/** Values more than one roaster page shows alike. */
const ROASTED_MASS: Fields = { roasting_mass: ['원두 중량', 'Roasted mass'] };
const RECIPE_CHOICE: Fields = { roasting_seq: ['로스팅 레시피', 'Roast recipe'] };
const BLEND_TOTAL: Fields = { blending_total_mass: ['총 중량', 'Total mass'] };
const BLEND_USE: Fields = { blending_use: ['사용', 'In use'] };

/** The unique values of the combined beans, derived by the server (001 §5). */
const aggregates = (p: string): Fields => ({
  [`${p}_country_list`]: ['생산국', 'Countries of origin'],
  [`${p}_grade_list`]: ['등급', 'Grades'],
  [`${p}_grade_detail_list`]: ['세부 등급', 'Grade details'],
  [`${p}_variety_list`]: ['품종', 'Varieties'],
  [`${p}_variety_etc`]: ['품종(직접 입력)', 'Varieties (entered directly)'],
  [`${p}_process_list`]: ['가공 방식', 'Processes'],
  [`${p}_process_etc`]: ['가공 방식(직접 입력)', 'Processes (entered directly)'],
});

/** The green-bean rows of a roasting (sublist `greenbean_rows`, 001 §3). */
const GREENBEAN_ROWS: Fields = {
  greenbean_rows: ['생두 구성', 'Green bean combination'],
  roasting_greenbean_seq: ['구성 번호', 'Row no.'],
  ...GREENBEAN_CHOICE_FIELDS,
  greenbean_mass: ['생두 투입량', 'Green bean mass'],
  greenbean_moisture: ['생두 수분', 'Green bean moisture'],
  greenbean_percent: ['비율', 'Ratio'],
  greenbean_order: ['순서', 'Order'],
  greenbean_total_mass: ['생두 총 투입량', 'Total green bean mass'],
};

/** The roasting rows of a blending (sublist `roasting_rows`, 001 §3). */
const ROASTING_ROWS: Fields = {
  roasting_rows: ['로스팅 구성', 'Roasting combination'],
  blending_roasting_seq: ['구성 번호', 'Row no.'],
  ...ROASTED_MASS,
  roasting_percent: ['비율', 'Ratio'],
  roasting_order: ['순서', 'Order'],
};

const LOSSES: Fields = { ...ROASTING_LOSS, roasting_organic_loss: ['유기물 손실률', 'Organic loss rate'] };

const PROFILE_USE: Fields = { roasting_profile_use: ['로스팅 프로파일 기록', 'Record roast profile'] };

/** The profile section (001 §3): 20 stages × six readings, the timer clocks and the log. */
function profileLabels(): Fields {
  const out: Record<string, Pair> = {
    pre_heating_start_at: ['예열 시작 시각', 'Pre-heat started at'],
    roasting_start_at: ['투입 시각', 'Roast started at'],
    roasting_chart_log: ['로스팅 로그', 'Roast log'],
  };
  for (const stage of PROFILE_STAGES) {
    const [kr, en] = STAGE_LABELS[stage];
    for (const part of STAGE_PARTS)
      out[`${stage}_${part}`] = [`${kr} ${PART_LABELS[part][0]}`, `${en} – ${PART_LABELS[part][1]}`];
  }
  return out;
}

/** Environment readings (001 §3): outside and inside 1–3, each air °C, humidity, pressure, distance. */
function environmentLabels(): Fields {
  const places: Record<string, Pair> = {
    outside: ['실외', 'Outside'],
    inside1: ['실내 1', 'Inside 1'],
    inside2: ['실내 2', 'Inside 2'],
    inside3: ['실내 3', 'Inside 3'],
  };
  const readings: Record<string, Pair> = {
    air: ['기온', 'air temp.'],
    hum: ['습도', 'humidity'],
    hpa: ['기압', 'air pressure'],
    dist: ['거리', 'distance'],
  };
  const out: Record<string, Pair> = {};
  for (const [place, [pk, pe]] of Object.entries(places)) {
    for (const [reading, [rk, re]] of Object.entries(readings))
      out[`${place}_${reading}`] = [`${pk} ${rk}`, `${pe} ${re}`];
  }
  return out;
}

const MACHINE: Fields = { roasting_machine_seq: ['로스터기', 'Roasting machine'] };
const BATCH_AUTO: Fields = { roasting_batch_auto: ['배치 번호 자동 생성', 'Generate batch no. automatically'] };
const SINGLE_ORIGIN: Fields = { roasting_single_origin: ['싱글 오리진', 'Single origin'] };

const ROASTING_SECTIONS: Fields = {
  greenbean: ['생두 구성', 'Green beans'],
  public: ['공개 범위', 'Visibility'],
  profileUse: ['로스팅 프로파일 사용', 'Use a roast profile'],
  profile: ['로스팅 프로파일', 'Roast profile'],
};

const PAGES: Record<string, PageLabels> = {
  roasterGreenbean: {
    title: ['생두 목록', 'Green bean list'],
    fields: {
      greenbean_roaster_seq: RECORD_NO,
      ...GREENBEAN_COPY,
      ...GREENBEAN_FIELDS,
    },
    sections: GREENBEAN_SECTIONS,
  },
  roasterGreenbeanYear: {
    title: ['연도별 생두', 'Green beans by year'],
    fields: {
      greenbean_roaster_seq: GREENBEAN_CHOICE_FIELDS.greenbean_roaster_seq,
      ...GREENBEAN_FIELDS,
      ...GREENBEAN_YEAR_FIELDS,
    },
    sections: GREENBEAN_SECTIONS,
  },
  roastingDefault: {
    title: ['로스팅 레시피', 'Roast recipes'],
    fields: {
      roasting_seq: RECORD_NO,
      ...names('roasting', ['로스팅', 'Roasting']),
      ...MACHINE,
      ...BATCH_AUTO,
      ...SINGLE_ORIGIN,
      roasting_desc: ['설명', 'Description'],
      roasting_use: ['사용', 'In use'],
      ...GREENBEAN_ROWS,
      ...PUBLIC_STAGES,
      ...PROFILE_USE,
      ...profileLabels(),
    },
    sections: ROASTING_SECTIONS,
  },
  roastingResult: {
    title: ['로스팅 기록', 'Roasts'],
    fields: {
      roasting_result_seq: RECORD_NO,
      ...RECIPE_CHOICE,
      roasting_name_locale: ['로스팅 이름(한국어)', 'Roasting name (Korean)'],
      roasting_name: ['로스팅 이름(영어)', 'Roasting name (English)'],
      roasting_result_year: RECORD_YEAR,
      ...ROASTING_DATE,
      ...BATCH_AUTO,
      roasting_batch_no: ['배치 번호', 'Batch no.'],
      roasting_step: ['진행 단계', 'Step'],
      roasting_instock: ['재고 있음', 'In stock'],
      ...MACHINE,
      roasting_roasting_auth: ['로스팅 담당자', 'Roasted by'],
      ...GREENBEAN_ROWS,
      greenbean_agtron: ['생두 아그트론', 'Green bean Agtron'],
      ...aggregates('greenbean'),
      ...SINGLE_ORIGIN,
      ...ROASTED_MASS,
      roasting_moisture: ['원두 수분', 'Roasted bean moisture'],
      roasting_agtron: ['원두 아그트론', 'Roasted bean Agtron'],
      ...LOSSES,
      // Roasted mass / 150 (001 §5 Derived values: "mass-per-batch divisor default 150"): a count of 150 g units, said in the label.
      roasting_mass_calc: ['계산 중량 (150 g 단위)', 'Calculated mass (150 g units)'],
      roasting_stock_mass: ['원두 재고', 'Roasted bean stock'],
      roasting_result_memo: ['메모', 'Notes'],
      ...environmentLabels(),
      ...PROFILE_USE,
      ...profileLabels(),
    },
    sections: { ...ROASTING_SECTIONS, result: ['로스팅 기록', 'Roast'], environment: ['환경', 'Environment'] },
  },
  blendingDefault: {
    title: ['블렌드', 'Blends'],
    fields: {
      blending_seq: RECORD_NO,
      ...names('blending', ['블렌딩', 'Blending']),
      ...BLEND_TOTAL,
      blending_single_origin: ['싱글 오리진', 'Single origin'],
      roasting_instock_change: ['원두 재고 차감', 'Deduct roasted bean stock'],
      blending_auth: ['작성자', 'Author'],
      blending_desc: ['설명', 'Description'],
      ...BLEND_USE,
      ...ROASTING_ROWS,
      ...RECIPE_CHOICE,
      ...PUBLIC_STAGES,
      blending_uuid_str: ['소비자용 QR', 'Consumer QR'],
      blending_uuid_cafe: ['카페 입고용 QR', 'Cafe receiving QR'],
    },
    sections: {
      roasting: ['로스팅 구성', 'Roastings'],
      public: ['공개 범위', 'Visibility'],
      qr: ['QR 코드', 'QR codes'],
    },
  },
  blendingResult: {
    title: ['블렌드 로트', 'Lots'],
    fields: {
      blending_result_year: RECORD_YEAR,
      blending_result_seq: RECORD_NO,
      ...BLEND_CHOICE,
      blending_name_locale: ['블렌딩 이름(한국어)', 'Blending name (Korean)'],
      blending_name: ['블렌딩 이름(영어)', 'Blending name (English)'],
      ...BLENDING_DATE,
      blending_instock: ['재고 있음', 'In stock'],
      ...BLEND_USE,
      blending_result_desc: ['설명', 'Description'],
      ...BLEND_TOTAL,
      ...BLEND_LOSS_FIELDS,
      ...aggregates('blending'),
      ...ROASTING_ROWS,
      ...RECIPE_CHOICE,
      ...ROAST_CHOICE_FIELDS,
      ...LOSSES,
      blending_result_uuid_str: ['소비자용 QR', 'Consumer QR'],
      blending_result_uuid_cafe: ['카페 입고용 QR', 'Cafe receiving QR'],
    },
    sections: { roasting: ['로스팅 구성', 'Roastings'], qr: ['QR 코드', 'QR codes'] },
  },
  roasterEquip: {
    title: ['장비 목록', 'Equipment list'],
    fields: {
      roaster_equip_seq: RECORD_NO,
      ...EQUIP_FIELDS,
    },
  },
  roasterCreate: createPageLabels('roaster'),
  roasterUser: staffPageLabels('roaster', 'user'),
  roasterUserSignUp: staffPageLabels('roaster', 'signup'),
  roasterUserEtc: staffPageLabels('roaster', 'etc'),
  roasterEvent: eventPageLabels(),
  roasterCafe: roasterCafeLabels('cafe'),
  roasterCafeRegister: roasterCafeLabels('register'),
  roasterCafeEtc: roasterCafeLabels('etc'),
  ...QC_PAGE_LABELS,
  roasterUserInfo: memberProfileLabels('roaster'),
};

/** The `entity` tree of one language. */
export function entityTexts(locale: 'kr' | 'en'): TextTree {
  return entityTextTree(PAGES, locale);
}
