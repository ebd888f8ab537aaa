/** @jest-environment jsdom */
import { countryPage, type RecordValues } from '@beantrail/contracts';
import { act, waitFor } from '@testing-library/react';
import { createForm } from 'final-form';
import { i18n, setLanguage } from '../../i18n/i18n';
import { fakeServer, renderEngineHook, signIn, type FakeReply, type SentCall } from '../../testing/engine-harness';
import { useEngineNotice } from '../notice-store';
import { useDetailForm } from './use-detail-form';
import { useEntityDetail } from './use-entity-detail';

const BASE = '/setting/map/country';
const kenya = {
  country_seq: 7,
  country_id: 'KEN',
  country_name: 'Kenya',
  country_nick: '케냐',
  country_use: true,
  edit_at: '2026-11-28T09:00:00.000Z',
};

/** The country detail as the server gives it (edited by `later` after the first read), and its save reply. */
function detailServer(save: (call: SentCall) => FakeReply, later: Partial<typeof kenya> = {}) {
  let reads = 0;
  return fakeServer((call) => {
    if (call.path === `${countryPage.api.detail}/7`)
      return { envelope: { result: reads++ === 0 ? kenya : { ...kenya, ...later } } };
    if (call.path === countryPage.api.edit || call.path === countryPage.api.remove) return save(call);
    return { envelope: { result: [] } };
  });
}

/** The detail's two hooks as the view uses them, on the record's edit page. */
async function openEdit() {
  const rendered = renderEngineHook(() => {
    const model = useEntityDetail(countryPage, { basePath: BASE, idSegment: '7' });
    return { model, form: useDetailForm(model, 'admin') };
  }, `${BASE}/7?mode=edit`);
  await waitFor(() => expect(rendered.result.current.value.model.original).not.toBeNull());
  const form = createForm<RecordValues>({
    onSubmit: () => undefined,
    initialValues: rendered.result.current.value.model.initialValues,
  });
  return { ...rendered, form, hooks: () => rendered.result.current.value };
}

const noticeKey = () => useEngineNotice.getState().notice?.key;
const saves = (calls: SentCall[]) => calls.filter((c) => c.path === countryPage.api.edit);

beforeAll(() => setLanguage('en'));
beforeEach(() => {
  signIn(['ADMIN']);
  useEngineNotice.setState({ notice: null });
});

