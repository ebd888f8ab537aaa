import { areaOfCategory, REMOTE_MODULE, type Category, type RemotesManifest } from '@beantrail/contracts';
import { addAreaTranslations, isAreaModule, type AreaModule } from '@beantrail/mf-shared/core';
import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

/** Spec: a failed remote is retried once, about a second later. */
export const RETRY_DELAY_MS = 1000;

/**
 * An area built against a shared library this shell does not provide (another major version):
 * the federation runtime refuses to give it the library (`strictVersion`, mf-shared/build/shared-scope.js).
 * Trying again cannot help; a newer shell (a reload, once it is deployed) can.
 */
export class AreaIncompatible extends Error {
  override name = 'AreaIncompatible';
}

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

/** 001 §1: the advertising frame's page, when the server is configured with a script (/remotes.json), or null. */
export async function adFrame(): Promise<string | null> {
  return (await remotesManifest()).ads?.frame ?? null;
}

let libraries: Promise<unknown> | undefined;

/**
 * The shared library an area needs beyond the shell's first page: the whole of mf-shared (the page
 * engine, charts, area layouts) from the shell's build. Remotes carry no copy (`import: false`,
 * mf-shared/build/webpack-app.js); fetching it here, beside the remote's entry, keeps it off the
 * sign-in page. The MUI components an area uses are shared one by one and fetched with
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
  if (fresh) {
    // The retry must really fetch the entry again: the runtime reuses a container left on the
    // global object and an entry already loaded from the same address, so both go, and the address
    // gets a query of its own. The chunks the old entry loaded go too, or the new entry would take
    // them for its own (same chunk ids, other contents).
    // (A remote's container is a `var`: it cannot be deleted, only emptied.)
    const global = globalThis as Record<string, unknown>;
    global[entry.name] = undefined;
    global[`webpackChunk${entry.name}`] = undefined;
    const separator = entry.entry.includes('?') ? '&' : '?';
    registerRemotes([{ name: entry.name, entry: `${entry.entry}${separator}fresh=${Date.now()}` }], { force: true });
  }
  let loaded: { default?: unknown } | null;
  try {
    loaded = await loadRemote<{ default?: unknown }>(`${entry.name}/${REMOTE_MODULE.slice(2)}`);
  } catch (error) {
    if (error instanceof Error && /does not satisfy the requirement/.test(error.message))
      throw new AreaIncompatible(error.message);
    throw error;
  }
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
      if (error instanceof AreaIncompatible) throw error;
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
