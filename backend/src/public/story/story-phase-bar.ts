import { type Locale, PHASE_LABELS, phasesOfStages } from '@beantrail/contracts';
import type { StoryCurve } from './story-info';
import { STORY_TEXT } from './story-text';
import { escapeXml as e } from './svg/svg-text';

/** m:ss (a phase of 12 minutes is "12:00"). */
const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.round(seconds) % 60).padStart(2, '0')}`;

/** The phase bar's colours: drying green, Maillard amber, development brown (light text on the last). */
const PHASE_COLOURS = { drying: '#7cb342', maillard: '#f9a825', development: '#6d4c41' } as const;

/**
 * Under a roast's curve, its phases as a bar of three segments, each as wide as its share, with
 * m:ss and % (docs/PUBLIC.md): computed by phasesOfStages, the comparison page's computation, so
 * the drinker sees the roaster's figures. Only a roast with all three phases gets a bar (a partial
 * bar would not add up to the roast). The curve itself is present only when the public stage shows it.
 */
export function phaseBar(stages: StoryCurve['stages'], locale: Locale): string {
  const p = phasesOfStages(stages);
  const parts = (['drying', 'maillard', 'development'] as const).map((k) => ({ k, span: p[k] }));
  if (parts.some((x) => !x.span)) return '';
  const title = STORY_TEXT[locale].phases;
  const name = (k: keyof typeof PHASE_LABELS) => PHASE_LABELS[k][locale === 'kr' ? 0 : 1];
  const figures = (k: keyof typeof PHASE_LABELS, s: { time: number; pct: number }) =>
    `${name(k)} ${clock(s.time)} · ${s.pct.toFixed(1)} %`;
  const segs = parts.map(({ k, span }) => {
    const s = span as { time: number; pct: number };
    return `<span class="phase phase-${k}" data-testid="bean-story-phase-${k}" style="flex:${s.pct} 1 0;background:${PHASE_COLOURS[k]}" title="${e(figures(k, s))}"></span>`;
  });
  const legend = parts.map(
    ({ k, span }) =>
      `<li><i style="background:${PHASE_COLOURS[k]}"></i>${e(figures(k, span as { time: number; pct: number }))}</li>`,
  );
  return `<div class="phases" data-testid="bean-story-phases" role="img" aria-label="${e(`${title}: ${parts.map(({ k, span }) => figures(k, span as { time: number; pct: number })).join(', ')}`)}"><div class="phase-bar">${segs.join('')}</div><ul class="phase-legend">${legend.join('')}</ul></div>`;
}
