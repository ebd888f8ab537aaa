import { massInputText, massNumberText, massText, parseMassInput, sameMass } from './mass-values';

// Forms hold grams; the box and the view use the user's unit (000 §9 g/Kg/t/oz/lb).
describe('mass box values', () => {
  it('shows grams in the unit with thousands separators (kr and en)', () => {
    for (const locale of ['kr', 'en'] as const) {
      expect(massText(29600, 'Kg', locale)).toBe('29.6 Kg');
      expect(massText(30000000, 'Kg', locale)).toBe('30,000 Kg');
      expect(massText('1000', 'g', locale)).toBe('1,000 g');
      expect(massText(null, 'Kg', locale)).toBe('');
      expect(massText('abc', 'Kg', locale)).toBe('abc');
      // The detail view puts the unit label after the number itself ("30 Kg", never "30 Kg Kg").
      expect(massNumberText(30000, 'Kg', locale)).toBe('30');
      expect(massNumberText(29600, 'g', locale)).toBe('29,600');
    }
  });

  it('edits in the unit: a user in Kg typing 30 gives the form 30000 g', () => {
    expect(massInputText(30000, 'Kg')).toBe('30');
    expect(massInputText(29600, 'Kg')).toBe('29.6');
    expect(massInputText(1000, 'g')).toBe('1000');
    expect(massInputText('', 'Kg')).toBe('');
    expect(parseMassInput('30', 'Kg')).toBe(30000);
    expect(parseMassInput(' 0.4 ', 'Kg')).toBe(400);
    expect(parseMassInput('1', 'lb')).toBe(453.6);
    expect(parseMassInput('', 'Kg')).toBe('');
    expect(parseMassInput('3O', 'Kg')).toBe('3O');
  });

  it('keeps a half-typed number ("29.") while it stands for the form value', () => {
    expect(sameMass('29.', 29000, 'Kg')).toBe(true);
    expect(sameMass('29', 29600, 'Kg')).toBe(false);
    expect(sameMass('', null, 'Kg')).toBe(true);
    expect(sameMass('x', 'x', 'Kg')).toBe(true);
    // The same grams in another unit: the box is written anew.
    expect(sameMass('30', 30000, 'g')).toBe(false);
  });
});
