// The stage names live in contracts (the server's bean story draws the same names); re-exported
// here for the front end's existing imports.
export { PROFILE_CHECK_LABEL, PROFILE_STAGE_LABELS } from '@beantrail/contracts';
