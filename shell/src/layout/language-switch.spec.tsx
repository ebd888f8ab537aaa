/** @jest-environment jsdom */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { setLanguage } from '@beantrail/mf-shared/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { LanguageSwitch } from './language-switch';

function Where() {
  const { pathname, search, hash } = useLocation();
  return <output data-testid="where">{pathname + search + hash}</output>;
}

function at(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <LanguageSwitch />
      <Where />
    </MemoryRouter>,
  );
}

beforeAll(() => setLanguage('kr'));

describe('LanguageSwitch (000 §2: kr unprefixed, en under /en)', () => {
  it('marks the language of the address as chosen', () => {
    at('/en/roaster/greenbean');
    expect(screen.getByTestId('btn-lang-en').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('btn-lang-kr').getAttribute('aria-pressed')).toBe('false');
  });

  it('goes to the same page in English, keeping its query and hash', async () => {
    at('/roaster/greenbean/12?mode=edit#notes');
    fireEvent.click(screen.getByTestId('btn-lang-en'));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/en/roaster/greenbean/12?mode=edit#notes'),
    );
  });

  it('goes back to Korean without the prefix', async () => {
    at('/en/setting/map/country?page=2');
    fireEvent.click(screen.getByTestId('btn-lang-kr'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/setting/map/country?page=2'));
  });
});
