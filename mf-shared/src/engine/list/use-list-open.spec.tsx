/** @jest-environment jsdom */
import { countryPage, type RecordValues } from '@beantrail/contracts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { ListFocusProvider, rowKey, useListOpen, useListPicks } from './use-list-open';
import type { DetailLocationState } from '../detail/use-entity-detail';

const BASE = '/setting/map/country';
const rows: RecordValues[] = [1, 2, 3].map((seq) => ({ country_seq: seq, country_name: `Country ${seq}` }));

/** A list as the view draws it: rows carrying data-row-key, the New button, and the hook. */
function List() {
  const container = useRef<HTMLDivElement>(null);
  const { open, write } = useListOpen(countryPage, BASE, 'page=2', container, rows);
  return (
    <div ref={container}>
      {rows.map((r) => (
        <button key={rowKey(countryPage, r)} data-row-key={rowKey(countryPage, r)} onClick={() => open(r)}>
          {String(r.country_name)}
        </button>
      ))}
      <button data-testid="list-write" onClick={write}>
        New
      </button>
    </div>
  );
}

/** The detail in the list's place: what it was told about the list, and Back. */
function Detail() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <div>
      <span data-testid="where">{location.pathname}</span>
      <span data-testid="list-query">{(location.state as DetailLocationState | null)?.listQuery}</span>
      <button onClick={() => navigate(-1)}>Back</button>
    </div>
  );
}

function app(wrap: (children: ReactNode) => ReactNode) {
  return render(
    <MemoryRouter initialEntries={[BASE]}>
      {wrap(
        <Routes>
          <Route path={BASE} element={<List />} />
          <Route path={`${BASE}/:id`} element={<Detail />} />
        </Routes>,
      )}
    </MemoryRouter>,
  );
}

const withProvider = (children: ReactNode) => <ListFocusProvider>{children}</ListFocusProvider>;

/** Opening leaves the focus on the page's body, as a route change does in the browser. */
function openAndComeBack(name: string) {
  fireEvent.click(screen.getByText(name));
  (document.activeElement as HTMLElement | null)?.blur();
  fireEvent.click(screen.getByText('Back'));
}

describe('useListOpen: opening a record and the way back (keyboard review)', () => {
  it("opens the row's detail with the list query, and back on the list the focus is on that row", () => {
    app(withProvider);
    fireEvent.click(screen.getByText('Country 2'));
    expect(screen.getByTestId('where').textContent).toBe(`${BASE}/2`);
    expect(screen.getByTestId('list-query').textContent).toBe('page=2');
    (document.activeElement as HTMLElement | null)?.blur();
    fireEvent.click(screen.getByText('Back'));
    expect(document.activeElement).toBe(screen.getByText('Country 2'));
  });

  it('back from a new record, the focus is on New; next time on the row opened then', () => {
    app(withProvider);
    openAndComeBack('New');
    expect(document.activeElement).toBe(screen.getByTestId('list-write'));
    (document.activeElement as HTMLElement).blur();
    openAndComeBack('Country 3');
    expect(document.activeElement).toBe(screen.getByText('Country 3'));
  });

  it('a focus the user already placed stays', () => {
    app(withProvider);
    fireEvent.click(screen.getByText('Country 1'));
    const elsewhere = document.body.appendChild(document.createElement('input'));
    elsewhere.focus();
    fireEvent.click(screen.getByText('Back'));
    expect(document.activeElement).toBe(elsewhere);
    elsewhere.remove();
  });

  it("without EntityPage's provider nothing outlives the list (no module-level memory)", () => {
    app((children) => children);
    openAndComeBack('Country 2');
    expect(document.activeElement).toBe(document.body);
  });
});

describe('useListPicks (ListDecl.compare)', () => {
  it('ticks in order up to the maximum, unticks, and opens the comparison of the ticked rows', () => {
    const page = { ...countryPage, list: { ...countryPage.list!, compare: { min: 2, max: 2, path: 'compare' } } };
    let picks: ReturnType<typeof useListPicks> | undefined;
    function Picks() {
      picks = useListPicks(page, BASE);
      return <Detail />;
    }
    render(
      <MemoryRouter initialEntries={[BASE]}>
        <Routes>
          <Route path="*" element={<Picks />} />
        </Routes>
      </MemoryRouter>,
    );
    act(() => picks!.toggle('3'));
    act(() => picks!.toggle('1'));
    act(() => picks!.toggle('2'));
    expect(picks!.picked).toEqual(['3', '1']);
    act(() => picks!.toggle('3'));
    act(() => picks!.toggle('a/b'));
    expect(picks!.picked).toEqual(['1', 'a/b']);
    act(() => void picks!.openCompare());
    expect(screen.getByTestId('where').textContent).toBe(`${BASE}/compare`);
  });
});
