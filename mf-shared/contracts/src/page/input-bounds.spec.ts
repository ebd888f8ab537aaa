import { ALL_PAGES } from './all-pages';
import { pageFields, pageSublists, valueTypeOf } from './fields';
import { maxCharsOf, valueBounds } from './formats';
import { stepOf, scaleFactor } from './scale';
import { fieldSchema, pageSchema } from './schema';
import { definePage, type FieldDecl } from './types';
import { saveChecks } from './validate';

/**
 * Spec 000 §5 "Field bounds": "Percent 0 to 100; coffee temperature 0 to 300; density up to 2000;
 * agtron 25 to 95 (step 10); rates 0 to 10; textarea 1000 characters by default (1,000,000 for
 * large); slider default 0 to 100; rating default maximum 5 stars with optional 0.5 half step;
 * months 1 to 12". Every input of every declaration is sorted into these kinds by what it is (its
 * unit, scale, widget, name), not by what it declares, and must carry the paragraph's bounds — in
 * the functions both sides check with (valueBounds, stepOf, maxCharsOf) and in the server's schema.
 */

interface Input {
  at: string;
  field: FieldDecl;
}

// What a user can type into: not read-only, not generated, sent (or a form helper the form checks).
const INPUTS: readonly Input[] = ALL_PAGES.flatMap((page) => [
  ...pageFields(page).map((field) => ({ at: `${page.id}.${field.name}`, field })),
  ...pageSublists(page).flatMap((s) => s.fields.map((field) => ({ at: `${page.id}.${s.name}.${field.name}`, field }))),
]).filter(({ field }) => !field.readOnly && !field.generated && (field.saveable !== false || field.formOnly));

const numeric = (f: FieldDecl) => ['integer', 'number'].includes(valueTypeOf(f));
const of = (test: (f: FieldDecl) => boolean) => INPUTS.filter(({ field }) => numeric(field) && test(field));

/** Room and weather readings (001 §3 "environment readings", 002 §2.6 outside and inside air): not a coffee's temperature. */
const ENVIRONMENT_AIR = /^(outside|inside\d*|condition)_air$/;
const RATE = /^cupnote_\w+_point$|_satis$/;

const KINDS = {
  percent: { inputs: of((f) => f.unit === '%'), min: 0, max: 100 },
  'coffee temperature': {
    inputs: of((f) => (f.scale === 'temperature' || f.unit === '°C') && !ENVIRONMENT_AIR.test(f.name)),
    min: 0,
    max: 300,
  },
  density: { inputs: of((f) => f.unit === 'g/L' || /density/.test(f.name)), min: 0, max: 2000 },
  agtron: { inputs: of((f) => /agtron/.test(f.name)), min: 25, max: 95 },
  rates: { inputs: of((f) => RATE.test(f.name)), min: 0, max: 10 },
  months: { inputs: of((f) => /month/.test(f.name)), min: 1, max: 12 },
};

/** What each side checks a field against: the save checks' bounds and the schema's, in shown units. */
function bounds(field: FieldDecl): { min: number; max: number; schema: [number, number] } {
  const s = fieldSchema(field) as { minimum: number; maximum: number };
  const factor = scaleFactor(field);
  return { ...valueBounds(field), schema: [s.minimum / factor, s.maximum / factor] };
}

