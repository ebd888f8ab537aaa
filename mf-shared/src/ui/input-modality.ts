/**
 * How the person last worked the page: with keys or with a pointer. A heading the engine focuses
 * after navigation (tabindex -1, focused by script) is outlined only after keys: Chromium treats a
 * script's focus with no pointer press before it (a deep link opened cold, a page that replaced the
 * clicked control) as focus-visible, so a mouse user saw a ring around the title.
 *
 * The state lives on the document, not in this module: the shell's and the areas' copies of
 * mf-shared's entry points may each hold one of this file, and they must read the same answer.
 */
type Watched = Document & { __btModality?: { keyboard: boolean } };

/** Starts listening (once per document; the shell calls it at start-up, before any key is pressed). */
export function watchInputModality(doc: Document = document): void {
  const watched = doc as Watched;
  if (watched.__btModality) return;
  const state: { keyboard: boolean } = { keyboard: false };
  watched.__btModality = state;
  doc.addEventListener(
    'keydown',
    (e) => {
      if (!e.metaKey && !e.ctrlKey && !e.altKey) state.keyboard = true;
    },
    true,
  );
  doc.addEventListener(
    'pointerdown',
    () => {
      state.keyboard = false;
    },
    true,
  );
}

/** Whether the last input was a key (Tab, Enter, arrows), not a press of a pointer. */
export function lastInputWasKeyboard(doc: Document = document): boolean {
  return (doc as Watched).__btModality?.keyboard ?? false;
}
