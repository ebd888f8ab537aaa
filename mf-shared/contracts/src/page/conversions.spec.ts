import { recordToDisplay, recordToStored, scaleFactor, stepOf, toDisplay, toStored } from './scale';
import { convertMass, convertTemperature, convertUnit, roundTo } from './units';
import { definePage } from './types';

describe('scales (spec 000 §9, 001 §5 derived values)', () => {
  it.each([
    ['percent', 10, 0.1],
    ['mass', 10, 0.1],
    ['pressure', 10, 0.1],
    ['distance', 10, 0.1],
    ['temperature', 100, 0.1],
    ['twoDecimal', 100, 0.01],
    ['loss', 10, 0.1],
    ['grinder', 100, 0.1],
    ['moisture', 10, 0.1],
  ] as const)('%s: factor %d, step %d', (scale, factor, step) => {
    expect(scaleFactor({ scale })).toBe(factor);
    expect(stepOf({ scale })).toBeCloseTo(step, 10);
  });

  it('shown → stored rounds to integers; stored → shown has no float noise', () => {
    expect(toStored({ scale: 'temperature' }, 200.5)).toBe(20050);
    expect(toStored({ scale: 'twoDecimal' }, '12.345')).toBe(1235);
    expect(toDisplay({ scale: 'twoDecimal' }, 1234)).toBe(12.34);
    expect(toDisplay({ scale: 'loss' }, 153)).toBe(15.3);
    expect(toStored({}, 'x')).toBe('x');
    expect(toStored({ scale: 'mass' }, null)).toBeNull();
  });

  it('converts whole records, sublist rows included, both ways', () => {
    const page = definePage({
      id: 'p',
      api: { list: '', detail: '', edit: '' },
      keys: ['k'],
      rights: { userTypes: {} },
      sections: [
        {
          id: 's',
          fields: [{ name: 'm', widget: 'number', scale: 'mass' }],
          sublist: { name: 'rows', rowKeys: [], fields: [{ name: 't', widget: 'number', scale: 'temperature' }] },
        },
      ],
    });
    const stored = recordToStored(page, { m: 1.5, other: 'x', rows: [{ t: 99.99 }] });
    expect(stored).toEqual({ m: 15, other: 'x', rows: [{ t: 9999 }] });
    expect(recordToDisplay(page, stored)).toEqual({ m: 1.5, other: 'x', rows: [{ t: 99.99 }] });
  });
});

describe('unit conversions (spec 000 §9: g, Kg, t, oz, lb; °C and °F)', () => {
  it('mass', () => {
    expect(convertMass(1, 'Kg', 'g')).toBe(1000);
    expect(convertMass(1, 't', 'Kg')).toBe(1000);
    expect(roundTo(convertMass(1, 'lb', 'g'), 2)).toBe(453.59);
    expect(roundTo(convertMass(16, 'oz', 'lb'), 6)).toBe(1);
    expect(roundTo(convertUnit(1000, 'g', 'oz'), 3)).toBe(35.274);
  });

  it('temperature', () => {
    expect(convertTemperature(100, '°C', '°F')).toBe(212);
    expect(convertTemperature(32, '°F', '°C')).toBe(0);
    expect(roundTo(convertUnit(400, '°F', '°C'), 2)).toBe(204.44);
  });

  it('refuses to convert across families', () => {
    expect(() => convertUnit(1, 'g', '°C')).toThrow('cannot convert g to °C');
  });
});
