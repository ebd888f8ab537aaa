import { Suspense, useRef, type ComponentProps, type ComponentType } from 'react';
import { LoadFailed, lazyWithRetry } from '../../ui/lazy-with-retry';

/**
 * The engine's dialogs as the library exports them to the areas: nothing is drawn, and MUI's
 * Dialog, Modal and focus trap (~8 KB gzip) are not fetched, until a dialog first opens.
 * Once opened it stays mounted, so closing keeps its fade. The detail form imports the real ones.
 */
const loadDialogs = () => import(/* webpackChunkName: "engine-dialogs" */ './detail-dialogs');

type ConfirmProps = ComponentProps<typeof import('./detail-dialogs').ConfirmDialog>;
type ValidationProps = ComponentProps<typeof import('./detail-dialogs').ValidationDialog>;

function openedOnce<P extends object>(Lazy: ComponentType<P>, isOpen: (props: P) => boolean): ComponentType<P> {
  function WhenOpened(props: P) {
    const opened = useRef(false);
    if (isOpen(props)) opened.current = true;
    if (!opened.current) return null;
    return (
      <LoadFailed>
        <Suspense fallback={null}>
          <Lazy {...props} />
        </Suspense>
      </LoadFailed>
    );
  }
  return WhenOpened;
}

export const ConfirmDialog = openedOnce(
  lazyWithRetry<ConfirmProps>(() => loadDialogs().then((m) => m.ConfirmDialog)),
  (p) => p.open,
);

export const ValidationDialog = openedOnce(
  lazyWithRetry<ValidationProps>(() => loadDialogs().then((m) => m.ValidationDialog)),
  (p) => p.error !== null,
);
