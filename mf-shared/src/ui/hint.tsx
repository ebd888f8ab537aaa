import type { TooltipProps } from '@mui/material/Tooltip';
import { cloneElement, useEffect, useRef, useState, type ComponentType, type FocusEvent, type PointerEvent, type ReactElement } from 'react';

type TooltipComponent = ComponentType<TooltipProps>;
let loaded: TooltipComponent | undefined;
let loading: Promise<TooltipComponent> | undefined;

function loadTooltip(): Promise<TooltipComponent> {
  loading ??= import('@mui/material/Tooltip').then((m) => (loaded = m.default));
  return loading;
}

type HintChild = ReactElement<{ onPointerEnter?: (e: PointerEvent) => void; onFocus?: (e: FocusEvent) => void }>;

/**
 * MUI's Tooltip for the shell's icon buttons, fetched when a pointer or the keyboard first reaches
 * one: Tooltip and Popper are ~11 KB gzip that the sign-in page and the intro need only on a hover
 * (issue 17). The button names itself (aria-label) meanwhile. Mounting the tooltip remounts the
 * button, so a button that had the focus gets it back.
 */
export function Hint({ title, children }: { title: string; children: HintChild }) {
  const [Tooltip, setTooltip] = useState<TooltipComponent | undefined>(() => loaded);
  const hadFocus = useRef(false);
  const anchor = useRef<HTMLElement | null>(null);

  // The tooltip arrives after the pointer or the focus did: the button is focused again, or told
  // the pointer is over it, so the first hint shows like every later one.
  useEffect(() => {
    const el = anchor.current;
    if (!Tooltip || !el) return;
    if (hadFocus.current) {
      hadFocus.current = false;
      el.focus();
    } else if (el.matches(':hover')) {
      el.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    }
  }, [Tooltip]);

  if (Tooltip) {
    return (
      <Tooltip title={title}>
        {cloneElement(children as ReactElement<{ ref?: unknown }>, { ref: (el: HTMLElement | null) => (anchor.current = el) })}
      </Tooltip>
    );
  }
  const want = (focused: Element | null) => {
    void loadTooltip().then((component) => {
      // Only a button that still has the focus gets it back (the reader may have tabbed on).
      hadFocus.current = focused !== null && document.activeElement === focused;
      setTooltip(() => component);
    });
  };
  return cloneElement(children, {
    onPointerEnter: (e: PointerEvent) => {
      children.props.onPointerEnter?.(e);
      want(null);
    },
    onFocus: (e: FocusEvent) => {
      children.props.onFocus?.(e);
      want(e.currentTarget);
    },
  });
}
