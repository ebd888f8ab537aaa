import { localeFromPath, pathForLocale } from '@beantrail/contracts';
import { signOutRequest } from '../api/sign';

/**
 * Spec 000 §4: sign-out clears session storage and reloads, or goes to / from the sign-in page.
 * The server call may fail (already signed out, network); the page is reset either way.
 */
export async function signOut(): Promise<void> {
  try {
    await signOutRequest();
  } catch {
    // Nothing to tell the user: the reload below shows the signed-out state the server holds.
  }
  try {
    sessionStorage.clear();
  } catch {
    // Storage unavailable: nothing to clear.
  }
  const { pathname } = window.location;
  if (/\/user\/signin\/?$/.test(pathname)) window.location.assign(pathForLocale('/', localeFromPath(pathname)));
  else window.location.reload();
}
