import { brewingDerived, type BrewingStep } from '../../brewing-calc';
import type { FieldDecl, RecordValues, SectionDecl } from '../../types';
import { roasterCodeSelect } from '../common';
import { COFFEE_TEMPERATURE } from '../../input-bounds';

/**
 * The QC brewing record (001 §3 "Brewing record fields … appear in the QC brewing record"), shared by
 * the QC brewing default (a recipe) and the brewing cup note (a brew of a lot): the recipe values,
 * steps 1–9 plus end (term, mass, bar, flux; the cumulative mass is calculated), water, grinder and
 * espresso details, each group shown by its use flag (001 §4 "toggling detail use, step detail,
 * espresso type … shows or hides sections"). Names follow 001 §3 (`brewing_temp`, `brewing_term`),
 * not the cafe's shorter recipe (`brewing_water_temp`, `brewing_time`).
 */
export const BREWING_STEPS = 9;
/** Step names in order: step1 … step9, end (001 §9 "Step count 10 (9 plus end)"). */
export const BREWING_STEP_KEYS: readonly string[] = [
  ...Array.from({ length: BREWING_STEPS }, (_, i) => `step${i + 1}`),
  'end',
];
export const STEP_PARTS = ['term', 'mass', 'bar', 'flux'] as const;
export type StepPart = (typeof STEP_PARTS)[number];
export const stepField = (step: string, part: StepPart) => `brewing_${step}_${part}`;

const num = (name: string, more: Partial<FieldDecl>): FieldDecl => ({ name, widget: 'number', ...more });
const mass = (name: string, max = 10000): FieldDecl =>
  num(name, { scale: 'mass', unit: 'g', minValue: 0, maxValue: max });
const derivedMass = (name: string): FieldDecl => ({ name, widget: 'number', scale: 'mass', unit: 'g', readOnly: true });
/** The roastery's equipment (001 §3 EQUIP), of one type when given. */
const equipSelect = (name: string, type?: string): FieldDecl =>
  roasterCodeSelect(
    name,
    '/api/roaster/item/equip/code',
    'roaster_equip_seq',
    'equip_name',
    type ? { source: { staticParams: { equip_type: type } } } : {},
  );

/** One step's four readings (term s, mass g ×10, pressure bar ×10, flux g/s ×10). */
function stepFields(step: string): FieldDecl[] {
  return [
    num(stepField(step, 'term'), { type: 'integer', unit: 's', minValue: 0, maxValue: 86400 }),
    mass(stepField(step, 'mass'), 100000),
    num(stepField(step, 'bar'), { scale: 'pressure', unit: 'bar', minValue: 0, maxValue: 20 }),
    num(stepField(step, 'flux'), { scale: 10, step: 0.1, unit: 'g/s', minValue: 0, maxValue: 1000 }),
  ];
}

/**
 * Steps 1–9 and the end with the start timer (001 §3, 002 §4 "a step timer starts from a clock
 * button; per-step times can be recorded"), shown while `brewing_step_use` is on: the QC brewing
 * record's and the user's coffee note's (002 §2.9 "step detail"). Drawn as a step table with the
 * calculated masses (mf-shared engine/sections/brewing-steps-section.tsx); the fields stay declared.
 * A page with it derives `brewing_result_total` and `brewing_result_calc` (brewingRecordDerived).
 */
export function brewingStepsSection(): SectionDecl {
  return {
    id: 'steps',
    custom: 'brewingSteps',
    showWhen: { field: 'brewing_step_use' },
    fields: [
      { name: 'brewing_start_time', widget: 'datetime' },
      ...BREWING_STEP_KEYS.flatMap(stepFields),
      derivedMass('brewing_result_total'),
      derivedMass('brewing_result_calc'),
    ],
  };
}

/**
 * The record's sections. `typeField` is the brewing type the espresso section follows (the recipe's
 * `brewing_type`, the note's `brewing_result_type`); `showWhen` hides the whole record on a note
 * until its `brewing_result_use` is on.
 */
