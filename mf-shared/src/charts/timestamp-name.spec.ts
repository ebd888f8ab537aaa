import { timestamp14, timestampFileName } from './timestamp-name';

describe('timestampFileName (spec 000 §9: prefix + YYYYMMDDHHmmss)', () => {
  const at = new Date(2026, 0, 5, 7, 8, 9);

  it('pads every part to its width', () => {
    expect(timestamp14(at)).toBe('20260105070809');
  });

  it('joins prefix, timestamp and extension', () => {
    expect(timestampFileName('flavorwheel_', 'png', at)).toBe('flavorwheel_20260105070809.png');
    expect(timestampFileName('brewing', undefined, at)).toBe('brewing20260105070809');
  });
});
