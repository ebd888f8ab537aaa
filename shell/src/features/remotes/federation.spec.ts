import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { AREAS, type Category } from '@beantrail/contracts';
import { i18n, setLanguage } from '@beantrail/mf-shared/core';

// The federation runtime and the shared library are the network boundary of an area's load:
// the runtime's calls are recorded and answered here; the shell's retry logic runs for real.
const runtime = {
  init: jest.fn(),
  registerRemotes: jest.fn(),
  loadRemote: jest.fn<(id: string) => Promise<unknown>>(),
};
jest.mock('@module-federation/enhanced/runtime', () => runtime);
jest.mock('@beantrail/mf-shared', () => ({}));

import { AreaIncompatible, loadArea, RETRY_DELAY_MS } from './federation';

const manifest = { remotes: AREAS.map((a) => ({ name: a.remote, entry: `/remotes/${a.remote}/remoteEntry.js` })) };
const areaModule = (category: Category) => ({
  area: AREAS.find((a) => a.category === category)!.area,
  category,
  namespace: `ns_${category}`,
  translations: { kr: { hello: '안녕' }, en: { hello: 'Hello' } },
  Routes: () => null,
});

// The page's i18n is set up at boot, before any area loads.
beforeAll(() => setLanguage('en'));
beforeEach(() => {
  globalThis.fetch = jest.fn(
    async () => ({ ok: true, status: 200, json: async () => manifest }) as unknown as Response,
  ) as typeof fetch;
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  runtime.loadRemote.mockReset();
  runtime.registerRemotes.mockReset();
});

describe('loadArea: an area module from its remote (000 §1 module federation)', () => {
  it("loads the category's remote from the manifest once, and adds its texts under its namespace", async () => {
    runtime.loadRemote.mockResolvedValue({ default: areaModule('info') });
    const mod = await loadArea('info');
    expect(mod.namespace).toBe('ns_info');
    expect(runtime.loadRemote).toHaveBeenCalledWith('mf_public/Module');
    expect(runtime.registerRemotes).toHaveBeenCalledWith(
      manifest.remotes.map((r) => ({ name: r.name, entry: r.entry })),
    );
    expect(i18n.getResource('en', 'ns_info', 'hello')).toBe('Hello');
    expect(await loadArea('info')).toBe(mod);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
  });

  it('retries once, about a second later, from a fresh address of the entry', async () => {
    runtime.loadRemote
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce({ default: areaModule('user') });
    const started = Date.now();
    await expect(loadArea('user')).resolves.toMatchObject({ namespace: 'ns_user' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(RETRY_DELAY_MS - 50);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
    const fresh = runtime.registerRemotes.mock.calls.at(-1) as unknown as [
      { name: string; entry: string }[],
      { force: boolean },
    ];
    expect(fresh[0][0].entry).toMatch(/^\/remotes\/mf_user\/remoteEntry\.js\?fresh=\d+$/);
    expect(fresh[1]).toEqual({ force: true });
  });

  it('gives up after the retry; the next visit starts again', async () => {
    runtime.loadRemote.mockRejectedValue(new Error('offline'));
    await expect(loadArea('cafe')).rejects.toThrow('offline');
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
    runtime.loadRemote.mockReset();
    runtime.loadRemote.mockResolvedValue({ default: areaModule('cafe') });
    await expect(loadArea('cafe')).resolves.toMatchObject({ category: 'cafe' });
  });

  it('an area built against another shared library is incompatible at once: no retry can help', async () => {
    runtime.loadRemote.mockRejectedValue(
      new Error('@beantrail/mf-shared 2.0.0 does not satisfy the requirement ^1.0.0'),
    );
    await expect(loadArea('roaster')).rejects.toBeInstanceOf(AreaIncompatible);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
  });

  it('a remote that exposes no area module is refused', async () => {
    runtime.loadRemote.mockResolvedValue({ default: { hello: 'not an area' } });
    await expect(loadArea('setting')).rejects.toThrow('mf_admin did not expose an AreaModule');
  });
});
