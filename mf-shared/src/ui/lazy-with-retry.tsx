import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Component, lazy, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Resets of the lazy parts whose last import failed: `<LoadFailed>`'s retry runs them. */
const failed = new Set<() => void>();

/**
 * `React.lazy` that can be tried again: React.lazy keeps a failed import for the life of the page,
 * so one dropped chunk on a patchy connection left the detail form broken until a full reload
 * (phone review, 2026-11-26). After a failure, `<LoadFailed>`'s retry makes the next render import
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

const isLoadError = (error: unknown) => error instanceof Error && (error.name === 'ChunkLoadError' || /Loading (CSS )?chunk .* failed/i.test(error.message));

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

/**
 * Where a lazily loaded part of a page could not be fetched: says so in place, with a retry, and
 * the rest of the page keeps working. Any other error goes on to the area's boundary.
 */
export class LoadFailed extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error };
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (!isLoadError(error)) throw error;
    return (
      <LoadFailedNotice
        onRetry={() => {
          for (const reset of [...failed]) reset();
          this.setState({ error: null });
        }}
      />
    );
  }
}