describe('useEntityDetail + useDetailForm: save outcomes (000 §4, §5)', () => {
  it('saved: only the changed field is sent with the version read; the notice shows and the page returns to view', async () => {
    const calls = detailServer(() => ({ envelope: { result: { country_seq: 7 } } }));
    const { result, form, hooks } = await openEdit();
    form.change('country_name', 'Republic of Kenya');

    let outcome;
    await act(async () => void (outcome = await hooks().form.save(form)));

    expect(outcome).toEqual({ kind: 'saved' });
    expect(saves(calls)[0].body).toMatchObject({
      mode: 'edit',
      UPList: { country_name: 'Republic of Kenya' },
      keys: { country_seq: 7 },
      edit_at: kenya.edit_at,
    });
    expect(Object.keys(saves(calls)[0].body?.UPList as object)).toEqual(['country_name']);
    expect(noticeKey()).toBe('save_ok');
    expect(hooks().form.skipLeave.current).toBe(true);
    await waitFor(() => expect(result.current.location.pathname + result.current.location.search).toBe(`${BASE}/7`));
    expect(hooks().form.failed).toBeNull();
  });

  it('nothing changed: nothing is sent, the notice says so', async () => {
    const calls = detailServer(() => ({ envelope: {} }));
    const { form, hooks } = await openEdit();
    await act(async () => void (await hooks().form.save(form)));
    expect(saves(calls)).toHaveLength(0);
    expect(noticeKey()).toBe('save_not_changed');
  });

  it('a save check the client makes: nothing is sent, the dialog names the field and the field is marked', async () => {
    const calls = detailServer(() => ({ envelope: {} }));
    const { form, hooks } = await openEdit();
    form.change('country_name', 'Ke');
    let outcome;
    await act(async () => void (outcome = await hooks().form.save(form)));
    expect(outcome).toMatchObject({ kind: 'invalid', error: { key: 'field_minLength', field: 'country_name' } });
    expect(saves(calls)).toHaveLength(0);
    expect(hooks().form.invalid?.field).toBe('country_name');
    expect(hooks().form.errorField).toEqual({ field: 'country_name', text: i18n.t('message:field_minLength') });
    expect(hooks().form.skipLeave.current).toBe(false);
    // Closing the dialog hands back the field to focus.
    let field;
    act(() => void (field = hooks().form.closeInvalid()));
    expect(field).toBe('country_name');
    expect(hooks().form.invalid).toBeNull();
  });

  it('a 400 the server names a field for: the failure shows and the field is marked with its message', async () => {
    detailServer(() => ({ status: 400, envelope: { description: 'field_required', field: 'country_nick' } }));
    const { result, form, hooks } = await openEdit();
    form.change('country_nick', '');
    let outcome;
    await act(async () => void (outcome = await hooks().form.save(form)));
    expect(outcome).toMatchObject({ kind: 'failed', message: 'field_required', field: 'country_nick' });
    expect(hooks().form.failed).toEqual({ message: 'field_required', params: undefined });
    expect(hooks().form.errorField).toEqual({ field: 'country_nick', text: i18n.t('message:field_required') });
    expect(hooks().form.busy).toBe(false);
    expect(result.current.location.search).toBe('?mode=edit');
  });

  it('a reply without an envelope (a proxy page) fails with the general text, no field', async () => {
    detailServer(() => ({ status: 502 }));
    const { form, hooks } = await openEdit();
    form.change('country_name', 'Kenya 2');
    await act(async () => void (await hooks().form.save(form)));
    expect(hooks().form.failed).toEqual({ message: 'error_text', params: undefined });
    expect(hooks().form.errorField).toBeNull();
  });

  it("409 save_conflict: the reload offer opens; reloading keeps what was typed over the other editor's record", async () => {
    const calls = detailServer(() => ({ status: 409, envelope: { description: 'save_conflict' } }), {
      country_nick: '케냐 공화국',
      edit_at: '2026-11-28T09:05:00.000Z',
    });
    const { form, hooks } = await openEdit();
    form.change('country_name', 'Republic of Kenya');
    let outcome;
    await act(async () => void (outcome = await hooks().form.save(form)));
    expect(outcome).toEqual({ kind: 'conflict' });
    expect(hooks().model.conflict).toBe(true);
    expect(hooks().form.failed).toBeNull();

    await act(() => hooks().model.reloadKeeping(form.getState().values));
    expect(hooks().model.conflict).toBe(false);
    expect(calls.filter((c) => c.path === `${countryPage.api.detail}/7`)).toHaveLength(2);
    await waitFor(() => expect(hooks().model.original?.edit_at).toBe('2026-11-28T09:05:00.000Z'));
    expect(hooks().model.carry?.typed).toMatchObject({ country_name: 'Republic of Kenya' });
  });

  it('409 save_duplicate is a message on the field, not a reload offer', async () => {
    detailServer(() => ({ status: 409, envelope: { description: 'save_duplicate', field: 'country_id' } }));
    const { form, hooks } = await openEdit();
    form.change('country_name', 'Kenya 2');
    await act(async () => void (await hooks().form.save(form)));
    expect(hooks().model.conflict).toBe(false);
    expect(hooks().form.failed?.message).toBe('save_duplicate');
    expect(hooks().form.errorField?.field).toBe('country_id');
  });

  it("remove: a record in use stays, with the server's message and its values; removed goes to the list", async () => {
    let inUse = true;
    const calls = detailServer(() =>
      inUse ? { status: 409, envelope: { description: 'record_in_use', params: { what: 'Farm' } } } : { envelope: {} },
    );
    const { result, hooks } = await openEdit();
    act(() => hooks().form.onButton('remove', createForm({ onSubmit: () => undefined })));
    expect(hooks().form.confirmRemove).toBe(true);
    await act(async () => void (await hooks().form.remove()));
    expect(hooks().form.confirmRemove).toBe(false);
    expect(hooks().model.conflict).toBe(false);
    expect(hooks().form.failed).toEqual({ message: 'record_in_use', params: { what: 'Farm' } });
    expect(calls.filter((c) => c.path === countryPage.api.remove)[0].body).toMatchObject({
      keys: { country_seq: 7 },
      edit_at: kenya.edit_at,
    });

    inUse = false;
    await act(async () => void (await hooks().form.remove()));
    expect(noticeKey()).toBe('delete_ok');
    await waitFor(() => expect(result.current.location.pathname).toBe(BASE));
  });
});
