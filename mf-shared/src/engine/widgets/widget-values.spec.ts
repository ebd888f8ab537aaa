import type { FieldDecl } from '@beantrail/contracts';
import {
  asBoolean,
  asList,
  byteCounter,
  charLimit,
  clampNumber,
  isInputDirectChosen,
  isUnsetNumber,
  numberInputAttrs,
  parseNumberInput,
  ratingMax,
  ratingStep,
  reloadNeedsConfirm,
  sliderRange,
} from './widget-values';

const f = (x: Partial<FieldDecl>): FieldDecl => ({ name: 'x', widget: 'text', ...x });

describe('widget values (spec 000 §2 widgets, §4, §5 bounds, §9 constants)', () => {
  it('spec 000 §9: textarea caps at 1000 characters, 1,000,000 when large; a byte bound caps lower', () => {
    expect(charLimit(f({ widget: 'textarea' }))).toBe(1000);
    expect(charLimit(f({ widget: 'textarea', large: true }))).toBe(1_000_000);
    expect(charLimit(f({ widget: 'textarea', large: true, maxBytes: 30000 }))).toBe(30000);
    expect(charLimit(f({ maxBytes: 45 }))).toBe(45);
  });

  it('spec 000 §5: the counter counts bytes — a 4-byte character and Hangul (3 bytes each)', () => {
    // Hidden until the text nears its bound (80%), then counted in bytes: 3 + 3 + 4 per '커피😀'.
    expect(byteCounter(f({ maxBytes: 300 }), '커피😀')).toBeUndefined();
    expect(byteCounter(f({ maxBytes: 300 }), 'x'.repeat(239))).toBeUndefined();
    expect(byteCounter(f({ maxBytes: 12 }), '커피😀')).toEqual({ count: 10, max: 12 });
    expect(byteCounter(f({ maxBytes: 300 }), '가'.repeat(150))).toEqual({ count: 450, max: 300 });
    expect(byteCounter(f({}), 'x')).toBeUndefined();
  });

  it('spec 000 §9: number step is 1/scale (mass ×10 → 0.1, two-decimal ×100 → 0.01, temperature 0.1)', () => {
    expect(numberInputAttrs(f({ widget: 'number', scale: 'mass' })).step).toBeCloseTo(0.1);
    expect(numberInputAttrs(f({ widget: 'number', scale: 'twoDecimal' })).step).toBeCloseTo(0.01);
    expect(numberInputAttrs(f({ widget: 'number', scale: 'temperature' })).step).toBeCloseTo(0.1);
    expect(numberInputAttrs(f({ widget: 'number', minValue: 0, maxValue: 100 }))).toEqual({
      step: 1,
      min: 0,
      max: 100,
    });
    // No declared bound → the INT column's, in shown units.
    expect(numberInputAttrs(f({ widget: 'number', type: 'integer' }))).toEqual({
      step: 1,
      min: -2147483648,
      max: 2147483647,
    });
    expect(numberInputAttrs(f({ widget: 'number', scale: 'temperature', minValue: 0 }))).toMatchObject({
      min: 0,
      max: 21474836,
    });
  });

  it('spec 000 §5 check 5: non-numeric text is kept so the save check can say field_NaN', () => {
    expect(parseNumberInput(' 12.5 ')).toBe(12.5);
    expect(parseNumberInput('')).toBe('');
    expect(parseNumberInput('12a')).toBe('12a');
  });

  it('spec 000 §9: rating 5 stars, half steps when declared; slider 0–100 by default', () => {
    expect(ratingMax(f({ widget: 'rating' }))).toBe(5);
    expect(ratingStep(f({ widget: 'rating', halfSteps: true }))).toBe(0.5);
    expect(ratingStep(f({ widget: 'rating' }))).toBe(1);
    expect(sliderRange(f({ widget: 'slider' }))).toEqual({ min: 0, max: 100, step: 1 });
    expect(clampNumber('120', 0, 100)).toBe(100);
    expect(clampNumber('x', 0, 100)).toBe(0);
    // A score not given is unset, not zero: the slider and the stars show it as such.
    expect([
      isUnsetNumber(''),
      isUnsetNumber(null),
      isUnsetNumber(undefined),
      isUnsetNumber(0),
      isUnsetNumber('0'),
    ]).toEqual([true, true, true, false, false]);
  });

  it('spec 000 §6: a select reload runs at once for ADMIN/SADMIN, others confirm', () => {
    expect(reloadNeedsConfirm(['ADMIN'])).toBe(false);
    expect(reloadNeedsConfirm(['SADMIN', 'USER'])).toBe(false);
    expect(reloadNeedsConfirm(['PAID'])).toBe(true);
    expect(reloadNeedsConfirm(undefined)).toBe(true);
  });

  it('spec 000 §4: "input direct" is chosen when the select holds its value (ETC by default)', () => {
    const sel = f({ widget: 'select', inputDirect: { field: 'x_etc' } });
    expect(isInputDirectChosen(sel, 'ETC')).toBe(true);
    expect(isInputDirectChosen(sel, ['A', 'ETC'])).toBe(true);
    expect(isInputDirectChosen(sel, 'A')).toBe(false);
    expect(isInputDirectChosen(f({ widget: 'select', inputDirect: { field: 'y', value: 'OTH' } }), 'OTH')).toBe(true);
    expect(isInputDirectChosen(f({ widget: 'select' }), 'ETC')).toBe(false);
  });

  it('booleans and lists arrive in several shapes', () => {
    expect([1, '1', true, 'true', 0, '0', false, null].map(asBoolean)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
    expect(asList('a, b,,c')).toEqual(['a', 'b', 'c']);
    expect(asList([1, 2])).toEqual(['1', '2']);
    expect(asList(null)).toEqual([]);
  });
});
