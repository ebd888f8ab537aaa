import type { NoteFormDecl, PageDecl } from '@beantrail/contracts';

/** The fields the note form draws itself (title, own fields, wheel): "More details" leaves them out. */
export function noteShownFields(note: NoteFormDecl): Set<string> {
  return new Set([note.title.name, note.title.nameEn, note.title.maker, ...note.fields, note.wheel]);
}

/**
 * The page as "More details" draws it: the `more` sections, the fields drawn above turned hidden
 * (still the page's, so a serial check fills the names) and, where a section lost fields to the
 * note, without its custom layout (the note draws the scores and the wheel itself).
 */
export function moreSectionsPage(page: PageDecl, note: NoteFormDecl): PageDecl {
  const shown = noteShownFields(note);
  const sections = page.sections
    .filter((s) => note.more.includes(s.id))
    .map((s) => {
      const mine = s.fields.some((f) => shown.has(f.name));
      return mine
        ? {
            ...s,
            custom: undefined,
            fields: s.fields.map((f) => (shown.has(f.name) ? { ...f, widget: 'hidden' as const } : f)),
          }
        : s;
    });
  return { ...page, sections };
}
