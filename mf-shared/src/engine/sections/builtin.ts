import { BrewingStepsSection } from './brewing-steps-section';
import { CupnoteTasteSection } from './cupnote-taste-section';
import { CupnoteWheelSection } from './cupnote-wheel-section';
import { QcCupnoteScoreSection } from './qc-cupnote-score-section';
import { registerSection } from './registry';

// Sections more than one area declares (the cafe's QC note and the user's coffee note), and the
// roaster QC notes' scoring, wheel and brewing steps (declared in contracts page/roaster/qc).
registerSection('cupnoteTaste', CupnoteTasteSection);
registerSection('qcCupnoteScore', QcCupnoteScoreSection);
registerSection('cupnoteWheel', CupnoteWheelSection);
registerSection('brewingSteps', BrewingStepsSection);
