import { CUPPING_AXES, type CuppingAxis } from '@beantrail/contracts';

/** The six cupping scores of spec 000 §3, 0…10 (the axes live in contracts: the server's bean story draws them too). */
export { CUPPING_AXES, type CuppingAxis };
export type CuppingScores = Record<CuppingAxis, number>;

export const CUPPING_MIN = 0;
export const CUPPING_MAX = 10;
/** Default rating of a new cup note. */
export const CUPPING_DEFAULT = 10;

export function cuppingScores(value = CUPPING_DEFAULT): CuppingScores {
  return Object.fromEntries(CUPPING_AXES.map((a) => [a, clampScore(value)])) as CuppingScores;
}

export function clampScore(v: number): number {
  if (!Number.isFinite(v)) return CUPPING_MIN;
  return Math.round(Math.min(CUPPING_MAX, Math.max(CUPPING_MIN, v)) * 10) / 10;
}

/** A cup note as the try-out page edits it. */
export interface CupNoteDraft {
  satisfaction: number;
  scores: CuppingScores;
  flavors: string[];
  aftertaste: string[];
  texture: string[];
  feeling: string[];
  wheelOn: boolean;
  rotation: number;
}

/**
 * The cup-note reset of spec 001 §4: all six points set to the overall satisfaction; flavor,
 * aftertaste, texture and feeling lists cleared; the wheel off and its rotation 0.
 */
export function resetCupNote(draft: CupNoteDraft): CupNoteDraft {
  return {
    ...draft,
    scores: cuppingScores(draft.satisfaction),
    flavors: [],
    aftertaste: [],
    texture: [],
    feeling: [],
    wheelOn: false,
    rotation: 0,
  };
}
