import { toggleWheelTarget, wheelTargetIds } from './wheel-toggle';

describe('toggleWheelTarget (spec 000 §3/§4: toggle an id in a list or CSV target)', () => {
  it('adds and removes ids in a list target, keeping order', () => {
    const once = toggleWheelTarget(['FL01', 'FL02'], 'FL0301');
    expect(once).toEqual(['FL01', 'FL02', 'FL0301']);
    expect(toggleWheelTarget(once, 'FL02')).toEqual(['FL01', 'FL0301']);
  });

  it('keeps a comma-separated target a string', () => {
    expect(toggleWheelTarget('', 'FL01')).toBe('FL01');
    expect(toggleWheelTarget('FL01,FL02', 'FL03')).toBe('FL01,FL02,FL03');
    expect(toggleWheelTarget('FL01, FL02,,', 'FL01')).toBe('FL02');
  });

  it('reads ids from either shape', () => {
    expect(wheelTargetIds('FL01,FL02')).toEqual(['FL01', 'FL02']);
    expect(wheelTargetIds(['FL09'])).toEqual(['FL09']);
    expect(wheelTargetIds(null)).toEqual([]);
  });
});
