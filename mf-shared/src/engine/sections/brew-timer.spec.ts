import { brewStarted, brewTimer, restartBrewChanges, startBrewChanges } from './brew-timer';

describe('QC brewing record timer (spec 001 §4 timers, §9 window 1 hour)', () => {
  const start = Date.parse('2026-11-20T10:00:00Z');
  it('runs from the start time while no end term is set, within an hour', () => {
    expect(brewTimer({ brewing_start_time: new Date(start).toISOString() }, start + 42_500)).toEqual({
      running: true,
      elapsedS: 42,
    });
    expect(
      brewTimer({ brewing_start_time: new Date(start).toISOString(), brewing_end_term: 30 }, start + 42_000).running,
    ).toBe(false);
    expect(brewTimer({ brewing_start_time: new Date(start).toISOString() }, start + 3_600_000).running).toBe(false);
    expect(brewTimer({ brewing_start_time: '' }, start).running).toBe(false);
  });
  it('starting fills an empty cup-note date (cup-note screens only) and keeps a given one', () => {
    const local = new Date(start);
    const today = `${local.getFullYear()}-${String(local.getMonth() + 1).padStart(2, '0')}-${String(local.getDate()).padStart(2, '0')}`;
    expect(startBrewChanges({ cupnote_date: '' }, start, true)).toEqual({
      brewing_start_time: '2026-11-20T10:00:00.000Z',
      cupnote_date: today,
    });
    expect(startBrewChanges({ cupnote_date: '2026-11-01' }, start, true)).toEqual({
      brewing_start_time: '2026-11-20T10:00:00.000Z',
    });
    expect(startBrewChanges({}, start, false)).toEqual({ brewing_start_time: '2026-11-20T10:00:00.000Z' });
  });
});

describe('starting again over a started brew (phone review)', () => {
  const recorded = {
    brewing_start_time: '2026-11-26T08:00:00.000Z',
    brewing_step1_term: 30,
    brewing_step1_mass: 40,
    brewing_end_term: 150,
    cupnote_date: '2026-11-26',
  };

  it('knows the brew was started; a form without a start was not', () => {
    expect(brewStarted(recorded)).toBe(true);
    expect(brewStarted({ brewing_step1_term: 30 })).toBe(false);
  });

  it("sets the start to now and clears the end's time so the timer runs again; the steps' times stay", () => {
    const now = Date.parse('2026-11-26T09:00:00.000Z');
    expect(brewTimer(recorded, now).running).toBe(false);
    const next = { ...recorded, ...restartBrewChanges(recorded, now, true) };
    expect(next).toMatchObject({
      brewing_start_time: '2026-11-26T09:00:00.000Z',
      brewing_step1_term: 30,
      brewing_end_term: '',
      brewing_step1_mass: 40,
    });
    expect(brewTimer(next, now + 5000)).toEqual({ running: true, elapsedS: 5 });
  });
});
