import { BREWING_STEP_KEYS, STEP_PARTS, stepField } from '@beantrail/contracts';
import {
  BLEND_CHOICE,
  BLEND_LOSS_FIELDS,
  BLENDING_DATE,
  ROAST_CHOICE_FIELDS,
  ROASTING_DATE,
  ROASTING_LOSS,
} from './lot-labels';
import {
  BREW_AMOUNT_FIELDS,
  BREWING_ENVIRONMENT_FIELDS,
  BREWING_PUBLIC,
  DAYS_SINCE_BLENDING,
  DAYS_SINCE_ROASTING,
  QC_BREW_SWITCH,
  QC_RECIPE_CHOICE,
  QC_RECIPE_LAST_FIELDS,
  RECIPE_HEAD_FIELDS,
} from './brewing-labels';
import { CUPNOTE_FIELDS, CUPNOTE_NAME_FIELDS, QC_FLAVOR_WHEEL_FIELDS } from './cupnote-labels';
import { GREENBEAN_CHOICE_FIELDS } from './greenbean-labels';
import type { LabelPair, LabelPairs, PageLabels } from './entity-labels';

/**
 * Labels of the roaster's QC screens (contracts `page/roaster/qc`; 001 §2, §3), [kr, en]: the cup
 * note's fields, the QC brewing record and the five pages. Used by mf-roaster's entity texts.
 */

// A step's mass is what that step added (001 §5 adds them up for the cumulative mass); the end's is
// the final mass. "추출량" on every step read as the scale's reading (phone review).
const PART: Record<(typeof STEP_PARTS)[number], LabelPair> = {
  term: ['시간(초)', 'time (s)'],
  mass: ['추가량', 'added'],
  bar: ['압력', 'pressure'],
  flux: ['유량', 'flow'],
};
const END_MASS: LabelPair = ['종료 최종 추출량', 'End: final mass'];

function stepLabels(): LabelPairs {
  const out: Record<string, LabelPair> = {};
  BREWING_STEP_KEYS.forEach((step, i) => {
    const [kr, en] = step === 'end' ? ['종료', 'End'] : [`${i + 1}단계`, `Step ${i + 1}`];
    for (const part of STEP_PARTS)
      out[stepField(step, part)] =
        step === 'end' && part === 'mass' ? END_MASS : [`${kr} ${PART[part][0]}`, `${en} ${PART[part][1]}`];
  });
  return out;
}

/** The step table (contracts `brewingStepsSection`): the QC brewing record's and the user's coffee note's. */
export const STEP_FIELDS: LabelPairs = {
  brewing_step_use: ['단계별 기록', 'Record the steps'],
  brewing_start_time: ['추출 시작 시각', 'Brew started at'],
  ...stepLabels(),
  brewing_result_total: ['총량(원두+추출)', 'Total (dose + beverage)'],
  brewing_result_calc: ['계산 추출량', 'Calculated mass'],
};
export const STEP_SECTION: LabelPairs = { steps: ['단계별 추출', 'Steps'] };

/** The QC brewing record (001 §3 "Brewing record fields"). */
export const QC_RECORD_FIELDS: LabelPairs = {
  ...BREW_AMOUNT_FIELDS,
  brewing_temp: ['물 온도', 'Water temperature'],
  brewing_bar: ['추출 압력', 'Brew pressure'],
  brewing_term: ['추출 시간(초)', 'Brew time (s)'],
  brewing_machine_seq: ['추출 기구', 'Brewer'],
  brewing_grinder_seq: ['그라인더', 'Grinder'],
  brewing_water: ['물', 'Water'],
  brewing_water_hardness: ['경도', 'Hardness'],
  brewing_water_alkalinity: ['알칼리도', 'Alkalinity'],
  brewing_water_tds: ['물 TDS', 'Water TDS'],
  ...STEP_FIELDS,
  brewing_detail_use: ['분쇄 세부 기록', 'Record grinding details'],
  brewing_grinder_zero: ['그라인더 영점', 'Grinder zero point'],
  brewing_grinder_rpm: ['그라인더 RPM', 'Grinder RPM'],
  brewing_grinder_time: ['분쇄 시간', 'Grinding time'],
  brewing_rdt: ['RDT(분무)', 'RDT (water spritz)'],
  brewing_shower: ['샤워 스크린', 'Shower screen'],
  brewing_basket: ['바스켓', 'Basket'],
  brewing_temper: ['탬퍼', 'Tamper'],
  brewing_wdt: ['WDT', 'WDT'],
  brewing_distributor: ['디스트리뷰터', 'Distributor'],
  brewing_temping_bar: ['탬핑 압력', 'Tamping force'],
};

const RECORD_SECTIONS: LabelPairs = {
  record: ['추출 기록', 'Brewing record'],
  ...STEP_SECTION,
  grinder: ['분쇄 세부', 'Grinding details'],
  espresso: ['에스프레소 세부', 'Espresso details'],
};

