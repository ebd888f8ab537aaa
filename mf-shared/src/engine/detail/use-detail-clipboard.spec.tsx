/** @jest-environment jsdom */
import { countryPage, sendableFields, type RecordValues } from '@beantrail/contracts';
import { act } from '@testing-library/react';
import { createForm } from 'final-form';
import { i18n, setLanguage } from '../../i18n/i18n';
import { renderEngineHook, signIn } from '../../testing/engine-harness';
import { useEngineNotice } from '../notice-store';
import { clipKey, useDetailClipboard } from './use-detail-clipboard';

const kenya = {
  country_seq: 7,
  country_id: 'KEN',
  country_name: 'Kenya',
  country_nick: '케냐',
  country_code2: 'KE',
  country_use: true,
};
const editable = sendableFields(countryPage, { mode: 'edit', viewer: { usertype: ['ADMIN'], roles: {} } });
const formOf = (values: RecordValues) => createForm<RecordValues>({ onSubmit: () => undefined, initialValues: values });
const notice = () => useEngineNotice.getState().notice;

function clipboard(settable = editable) {
  return renderEngineHook(() => useDetailClipboard(countryPage, settable), '/setting/map/country/7').result;
}

beforeAll(() => setLanguage('en'));
beforeEach(() => {
  sessionStorage.clear();
  signIn(['ADMIN']);
  useEngineNotice.setState({ notice: null });
});

describe('useDetailClipboard (000 §6 copy, paste, trash)', () => {
  it('copies the fields a user may set, per page, never the key; a paste puts them into another record', async () => {
    const result = clipboard();
    await act(() => result.current.value.copy(kenya));
    const clip = JSON.parse(sessionStorage.getItem(clipKey(countryPage)) ?? '{}') as RecordValues;
    expect(clip).toMatchObject({ country_name: 'Kenya', country_code2: 'KE' });
    expect(clip).not.toHaveProperty('country_seq');
    expect(notice()).toMatchObject({ key: 'copy_ok', severity: 'success' });

    const other = formOf({ country_seq: 9, country_id: 'ETH', country_name: 'Ethiopia' });
    act(() => result.current.value.paste(other));
    expect(other.getState().values).toMatchObject({ country_seq: 9, country_name: 'Kenya', country_code2: 'KE' });
  });

  it('in view mode (nothing settable) a copy takes every field a user could type', async () => {
    const result = clipboard([]);
    await act(() => result.current.value.copy(kenya));
    expect(JSON.parse(sessionStorage.getItem(clipKey(countryPage)) ?? '{}')).toMatchObject({
      country_id: 'KEN',
      country_name: 'Kenya',
    });
  });

  it('a tester also gets the copy on the system clipboard', async () => {
    signIn(['TESTER']);
    const writeText = jest.fn(async (_text: string) => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const result = clipboard();
    await act(() => result.current.value.copy(kenya));
    expect(JSON.parse(writeText.mock.calls[0]?.[0] ?? '{}')).toMatchObject({ country_name: 'Kenya' });
    expect(notice()?.key).toBe('copy_ok');
  });

  it('a copy that cannot be written says so', async () => {
    signIn(['TESTER']);
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
      configurable: true,
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const result = clipboard();
    await act(() => result.current.value.copy(kenya));
    expect(notice()).toMatchObject({ key: 'copy_failed', severity: 'error' });
    warn.mockRestore();
  });

  it('paste with nothing copied changes nothing and says so; trash forgets the copy', async () => {
    const result = clipboard();
    const form = formOf(kenya);
    act(() => result.current.value.paste(form));
    expect(form.getState().values).toEqual(kenya);
    expect(notice()).toMatchObject({ key: i18n.t('engine:detail.paste_empty'), severity: 'info' });

    await act(() => result.current.value.copy(kenya));
    act(() => result.current.value.trash());
    expect(sessionStorage.getItem(clipKey(countryPage))).toBeNull();
    expect(notice()).toMatchObject({ key: i18n.t('engine:detail.trash_ok'), severity: 'info' });
  });

  it('a broken copy (not JSON) is a failed paste, not a crash', () => {
    sessionStorage.setItem(clipKey(countryPage), '{not json');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const result = clipboard();
    act(() => result.current.value.paste(formOf(kenya)));
    expect(notice()).toMatchObject({ key: 'clipboard_paste_failed', severity: 'error' });
    warn.mockRestore();
  });
});
