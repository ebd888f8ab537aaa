import { pageFields, USER_PAGES, cafeCupnotePage, type PageDecl } from '@beantrail/contracts';
import { detailButtons, noteButtons, type Rights } from './detail-mode';
import { moreSectionsPage, noteShownFields } from './note-layout';

const all: Rights = { view: true, edit: true, write: true, remove: true, listview: true };
const page: PageDecl = USER_PAGES.userCupnote;
const cafe: PageDecl = cafeCupnotePage;
const note = page.noteForm!;

describe("the drinker's note form (002 §2.9): its own buttons and fields, the back office's kept for staff", () => {
  it('save, delete for a note that exists, edit and the way back; no clipboard, undo, clear or reload', () => {
    expect(noteButtons(detailButtons(page, 'write', all), 'write', false)).toEqual(['list', 'save']);
    expect(noteButtons(detailButtons(page, 'edit', all), 'edit', true)).toEqual(['list', 'remove', 'save']);
    expect(noteButtons(detailButtons(page, 'edit', all), 'edit', false)).toEqual(['list', 'save']);
    expect(noteButtons(detailButtons(page, 'view', all), 'view', true)).toEqual(['list', 'edit', 'remove']);
    // Staff keep the full toolbar: eight buttons on a new record, Empty clipboard among them.
    expect(detailButtons(cafe, 'write', all)).toHaveLength(8);
    expect(cafe.noteForm).toBeUndefined();
  });

  it('the note names declared fields: the coffee, scores, the flavor list on the wheel, aftertaste, texture, memo', () => {
    const declared = new Map(pageFields(page).map((f) => [f.name, f]));
    for (const name of noteShownFields(note)) expect([name, declared.has(name)]).toEqual([name, true]);
    expect(declared.get(note.wheel)?.source).toEqual({ codeGroup: 'FLVR' });
    expect(note.fields.filter((n) => declared.get(n)?.widget === 'slider')).toHaveLength(6);
    expect(note.fields).toEqual(
      expect.arrayContaining([
        'cupnote_satis',
        'cupnote_aftertaste_list',
        'cupnote_texture_list',
        'cupnote_satis_detail',
      ]),
    );
  });

  it('"More details" holds the rest, nothing twice, no raw serial on the first screen', () => {
    const more = moreSectionsPage(page, note);
    const folded = more.sections.flatMap((s) => s.fields.filter((f) => f.widget !== 'hidden').map((f) => f.name));
    // The fields drawn above stay the page's (hidden), so a serial check fills the names.
    expect(more.sections.flatMap((s) => s.fields.map((f) => f.name))).toEqual(
      expect.arrayContaining(['cupnote_name', 'cupnote_name_locale', 'store_name']),
    );
    const shown = noteShownFields(note);
    expect(folded.filter((n) => shown.has(n))).toEqual([]);
    expect(folded).toEqual(
      expect.arrayContaining([
        'cupnote_serial',
        'cupnote_serial_type',
        'cupnote_date',
        'cupnote_feeling_list',
        'cupnote_flavor_wheel_use',
        'blending_result_date',
      ]),
    );
    expect([...shown]).not.toContain('cupnote_serial');
    // The scores' own layout is the note's; the step table keeps its own.
    expect(more.sections.find((s) => s.id === 'taste')?.custom).toBeUndefined();
    expect(more.sections.find((s) => s.id === 'steps')?.custom).toBe('brewingSteps');
    // Every declared field is reachable: on the note or folded under it (audit fields are read-only).
    const reachable = new Set([...shown, ...folded]);
    expect(
      pageFields(page)
        .filter((f) => !reachable.has(f.name) && f.widget !== 'hidden')
        .map((f) => f.name),
    ).toEqual([]);
  });

  it('a flavor, aftertaste or texture picked turns the flavor section on, so it is kept', () => {
    expect(page.follow!(new Set(['cupnote_texture_list']), { cupnote_texture_list: ['SILKY'] }, 'write')).toEqual({
      cupnote_flavor_wheel_use: true,
    });
    expect(page.follow!(new Set(['cupnote_flavor_list']), { cupnote_flavor_list: [] }, 'edit')).toEqual({});
    expect(page.follow!(new Set(['cupnote_satis']), { cupnote_flavor_list: ['FL01'] }, 'edit')).toEqual({});
  });
});