/** What every QC note shows (001 §3 "Cupnote", "Scoring"). */
const NOTE_FIELDS: LabelPairs = {
  ...CUPNOTE_FIELDS,
  ...CUPNOTE_NAME_FIELDS,
  ...QC_FLAVOR_WHEEL_FIELDS,
  cupnote_flavor_wheel_simple: ['간단히 보기', 'Simple wheel'],
  cupnote_flavor_wheel_reverse: ['거꾸로 보기', 'Reversed wheel'],
  cupnote_flavor_wheel_rotate: ['휠 회전', 'Wheel rotation'],
  cupnote_etc_list: ['기타 메모 태그', 'Other tags'],
  cupnote_desc: ['설명', 'Description'],
  ...BREWING_ENVIRONMENT_FIELDS,
  condition_air: ['보관 온도', 'Storage temp.'],
  condition_hum: ['보관 습도', 'Storage humidity'],
};

const NOTE_SECTIONS: LabelPairs = {
  taste: ['맛 평가', 'Scoring'],
  wheel: ['플레이버 휠', 'Flavor wheel'],
  tags: ['후미 · 질감 · 느낌', 'Aftertaste, texture, feeling'],
  environment: ['환경', 'Environment'],
  memo: ['설명', 'Description'],
};

/** The lot of a note (001 §3 blending_*; §4 "blending results only after a month"). */
const LOT_FIELDS: LabelPairs = {
  blending_result_month: ['블렌딩 월', 'Blending month'],
  blending_result_seq: ['블렌드 로트', 'Lot'],
  blending_result_year: ['로트 연도', 'Lot year'],
  ...BLENDING_DATE,
  ...DAYS_SINCE_BLENDING,
  ...BLEND_LOSS_FIELDS,
  ...BLEND_CHOICE,
};

const LOT_TOOLTIPS: LabelPairs = {
  blending_result_seq: [
    '먼저 달을 고르면 그 달의 로트가 나옵니다. 괄호 안은 이미 쓴 커핑 노트 수입니다',
    'Choose the month first to see its lots; the number in brackets is how many cup notes each has',
  ],
};

export const QC_PAGE_LABELS: Record<string, PageLabels> = {
  qcBlendingResult: {
    title: ['추출 커핑 노트', 'Brewing cup notes'],
    fields: {
      ...NOTE_FIELDS,
      ...LOT_FIELDS,
      ...QC_RECORD_FIELDS,
      ...QC_BREW_SWITCH,
      ...BREWING_PUBLIC,
      ...QC_RECIPE_CHOICE,
      brewing_result_type: ['추출 방식', 'Brewing method'],
    },
    sections: { ...NOTE_SECTIONS, ...RECORD_SECTIONS, brewing: ['추출', 'Brew'], recipe: ['레시피', 'Recipe'] },
    tooltips: {
      ...LOT_TOOLTIPS,
      brewing_seq: [
        '레시피를 고르면 그 값이 추출 기록에 복사됩니다',
        'Choosing a recipe copies its values into the record',
      ],
    },
  },
  qcBlending: {
    title: ['블렌딩 QC', 'Blend QC notes'],
    fields: { ...NOTE_FIELDS, ...LOT_FIELDS },
    sections: NOTE_SECTIONS,
    tooltips: {
      ...LOT_TOOLTIPS,
      blending_result_month: [
        '특정 로트의 노트라면 달과 로트를 고릅니다(선택)',
        'For a note of one lot, choose its month and lot (optional)',
      ],
    },
  },
  qcRoasting: {
    title: ['로스팅 QC', 'Roast QC notes'],
    fields: {
      ...NOTE_FIELDS,
      ...ROAST_CHOICE_FIELDS,
      ...ROASTING_DATE,
      ...DAYS_SINCE_ROASTING,
      ...ROASTING_LOSS,
    },
    sections: NOTE_SECTIONS,
    tooltips: {
      roasting_result_seq: ['먼저 연도를 고르면 그해의 로스팅이 나옵니다', 'Choose the year first to see its roasts'],
    },
  },
  qcGreenbean: {
    title: ['생두 QC', 'Green bean QC notes'],
    fields: { ...NOTE_FIELDS, ...GREENBEAN_CHOICE_FIELDS },
    sections: NOTE_SECTIONS,
    tooltips: {
      greenbean_roaster_seq: [
        '연도와 생두는 저장한 뒤 바꿀 수 없습니다',
        'The year and the bean cannot change once saved',
      ],
    },
  },
  qcBrewingDefault: {
    title: ['QC 추출 레시피', 'QC brewing recipes'],
    fields: {
      ...RECIPE_HEAD_FIELDS,
      brewing_type_etc: ['추출 방식(직접 입력)', 'Brewing method (entered directly)'],
      ...QC_RECORD_FIELDS,
      ...QC_RECIPE_LAST_FIELDS,
    },
    sections: { ...RECORD_SECTIONS, last: ['이 레시피의 마지막 커핑', 'Last cup note with this recipe'] },
  },
};
