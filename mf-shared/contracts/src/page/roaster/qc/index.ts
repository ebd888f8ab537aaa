import { qcBrewingDefaultPage } from './brewing-default';
import { qcBlendingPage, qcBlendingResultPage, qcGreenbeanPage, qcRoastingPage } from './notes';

export * from './brewing-record';
export * from './cupnote';
export { qcBrewingDefaultPage, qcBlendingPage, qcBlendingResultPage, qcGreenbeanPage, qcRoastingPage };

/**
 * The roaster QC screens (001 §2 "Roaster QC cupnote screens: brewing cupnote, QC brewing default,
 * QC blending, QC roasting, QC greenbean"), keyed by page id, each owned by the selected roastery.
 */
export const QC_PAGES = {
  qcBlendingResult: qcBlendingResultPage,
  qcBlending: qcBlendingPage,
  qcRoasting: qcRoastingPage,
  qcGreenbean: qcGreenbeanPage,
  qcBrewingDefault: qcBrewingDefaultPage,
} as const;
