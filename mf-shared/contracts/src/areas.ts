/**
 * The five areas, each a runtime-loaded remote owning one top-level menu category
 * (spec 000 §2 "Menu tree top level: info, user, cafe, roaster, setting").
 */
export const AREAS = [
  { area: 'public', category: 'info', remote: 'mf_public' },
  { area: 'user', category: 'user', remote: 'mf_user' },
  { area: 'cafe', category: 'cafe', remote: 'mf_cafe' },
  { area: 'roaster', category: 'roaster', remote: 'mf_roaster' },
  { area: 'admin', category: 'setting', remote: 'mf_admin' },
] as const;

export type AreaName = (typeof AREAS)[number]['area'];
export type Category = (typeof AREAS)[number]['category'];
export type RemoteName = (typeof AREAS)[number]['remote'];

export const CATEGORIES: readonly Category[] = AREAS.map((a) => a.category);

export function areaOfCategory(category: string): (typeof AREAS)[number] | undefined {
  return AREAS.find((a) => a.category === category);
}

/** One entry of `/remotes.json`: where the shell finds a remote at run time. */
export interface RemoteEntry {
  name: RemoteName;
  area: AreaName;
  /** URL of the remote's remoteEntry.js, absolute or root-relative. */
  entry: string;
}

export interface RemotesManifest {
  remotes: RemoteEntry[];
  /**
   * 001 §1: when the server is configured with an advertising script (AD_SCRIPT_URL), the page that
   * runs it, which data pages show in a sandboxed frame (contracts ads.ts AD_FRAME_PATH).
   */
  ads?: { frame: string };
}

/** The one module each remote exposes. */
export const REMOTE_MODULE = './Module' as const;
