import type { RoastCurves, RoastPhases } from './phases';

/**
 * The replies of the roast comparison (docs/ROASTER.md "Roast comparison"), as the server builds
 * them and the roaster's comparison page reads them.
 */

/** One source's cup notes on a roast: how many, and the average of each score and satisfaction. */
export interface CupAggregate {
  count: number;
  /** Averages of the six scores and satisfaction, one decimal; null where no note gave one. */
  avg: Record<string, number | null>;
}

/** The sources of a roast's cups: the roastery's QC notes, the receiving cafes' notes, the drinkers' notes. */
export const CUP_SOURCES = ['roastery', 'cafes', 'drinkers'] as const;
export type CupSource = (typeof CUP_SOURCES)[number];

/** One roast as GET /api/roaster/roasting/compare answers it. */
export interface CompareRoast {
  roasting_result_seq: number;
  roasting_seq: number | null;
  roasting_name: string | null;
  roasting_name_locale: string | null;
  roasting_result_date: string | null;
  roasting_batch_no: number | null;
  /** Whether the roast keeps a profile (its curves come from a log or its stage points). */
  profile: boolean;
  phases: RoastPhases;
  curves: RoastCurves;
  weight_loss: number | null;
  agtron: number | null;
  moisture: number | null;
  /** Its roast recipe's target profile, when the recipe keeps one. */
  recipe: { phases: RoastPhases; curves: RoastCurves } | null;
  cups: Record<CupSource, CupAggregate>;
}

/** GET /api/roaster/roasting/compare?ids=…: the roasts in the order asked. */
export interface CompareReply {
  roasts: CompareRoast[];
}

/** The QC page a roastery's note is on: a roast's note, a lot's brewing note or a blend's note. */
export type RoasteryNotePage = 'qcRoasting' | 'qcBlendingResult' | 'qcBlending';

/** One of the roastery's QC notes behind a roast's cup figures. */
export interface RoasteryNote {
  page: RoasteryNotePage;
  cupnote_seq: number;
  cupnote_date: string | null;
  cupnote_name: string | null;
  cupnote_name_locale: string | null;
  cupnote_satis: number | null;
}

/** GET /api/roaster/roasting/compare/notes?id=…: newest first. */
export interface RoasteryNotesReply {
  notes: RoasteryNote[];
}
