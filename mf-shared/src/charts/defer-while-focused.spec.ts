import { deferWhileFocused } from './defer-while-focused';

describe('deferWhileFocused (spec 000 §4: timeline waits while an input has focus, 7 × 50 ms)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('applies at once when nothing is focused', () => {
    const apply = jest.fn();
    deferWhileFocused(() => false, apply);
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('applies as soon as focus leaves', () => {
    let focused = true;
    const apply = jest.fn();
    deferWhileFocused(() => focused, apply);
    jest.advanceTimersByTime(100);
    expect(apply).not.toHaveBeenCalled();
    focused = false;
    jest.advanceTimersByTime(50);
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('gives up waiting after 7 retries (350 ms) and applies anyway', () => {
    const apply = jest.fn();
    deferWhileFocused(() => true, apply);
    jest.advanceTimersByTime(349);
    expect(apply).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled by a newer change', () => {
    const apply = jest.fn();
    const cancel = deferWhileFocused(() => true, apply);
    cancel();
    jest.advanceTimersByTime(1000);
    expect(apply).not.toHaveBeenCalled();
  });
});
