import type { FieldDecl, SectionDecl } from './types';
import { RATE } from './input-bounds';
import { recordDate } from './record-fields';

/** The six cupping scores of a cup note (002 §3), 0–10, drawn as a radar chart on the cafe's QC page (§2.8). */
export const CUPNOTE_SCORES = ['balance', 'aroma', 'sweetness', 'body', 'flavor', 'acidity'] as const;

/** A switch that opens a note's optional section (002 §4 "toggling a use flag shows or hides its section"). */
export const noteSwitch = (name: string): FieldDecl => ({ name, widget: 'switch', type: 'boolean', default: false });

/** The note's date: today by default, fixed once saved (002 §2.9). */
export const cupnoteDate = (): FieldDecl => recordDate('cupnote_date');

/**
 * How the coffee tasted (002 §3, §5): the six scores, satisfaction (required), a comment, and the
 * flavor switch. Every score starts unset, on every note: a default of 10 (001 §9) made an
 * untouched form save a perfect cup, so a score is only ever what someone gave.
 */
export function cupnoteTasteSection(): SectionDecl {
  return {
    id: 'taste',
    // Drawn with the scores' radar chart (mf-shared engine/sections/cupnote-taste-section.tsx).
    custom: 'cupnoteTaste',
    fields: [
      // Scores and satisfaction are rates (000 §5 "rates 0 to 10"): an empty rating is "none given", 0 is a score.
      ...CUPNOTE_SCORES.map((s): FieldDecl => ({ name: `cupnote_${s}_point`, widget: 'slider', ...RATE })),
      { name: 'cupnote_satis', widget: 'rating', required: true, ...RATE },
      { name: 'cupnote_satis_detail', widget: 'textarea', maxBytes: 3000 },
      noteSwitch('cupnote_flavor_wheel_use'),
    ],
  };
}

/** The flavors (002 §3): the 110 SCA wheel flavors (FLVR), aftertaste, texture and feeling; shown while the flavor switch is on. */
export function cupnoteFlavorSection(): SectionDecl {
  return {
    id: 'flavor',
    showWhen: { field: 'cupnote_flavor_wheel_use' },
    fields: [
      { name: 'cupnote_flavor_list', widget: 'multiSelect', maxBytes: 3000, source: { codeGroup: 'FLVR' } },
      { name: 'cupnote_aftertaste_list', widget: 'checkboxGroup', maxBytes: 1000, source: { codeGroup: 'CNAFTST' } },
      { name: 'cupnote_texture_list', widget: 'checkboxGroup', maxBytes: 1000, source: { codeGroup: 'CNTXTR' } },
      { name: 'cupnote_feeling_list', widget: 'checkboxGroup', maxBytes: 1000, source: { codeGroup: 'CNFLNG' } },
    ],
  };
}
