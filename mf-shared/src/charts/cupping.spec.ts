import { cuppingScores, resetCupNote } from './cupping';

describe('cup-note scores and reset (spec 000 §3, spec 001 §4 cup-note reset)', () => {
  it('defaults every score to 10 and clamps to 0…10', () => {
    expect(cuppingScores()).toEqual({ acidity: 10, aroma: 10, balance: 10, body: 10, flavor: 10, sweetness: 10 });
    expect(cuppingScores(12).body).toBe(10);
    expect(cuppingScores(-1).aroma).toBe(0);
  });

  it('resets points to the satisfaction, clears lists, turns the wheel off and rotation to 0', () => {
    const draft = {
      satisfaction: 7.5,
      scores: { acidity: 3, aroma: 9, balance: 1, body: 2, flavor: 4, sweetness: 5 },
      flavors: ['FL01'],
      aftertaste: ['a'],
      texture: ['t'],
      feeling: ['f'],
      wheelOn: true,
      rotation: 45,
    };
    expect(resetCupNote(draft)).toEqual({
      satisfaction: 7.5,
      scores: cuppingScores(7.5),
      flavors: [],
      aftertaste: [],
      texture: [],
      feeling: [],
      wheelOn: false,
      rotation: 0,
    });
  });
});
