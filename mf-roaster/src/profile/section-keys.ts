/**
 * Keys of the roaster's custom sections (SectionDecl.custom), apart from their components, which
 * load with a detail form only (module.tsx).
 */
export const PROFILE_SECTION = 'roastingProfile';
/** "Import roast log" at the top of a roast (roasting result). */
export const LOG_IMPORT_SECTION = 'roastLogImport';
