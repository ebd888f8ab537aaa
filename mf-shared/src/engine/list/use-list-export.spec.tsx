/** @jest-environment jsdom */
import { countryPage } from '@beantrail/contracts';
import { act } from '@testing-library/react';
import { addAreaTranslations, setLanguage } from '../../i18n/i18n';
import { fakeServer, renderEngineHook, signIn, type SentCall } from '../../testing/engine-harness';
import { defaultListState } from './list-state';
import { CSV_MAX_ROWS, CSV_PAGE, useListExport } from './use-list-export';

/** A country list of `total` rows; every second one not in use. */
function countryServer(total: number) {
  return fakeServer((call: SentCall) => {
    const page = Number(call.body?.page ?? 1);
    const size = Number(call.body?.list_count ?? 10);
    const from = (page - 1) * size;
    const rows = Array.from({ length: Math.max(0, Math.min(size, total - from)) }, (_, i) => ({
      country_seq: from + i + 1,
      country_id: `C${from + i + 1}`,
      country_name: `Country, ${from + i + 1}`,
      country_use: (from + i) % 2 === 0,
    }));
    return {
      envelope: {
        result: rows,
        pagination: { page, total_pages: Math.max(1, Math.ceil(total / size)), list_count: size, total_count: total },
      },
    };
  });
}

async function exportWith(
  total: number,
  state = { ...defaultListState(countryPage, false), page: 3, searchTitle: 'Co' },
) {
  const calls = countryServer(total);
  const download = jest.fn<void, [string, string]>();
  const { result } = renderEngineHook(
    () => useListExport(countryPage, 'admin', state, download),
    '/setting/map/country',
  );
  await act(() => result.current.value.exportCsv());
  expect(result.current.value.exporting).toBe(false);
  const [text, name] = download.mock.calls[0] ?? ['', ''];
  return {
    calls,
    lines: text
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/)
      .filter(Boolean),
    name,
  };
}

/** The page's own texts, as the admin area adds them when it loads. */
const field = {
  country_id: 'Id',
  country_name: 'Name',
  country_nick: 'Korean name',
  country_code2: 'Alpha-2',
  country_filter: 'Filter',
  country_use: 'In use',
};
beforeAll(async () => {
  await setLanguage('en');
  addAreaTranslations('admin', { en: { entity: { country: { title: 'Countries: all', field } } }, kr: {} });
});
beforeEach(() => signIn(['ADMIN']));

describe('useListExport (000 §2 CSV export)', () => {
  it('pages through the current search from page 1, whatever page the list shows, until the last page', async () => {
    const { calls, lines } = await exportWith(250);
    expect(calls.map((c) => [c.body?.page, c.body?.list_count, c.body?.searchTitle])).toEqual([
      [1, CSV_PAGE, 'Co'],
      [2, CSV_PAGE, 'Co'],
      [3, CSV_PAGE, 'Co'],
    ]);
    expect(lines).toHaveLength(1 + 250);
  });

  it("every column of the reader's language (phone-hidden ones too), flags in words, as the list shows them", async () => {
    const { lines, name } = await exportWith(2);
    expect(lines[0]).toBe('Id,Name,Korean name,Alpha-2,Filter,In use');
    expect(lines[1]).toContain('"Country, 1"');
    expect(lines[1]).toMatch(/,Yes$/);
    expect(lines[2]).toMatch(/,No$/);
    // Named as the page is called, without the characters a file name cannot hold.
    expect(name).toMatch(/^Countries +all_\d{14}\.csv$/);
  });

  it(`stops at ${CSV_MAX_ROWS} rows`, async () => {
    const { calls, lines } = await exportWith(CSV_MAX_ROWS + 350);
    expect(calls).toHaveLength(CSV_MAX_ROWS / CSV_PAGE);
    expect(lines).toHaveLength(1 + CSV_MAX_ROWS);
  });
});
