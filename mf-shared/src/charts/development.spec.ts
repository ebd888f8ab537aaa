import { development } from './development';

describe('development (development time and ratio after first crack)', () => {
  it('uses the demo roast of spec 000 §9: first crack 613 s, drop 733 s', () => {
    expect(development(613, 733)).toEqual({ time: 120, ratio: 16.4 });
  });

  it('measures from a later charge when given', () => {
    expect(development(500, 700, 100)).toEqual({ time: 200, ratio: 33.3 });
  });

  it('is null when a stage is missing or out of order', () => {
    expect(development(null, 733)).toBeNull();
    expect(development(613, undefined)).toBeNull();
    expect(development(800, 733)).toBeNull();
    expect(development(10, 0)).toBeNull();
  });
});
