import { type SessionUser, type UserAuthEntry, type UserType } from './auth';
import type { Category } from './areas';

/**
 * 001 §1 "a third-party advertising script is loaded on data pages unless ads are hidden". Who sees
 * none: the platform types that pay or run the platform, and everyone working in a cafe or roastery
 * whose master data says so (`cafe_ads_hide` / `roaster_ads_hide`, set in administration).
 */
/**
 * The page the server answers with the advertising script in it (only with AD_SCRIPT_URL). Data
 * pages show it in an iframe sandboxed without `allow-same-origin`: the script runs in an opaque
 * origin, so it can read neither this site's pages nor its cookies, nor call its API as the reader.
 */
export const AD_FRAME_PATH = '/ads/frame';
/** The frame's sandbox: scripts and the pop-ups an ad opens when clicked, nothing of this site's. */
export const AD_FRAME_SANDBOX = 'allow-scripts allow-popups allow-popups-to-escape-sandbox';
/** The id of the element the script fills, inside the frame. */
export const AD_SLOT_ID = 'bt-ad-slot';

export const ADS_FREE_TYPES: readonly UserType[] = ['SADMIN', 'ADMIN', 'TESTER', 'PAID'];

/** The data pages: every area but the open information pages (the intro, charts and guides, 002 §2.13). */
export function isDataCategory(category: Category): boolean {
  return category !== 'info';
}

/** Whether the ad slot stays empty for this reader, in the cafe or roastery selected for the page (if any). */
export function adsHidden(
  user: Pick<SessionUser, 'usertype'> | null | undefined,
  organisation?: Pick<UserAuthEntry, 'ads_hidden'>,
): boolean {
  if (user?.usertype.some((t) => ADS_FREE_TYPES.includes(t))) return true;
  return organisation?.ads_hidden === true;
}
