/**
 * A generated Artisan profile in Python-literal syntax (mode F), for tests and the bench: `seconds`
 * samples at 1 Hz, CHARGE at sample 0, a dip to the turning point, DRY END, FCs, FCe and DROP at
 * fixed fractions of the roast, and a missing BT reading (-1) every 600 samples.
 */
export function syntheticAlog(seconds: number): string {
  const timex: number[] = [];
  const et: number[] = [];
  const bt: number[] = [];
  for (let i = 0; i < seconds; i++) {
    const x = i / seconds;
    timex.push(Math.round((i + 0.53) * 1000) / 1000);
    et.push(Math.round((300 + 150 * x) * 100) / 100);
    // A V: down from 400 °F to 200 °F by 5% of the roast, then up to 440 °F.
    const b = x < 0.05 ? 400 - 4000 * x : 200 + (240 * (x - 0.05)) / 0.95;
    bt.push(i > 0 && i % 600 === 0 ? -1 : Math.round(b * 100) / 100);
  }
  const at = (f: number) => Math.round(f * (seconds - 1));
  return (
    `{'version': u'2.4.4', 'mode': 'F', 'viewerMode': False, 'title': u'Synthetic', 'beans': None, ` +
    `'timeindex': [0, ${at(0.4)}, ${at(0.8)}, ${at(0.9)}, 0, 0, ${seconds - 1}, 0], ` +
    `'timex': [${timex.join(', ')}], 'temp1': [${et.join(', ')}], 'temp2': [${bt.join(', ')}], ` +
    `'extratimex': [], 'computed': {'CHARGE_BT': 400.0, 'TP_idx': ${at(0.05)}, 'totaltime': ${seconds - 1}.0}}`
  );
}
