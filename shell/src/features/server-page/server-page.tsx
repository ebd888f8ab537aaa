import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

const RELOADED = 'bt-server-page';

/**
 * The intro (002 §2.13) and the bean story pages (001 §2 QR link paths, 002 §2.5) are whole
 * documents the server renders (backend/src/public/intro, …/story; docs/FRONTEND.md "Shell
 * routes"), so a link to one inside the application loads it as a document. The shell answers
 * these paths itself, so following such a link does not first load the public area. If the same
 * path comes back here right after such a load within seconds (a server without these pages, e.g.
 * a front-end dev server without its proxy), a plain link is shown instead
 * of reloading again.
 */
export function ServerRenderedPage() {
  const { pathname, search } = useLocation();
  // The server's address of the page has no trailing slash (the router ignores one).
  const target = (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname) + search;
  const [looped, setLooped] = useState(false);
  useEffect(() => {
    const [lastTarget, at] = (sessionStorage.getItem(RELOADED) ?? '').split('\n');
    if (lastTarget === target && Date.now() - Number(at) < 10_000) {
      sessionStorage.removeItem(RELOADED);
      setLooped(true);
      return;
    }
    sessionStorage.setItem(RELOADED, `${target}\n${Date.now()}`);
    window.location.replace(target);
  }, [target]);
  if (looped) {
    return (
      <Alert severity="info" data-testid="server-page-link">
        <Link href={target}>{target}</Link>
      </Alert>
    );
  }
  return <Skeleton variant="rounded" height={240} data-testid="server-page-loading" />;
}
