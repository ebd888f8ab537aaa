import { CupnoteTasteSection } from './cupnote-taste-section';
import { registerSection } from './registry';

// Sections more than one area declares (the cafe's QC note and the user's coffee note).
registerSection('cupnoteTaste', CupnoteTasteSection);
