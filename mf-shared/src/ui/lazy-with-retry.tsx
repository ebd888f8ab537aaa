import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Component, lazy, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingSkeleton } from '../area/status-screens';

/** Resets of the lazy parts whose last import failed: `<LoadFailed>`'s retry runs them. */
const failed = new Set<() => void>();

/**
 * `React.lazy` that can be tried again: React.lazy keeps a failed import for the life of the page,
 * so one dropped chunk on a patchy connection left the detail form broken until a full reload
 *. After a failure, `<LoadFailed>`'s retry makes the next render import
 * again (webpack fetches a failed chunk anew); not before, so a page offline does not retry in a
 * loop. Render it inside `<LoadFailed>` and a Suspense boundary.
 */
export function lazyWithRetry<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const reset = () => {
    failed.delete(reset);
    current = make();
  };
  const make = () =>
    lazy(() =>
      load().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          failed.add(reset);
          throw error;
        },
      ),
    );
  let current = make();
  function Lazy(props: P) {
    const Loaded = current;
    return <Loaded {...props} />;
  }
  return Lazy;
}

const isLoadError = (error: unknown) =>
  error instanceof Error && (error.name === 'ChunkLoadError' || /Loading (CSS )?chunk .* failed/i.test(error.message));

/**
 * A part of an area whose file is no longer on the server: the area was deployed anew since this
 * page loaded it (docs/DEPLOY.md "Deploying one area"), and its entry names chunks that are gone.
 * Thrown on to the shell's area boundary, which loads the area's new entry once.
 */
export class AreaBuildReplaced extends Error {
  override name = 'AreaBuildReplaced';
}

/** Whether the chunk a load error names is gone from the server (404), rather than out of reach. */
async function chunkGone(error: unknown): Promise<boolean> {
  const url = (error as { request?: unknown }).request;
  if (typeof url !== 'string' || !url) return false;
  try {
    return (await fetch(url, { method: 'HEAD', cache: 'no-store' })).status === 404;
  } catch {
    return false;
  }
}

function LoadFailedNotice({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  const te = useTranslation('engine').t;
  return (
    <Alert
      severity="warning"
      data-testid="load-failed"
      action={
        <Button color="inherit" size="small" onClick={onRetry} data-testid="load-failed-retry">
          {t('notice.retry')}
        </Button>
      }
    >
      {te('detail.load_failed')}
    </Alert>
  );
}

type LoadFailedState = { error: unknown; gone: boolean | null };

/**
 * Where a lazily loaded part of a page could not be fetched: says so in place, with a retry, and
 * the rest of the page keeps working. A part whose file is gone from the server (its area was
 * redeployed) is `AreaBuildReplaced`, for the area's boundary; any other error goes on to it too.
 */
export class LoadFailed extends Component<{ children: ReactNode }, LoadFailedState> {
  override state: LoadFailedState = { error: null, gone: null };

  static getDerivedStateFromError(error: unknown): Partial<LoadFailedState> {
    return { error, gone: null };
  }

  override componentDidCatch(error: Error, _info: ErrorInfo): void {
    if (!isLoadError(error)) return;
    void chunkGone(error).then((gone) => {
      if (this.state.error === error) this.setState({ gone });
    });
  }

  override render(): ReactNode {
    const { error, gone } = this.state;
    if (!error) return this.props.children;
    if (!isLoadError(error)) throw error;
    if (gone === null) return <LoadingSkeleton lines={6} />;
    if (gone) throw new AreaBuildReplaced((error as Error).message);
    return (
      <LoadFailedNotice
        onRetry={() => {
          for (const reset of [...failed]) reset();
          this.setState({ error: null, gone: null });
        }}
      />
    );
  }
}
