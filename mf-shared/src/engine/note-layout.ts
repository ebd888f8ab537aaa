import type { NoteFormDecl, PageDecl } from '@beantrail/contracts';

/** The fields the note form draws itself (title, own fields, wheel): "More details" leaves them out. */
export function noteShownFields(note: NoteFormDecl): Set<string> {
  return new Set([note.title.name, note.title.nameEn, note.title.maker, ...note.fields, note.wheel]);
}

/**
 * The page as "More details" draws it: the `more` sections, each without the fields drawn above
 * and without its custom layout (the note draws the scores and the wheel itself); empty ones go.
 */
export function moreSectionsPage(page: PageDecl, note: NoteFormDecl): PageDecl {
  const shown = noteShownFields(note);
  const sections = page.sections
    .filter((s) => note.more.includes(s.id))
    .map((s) => ({ ...s, custom: undefined, fields: s.fields.filter((f) => !shown.has(f.name)) }))
    .filter((s) => s.fields.length > 0 || s.sublist);
  return { ...page, sections };
}
