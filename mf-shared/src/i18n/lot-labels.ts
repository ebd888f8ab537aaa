import type { LabelPairs } from './entity-labels';

/**
 * Labels of a roast's and a lot's values where other pages show them (001 §3 roasting_*,
 * blending_*; 002 §2.6), [kr, en]: the roaster's lots and QC notes, the cafe's received lots and
 * brews, the drinker's notes. A drinker reads them off the bag, so the user's pages say "roast".
 */

/** A roast chosen on another page (a lot's roastings, a roast QC note). */
export const ROAST_CHOICE_FIELDS: LabelPairs = {
  roasting_result_year: ['로스팅 연도', 'Roasting year'],
  roasting_result_seq: ['로스팅', 'Roast'],
};
export const ROASTING_DATE: LabelPairs = { roasting_result_date: ['로스팅 날짜', 'Roasting date'] };
export const ROASTING_LOSS: LabelPairs = { roasting_loss: ['손실률', 'Loss rate'] };

/** The blend a lot or a QC note belongs to. */
export const BLEND_CHOICE: LabelPairs = { blending_seq: ['블렌드', 'Blend'] };

/** A lot's date and losses, as the roastery and its cafes show them. */
export const BLENDING_DATE: LabelPairs = { blending_result_date: ['블렌딩 날짜', 'Blending date'] };
export const ROASTERY_BLENDING_DATE: LabelPairs = {
  blending_result_date: ['로스터리 블렌딩 날짜', "Roastery's blending date"],
};
export const BLEND_LOSS_FIELDS: LabelPairs = {
  blending_loss: ['손실률', 'Loss rate'],
  blending_organic_loss: ['유기물 손실률', 'Organic loss rate'],
};

/** The same values on the drinker's pages: the bag's roast date and losses. */
export const BAG_ROAST_DATE: LabelPairs = {
  blending_result_date: ['로스팅 날짜(봉투 표기)', 'Roast date (on the bag)'],
};
export const NOTE_ROAST_DATE: LabelPairs = { blending_result_date: ['로스팅 날짜', 'Roast date'] };
export const BAG_LOSS_FIELDS: LabelPairs = {
  blending_loss: ['로스팅 손실률', 'Roast loss'],
  blending_organic_loss: ['유기물 손실률', 'Organic loss'],
};
