import { areaOfCategory, REMOTE_MODULE, type Category, type RemotesManifest } from '@beantrail/contracts';
import { addAreaTranslations, isAreaModule, type AreaModule } from '@beantrail/mf-shared/core';
import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

/** Spec: a failed remote is retried once, about a second later. */
export const RETRY_DELAY_MS = 1000;

let manifest: Promise<RemotesManifest> | undefined;
const modules = new Map<string, Promise<AreaModule>>();

/** The shell's federation runtime: no remotes at build time, they come from /remotes.json. */
export function initFederation(): void {
  init({ name: 'shell', remotes: [] });
}

async function fetchManifest(): Promise<RemotesManifest> {
  const response = await fetch('/remotes.json', { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
  const body = (await response.json()) as RemotesManifest;
  registerRemotes(body.remotes.map((r) => ({ name: r.name, entry: r.entry })));
  return body;
}

function remotesManifest(): Promise<RemotesManifest> {
  manifest ??= fetchManifest().catch((error: unknown) => {
    manifest = undefined;
    throw error;
  });
  return manifest;
}

let libraries: Promise<unknown> | undefined;

/**
 * The shared library an area needs beyond the shell's first page: the whole of mf-shared (the page
 * engine, charts, area layouts) from the shell's build. Remotes carry no copy (`import: false`,
 * mf-shared/build/webpack-app.js); fetching it here, beside the remote's entry, keeps it off the
 * sign-in page (issue 17). The MUI components an area uses are shared one by one and fetched with
 * the area's chunks that use them.
 */
function areaLibraries(): Promise<unknown> {
  libraries ??= import('@beantrail/mf-shared').catch((error: unknown) => {
    libraries = undefined;
    throw error;
  });
  return libraries;
}

async function loadOnce(category: Category, fresh: boolean): Promise<AreaModule> {
  const area = areaOfCategory(category);
  if (!area) throw new Error(`unknown category ${category}`);
  const [list] = await Promise.all([remotesManifest(), areaLibraries()]);
  const entry = list.remotes.find((r) => r.name === area.remote);
  if (!entry) throw new Error(`${area.remote} is not in /remotes.json`);
  // force drops the runtime's cached (failed) entry so the retry really fetches again.
  if (fresh) registerRemotes([{ name: entry.name, entry: entry.entry }], { force: true });
  const loaded = await loadRemote<{ default?: unknown }>(`${entry.name}/${REMOTE_MODULE.slice(2)}`);
  const mod = loaded?.default ?? loaded;
  if (!isAreaModule(mod)) throw new Error(`${entry.name} did not expose an AreaModule`);
  addAreaTranslations(mod.namespace, mod.translations);
  return mod;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The area's module, loaded the first time its category is visited: one retry after about a
 * second, then the caller shows "area unavailable". `fresh` (the retry button) starts over.
 */
export function loadArea(category: Category, fresh = false): Promise<AreaModule> {
  if (fresh) modules.delete(category);
  let pending = modules.get(category);
  if (!pending) {
    pending = loadOnce(category, fresh).catch(async (error: unknown) => {
      console.warn(`[federation] ${category} failed, retrying`, error);
      await sleep(RETRY_DELAY_MS);
      return loadOnce(category, true);
    });
    pending.catch((error: unknown) => {
      console.error(`[federation] ${category} unavailable`, error);
      modules.delete(category);
    });
    modules.set(category, pending);
  }
  return pending;
}
