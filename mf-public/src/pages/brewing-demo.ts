/** One editable row of the brewing record: texts as typed (time as m:ss, numbers in g, bar, g/s). */
export interface BrewingRow {
  time: string;
  mass: string;
  bar: string;
  flux: string;
}

export const BREWING_STEPS = 9;

const row = (time = '', mass = '', bar = '', flux = ''): BrewingRow => ({ time, mass, bar, flux });

/** A pour-over demo (18 g dose, 1:15.6): bloom, three pours, drawdown; steps 5–9 empty. */
export function demoBrewing(): { startMass: string; steps: BrewingRow[]; end: BrewingRow } {
  return {
    startMass: '18',
    steps: [
      row('0:00', '40', '', '4'),
      row('0:40', '80', '', '5'),
      row('1:10', '80', '', '5'),
      row('1:40', '60', '', '4'),
      ...Array.from({ length: BREWING_STEPS - 4 }, () => row()),
    ],
    end: row('2:40', '280.5', '', ''),
  };
}