export function brewingRecordSections(typeField: string, showWhen?: string): SectionDecl[] {
  const inRecord = (cond?: { field: string; equals?: string }): Pick<SectionDecl, 'showWhen'> =>
    cond ? { showWhen: cond } : showWhen ? { showWhen: { field: showWhen } } : {};
  return [
    {
      id: 'record',
      ...inRecord(),
      hideEmptyInView: true,
      fields: [
        num('brewing_grinder_point', { scale: 'grinder', minValue: 0, maxValue: 1000 }),
        mass('brewing_bean_mass'),
        mass('brewing_mass', 100000),
        num('brewing_temp', { scale: 'temperature', unit: '°C', ...COFFEE_TEMPERATURE }),
        num('brewing_bar', { scale: 'pressure', unit: 'bar', minValue: 0, maxValue: 20 }),
        num('brewing_term', { type: 'integer', unit: 's', minValue: 0, maxValue: 86400 }),
        // The brewer may be any of the roastery's equipment (an espresso machine, a dripper, a kettle…).
        equipSelect('brewing_machine_seq'),
        equipSelect('brewing_grinder_seq', 'GRND'),
        { name: 'brewing_water', widget: 'select', maxBytes: 45, source: { codeGroup: 'WTR' } },
        num('brewing_water_hardness', { unit: 'ppm', minValue: 0, maxValue: 2000 }),
        num('brewing_water_alkalinity', { unit: 'ppm', minValue: 0, maxValue: 2000 }),
        num('brewing_water_tds', { unit: 'ppm', minValue: 0, maxValue: 2000 }),
        { name: 'brewing_step_use', widget: 'switch', type: 'boolean', default: false },
        { name: 'brewing_detail_use', widget: 'switch', type: 'boolean', default: false },
      ],
    },
    brewingStepsSection(),
    {
      id: 'grinder',
      showWhen: { field: 'brewing_detail_use' },
      hideEmptyInView: true,
      fields: [
        num('brewing_grinder_zero', { scale: 100, step: 0.01, minValue: -1000, maxValue: 1000 }),
        num('brewing_grinder_rpm', { type: 'integer', minValue: 0, maxValue: 5000 }),
        num('brewing_grinder_time', { scale: 100, step: 0.01, unit: 's', minValue: 0, maxValue: 600 }),
        { name: 'brewing_rdt', widget: 'switch', type: 'boolean', default: false },
      ],
    },
    {
      id: 'espresso',
      // 001 §4 "espresso type": the basket, tamping and puck preparation of an espresso.
      showWhen: { field: typeField, equals: 'ESP' },
      hideEmptyInView: true,
      fields: [
        equipSelect('brewing_shower', 'SHR'),
        equipSelect('brewing_basket', 'BSKT'),
        equipSelect('brewing_temper', 'TMP'),
        { name: 'brewing_wdt', widget: 'switch', type: 'boolean', default: false },
        { name: 'brewing_distributor', widget: 'switch', type: 'boolean', default: false },
        num('brewing_temping_bar', { scale: 10, step: 0.1, unit: 'Kg', minValue: 0, maxValue: 100 }),
      ],
    },
  ];
}

const numOrNull = (v: unknown): number | null =>
  v === '' || v === null || v === undefined || !Number.isFinite(Number(v)) ? null : Number(v);

/** The record's steps as the mass calculation takes them (shown units). */
export function recordSteps(values: RecordValues): BrewingStep[] {
  return BREWING_STEP_KEYS.map((s) => ({
    time: numOrNull(values[stepField(s, 'term')]),
    mass: numOrNull(values[stepField(s, 'mass')]),
    bar: numOrNull(values[stepField(s, 'bar')]),
    flux: numOrNull(values[stepField(s, 'flux')]),
  }));
}

/**
 * 001 §5 "Brewing mass calculation" over the record (shown units): the dose is the start mass, the
 * end step's mass the result; steps 1–9 are the pours. Empty (null) where the result is zero.
 */
export function brewingRecordDerived(values: RecordValues) {
  const steps = recordSteps(values);
  const pours = steps.slice(0, BREWING_STEPS);
  const end = steps[BREWING_STEPS];
  const d = brewingDerived(numOrNull(values.brewing_bean_mass), pours, end.mass);
  return { cumulative: d.cumulative, brewing_result_total: d.total, brewing_result_calc: d.resultCalc };
}