describe('spec 000 §5 "Field bounds": every input of each kind carries the paragraph\'s bounds, on both sides', () => {
  it.each(Object.entries(KINDS))('%s', (_kind, { inputs, min, max }) => {
    expect(inputs.length).toBeGreaterThan(0);
    for (const { at, field } of inputs) expect({ at, ...bounds(field) }).toEqual({ at, min, max, schema: [min, max] });
  });

  it('agtron: "step 10" is the inputs\' step (the SCAA roast-colour tiles 25, 35 … 95)', () => {
    for (const { at, field } of KINDS.agtron.inputs) expect({ at, step: stepOf(field) }).toEqual({ at, step: 10 });
  });

  it("coffee temperature: every roasting stage's bean and air temperature, the brewing and water temperatures", () => {
    const names = new Set(KINDS['coffee temperature'].inputs.map(({ field }) => field.name));
    for (const name of [
      'roasting_start_bean',
      'roasting_start_air',
      'pre_heating_start_bean',
      'roasting_check10_air',
      'brewing_temp',
      'brewing_water_temp',
    ])
      expect(names).toContain(name);
    // A room or the weather is not a coffee: outside and inside air keep their own range.
    const rooms = of((f) => ENVIRONMENT_AIR.test(f.name));
    expect(rooms.length).toBeGreaterThan(0);
    for (const { at, field } of rooms) expect({ at, ...valueBounds(field) }).toEqual({ at, min: -50, max: 60 });
  });

  it('rates: the six cupping scores (000 §3 "0 to 10") and the satisfactions', () => {
    const names = new Set(KINDS.rates.inputs.map(({ field }) => field.name));
    for (const name of ['cupnote_balance_point', 'cupnote_acidity_point', 'cupnote_satis', 'brewing_satis'])
      expect(names).toContain(name);
  });

  it('rating: 5 stars unless declared otherwise, 0.5 steps with halfSteps; slider: 0 to 100 unless declared otherwise', () => {
    for (const { at, field } of INPUTS.filter(({ field }) => field.widget === 'rating' || field.widget === 'slider')) {
      const declared = RATE.test(field.name)
        ? { min: 0, max: 10 }
        : field.widget === 'rating'
          ? { min: 0, max: 5 }
          : { min: 0, max: 100 };
      expect({ at, ...bounds(field) }).toEqual({ at, ...declared, schema: [declared.min, declared.max] });
      expect({ at, step: stepOf(field) }).toEqual({ at, step: field.halfSteps ? 0.5 : 1 });
    }
    // The defaults themselves, for a field that declares nothing.
    expect(bounds({ name: 'stars', widget: 'rating' })).toEqual({ min: 0, max: 5, schema: [0, 5] });
    expect(bounds({ name: 'stars', widget: 'rating', halfSteps: true })).toEqual({ min: 0, max: 5, schema: [0, 5] });
    expect(stepOf({ name: 'stars', widget: 'rating', halfSteps: true } as FieldDecl)).toBe(0.5);
    expect(stepOf({ name: 'stars', widget: 'rating' } as FieldDecl)).toBe(1);
    expect(bounds({ name: 'level', widget: 'slider' })).toEqual({ min: 0, max: 100, schema: [0, 100] });
  });

  it('textarea: 1000 characters, 1,000,000 when large — in the save checks and the schema alike', () => {
    const areas = INPUTS.filter(({ field }) => field.widget === 'textarea');
    expect(areas.length).toBeGreaterThan(20);
    for (const { at, field } of areas) {
      const chars = field.large ? 1_000_000 : 1000;
      expect({
        at,
        chars: maxCharsOf(field),
        schema: (fieldSchema(field) as { maxLength?: number }).maxLength,
      }).toEqual({ at, chars, schema: chars });
    }
    // 1001 characters of 1 byte each fit a 3000-byte description but not a textarea.
    const page = ALL_PAGES.find((p) => p.id === 'company')!;
    const values = { company_name: 'Some Company', company_use: true };
    const at = (text: string) => saveChecks(page, { ...values, company_etc: text }, { mode: 'write', locale: 'en' });
    expect(at('x'.repeat(1000))).toEqual([]);
    expect(at('x'.repeat(1001))).toEqual([
      expect.objectContaining({ key: 'field_maxLength', field: 'company_etc', limit: 1000 }),
    ]);
    expect(
      (pageSchema(page) as { properties: { UPList: { properties: Record<string, { maxLength?: number }> } } })
        .properties.UPList.properties.company_etc.maxLength,
    ).toBe(1000);
    // Characters, not UTF-16 units (what ajv's maxLength counts too): 1000 emoji are 1000 characters.
    const memo = definePage({
      id: 'memo',
      api: { edit: '/memo' },
      keys: [],
      rights: { userTypes: {} },
      sections: [{ id: 'basic', fields: [{ name: 'memo', widget: 'textarea', maxBytes: 10000 }] }],
    });
    expect(saveChecks(memo, { memo: '😀'.repeat(1000) }, { mode: 'write', locale: 'en' })).toEqual([]);
    expect(saveChecks(memo, { memo: '😀'.repeat(1001) }, { mode: 'write', locale: 'en' })).toEqual([
      expect.objectContaining({ key: 'field_maxLength', limit: 1000 }),
    ]);
    // Other text boxes have their byte bounds only.
    expect(maxCharsOf({ widget: 'text' })).toBeUndefined();
  });
});
