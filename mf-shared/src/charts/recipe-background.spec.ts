import { recipeBackground } from './recipe-background';

/** A recipe's target profile as the detail reply gives it (shown units: seconds and °C). */
const RECIPE = {
  roasting_profile_use: true,
  roasting_start_term: 0,
  roasting_start_bean: 200,
  roasting_start_air: 230,
  roasting_turning_term: 80,
  roasting_turning_bean: 95,
  roasting_turning_air: 205,
  roasting_first_start_term: 510,
  roasting_first_start_bean: 196,
  roasting_first_start_air: 226,
  roasting_end_term: 650,
  roasting_end_bean: 210,
  roasting_end_air: 232,
};

describe('the recipe curve behind a roast (docs/ROASTER.md "Against the recipe": Artisan\'s background profile)', () => {
  it("joins the recipe's stage points as the roast's chart does, CHARGE on the roast's CHARGE", () => {
    const same = recipeBackground(RECIPE, 0)!;
    expect(same.source).toBe('stages');
    // Through every stage point, on the chart's 5 s steps, from CHARGE to drop.
    expect(same.bt[0]).toEqual({ t: 0, v: 200 });
    expect(same.bt.find((p) => p.t === 510)?.v).toBeCloseTo(196, 5);
    expect(same.bt[same.bt.length - 1]).toEqual({ t: 650, v: 210 });
    expect(same.et.find((p) => p.t === 80)?.v).toBeCloseTo(205, 5);
    // A roast charged 30 s into its record: the whole recipe moves by 30 s, its temperatures do not.
    const later = recipeBackground(RECIPE, 30)!;
    expect(later.bt.map((p) => p.t)).toEqual(same.bt.map((p) => p.t + 30));
    expect(later.bt.map((p) => p.v)).toEqual(same.bt.map((p) => p.v));
    // A recipe whose CHARGE is at −20 s lands on the roast's CHARGE too.
    const early = recipeBackground({ ...RECIPE, roasting_start_term: -20 }, 0)!;
    expect(early.bt[0]).toEqual({ t: 0, v: 200 });
  });

  it("draws the recipe's stored log when it has one, moved the same way", () => {
    const withLog = {
      ...RECIPE,
      roasting_start_term: 10,
      roasting_chart_log: '{"10":[200,230],"11":[198,229],"12":[195,228]}',
    };
    expect(recipeBackground(withLog, 0)).toEqual({
      source: 'log',
      bt: [
        { t: 0, v: 200 },
        { t: 1, v: 198 },
        { t: 2, v: 195 },
      ],
      et: [
        { t: 0, v: 230 },
        { t: 1, v: 229 },
        { t: 2, v: 228 },
      ],
    });
  });

  it('no curve for a recipe without a profile: switch off, nothing recorded, or a single point', () => {
    expect(recipeBackground(null, 0)).toBeNull();
    expect(recipeBackground({ ...RECIPE, roasting_profile_use: false }, 0)).toBeNull();
    expect(recipeBackground({ roasting_profile_use: true }, 0)).toBeNull();
    expect(
      recipeBackground({ roasting_profile_use: true, roasting_start_term: 0, roasting_start_bean: 200 }, 0),
    ).toBeNull();
    // The stored flag as the database gives it still counts.
    expect(recipeBackground({ ...RECIPE, roasting_profile_use: 1 }, 0)?.source).toBe('stages');
  });
});
