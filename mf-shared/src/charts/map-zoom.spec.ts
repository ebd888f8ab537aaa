import { clampZoom, MAP_ZOOM_MAX, MAP_ZOOM_MIN, stepZoom } from './map-zoom';

describe('map zoom (spec 000 §4/§9: factor 4/3, 100…40000)', () => {
  it('multiplies or divides by 4/3 per click', () => {
    expect(stepZoom(300, 1)).toBeCloseTo(400);
    expect(stepZoom(400, -1)).toBeCloseTo(300);
  });

  it('stays within 100 and 40000', () => {
    expect(stepZoom(110, -1)).toBe(MAP_ZOOM_MIN);
    expect(stepZoom(39000, 1)).toBe(MAP_ZOOM_MAX);
    let z = 100;
    for (let i = 0; i < 50; i++) z = stepZoom(z, 1);
    expect(z).toBe(40000);
    expect(clampZoom(Number.NaN)).toBe(MAP_ZOOM_MIN);
  });
});
