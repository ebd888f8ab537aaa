import { hiddenEnds, nextIndex } from './scroll-row-state';

// On a phone the area menu scrolls sideways; hidden items get a cue at that end.
describe('scrolling menu row', () => {
  it('knows which ends hide items', () => {
    expect(hiddenEnds(0, 358, 358)).toEqual({ back: false, more: false });
    expect(hiddenEnds(0, 358, 700)).toEqual({ back: false, more: true });
    expect(hiddenEnds(120, 358, 700)).toEqual({ back: true, more: true });
    expect(hiddenEnds(342, 358, 700)).toEqual({ back: true, more: false });
    expect(hiddenEnds(341.5, 358, 700)).toEqual({ back: true, more: false });
  });

  it('moves between links with the arrow keys, Home and End, wrapping at the ends', () => {
    expect(nextIndex(0, 5, 'ArrowRight')).toBe(1);
    expect(nextIndex(4, 5, 'ArrowRight')).toBe(0);
    expect(nextIndex(0, 5, 'ArrowLeft')).toBe(4);
    expect(nextIndex(-1, 5, 'ArrowRight')).toBe(0);
    expect(nextIndex(2, 5, 'Home')).toBe(0);
    expect(nextIndex(2, 5, 'End')).toBe(4);
    expect(nextIndex(2, 5, 'Tab')).toBeUndefined();
    expect(nextIndex(0, 0, 'ArrowRight')).toBeUndefined();
  });
});
