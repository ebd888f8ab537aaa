import type { TooltipProps } from '@mui/material/Tooltip';
import {
  cloneElement,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
} from 'react';
import { flushSync } from 'react-dom';

type TooltipComponent = ComponentType<TooltipProps>;
let loaded: TooltipComponent | undefined;
let loading: Promise<TooltipComponent> | undefined;

function loadTooltip(): Promise<TooltipComponent> {
  loading ??= import('@mui/material/Tooltip').then((m) => (loaded = m.default));
  return loading;
}

type HintChild = ReactElement<{
  onPointerEnter?: (e: PointerEvent) => void;
  onPointerDown?: (e: PointerEvent) => void;
  onKeyDown?: (e: KeyboardEvent) => void;
  onFocus?: (e: FocusEvent) => void;
}>;

/** Events that end a press: until one arrives, the pressed button must stay the same DOM node. */
const PRESS_ENDS = ['pointerup', 'pointercancel', 'keyup'] as const;

/**
 * MUI's Tooltip for the shell's icon buttons, fetched when a pointer or the keyboard first reaches
 * one: Tooltip and Popper are ~11 KB gzip that the sign-in page and the intro need only on a hover
 *. The button names itself (aria-label) meanwhile. Mounting the tooltip remounts the
 * button, so a button that had the focus gets it back, and a button being pressed is left alone
 * until the press ends: a release on the new node would not make a click.
 */
export function Hint({ title, children }: { title: string; children: HintChild }) {
  const [Tooltip, setTooltip] = useState<TooltipComponent | undefined>(() => loaded);
  const hadFocus = useRef(false);
  const anchor = useRef<HTMLElement | null>(null);
  const pressed = useRef(false);
  const waiting = useRef<{ component: TooltipComponent; focused: Element | null } | undefined>(undefined);

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
        {cloneElement(children as ReactElement<{ ref?: unknown }>, {
          ref: (el: HTMLElement | null) => (anchor.current = el),
        })}
      </Tooltip>
    );
  }

  const mount = (component: TooltipComponent, focused: Element | null) => {
    if (pressed.current) {
      waiting.current = { component, focused };
      return;
    }
    // Only a button that still has the focus gets it back (the reader may have tabbed on).
    hadFocus.current = focused !== null && document.activeElement === focused;
    // Committed now, not in a later task, so no press can begin between the check and the swap.
    flushSync(() => setTooltip(() => component));
  };
  const want = (focused: Element | null) => void loadTooltip().then((component) => mount(component, focused));
  const press = () => {
    if (pressed.current) return; // a held key repeats its keydown
    pressed.current = true;
    const release = (e: Event) => {
      // Another element's blur is not the end of the press; the window's (the reader left it) is.
      if (e.type === 'blur' && e.target !== window) return;
      for (const type of PRESS_ENDS) window.removeEventListener(type, release, true);
      window.removeEventListener('blur', release, true);
      // After the click the browser sends with the release, not before it.
      setTimeout(() => {
        pressed.current = false;
        const next = waiting.current;
        waiting.current = undefined;
        if (next) mount(next.component, next.focused);
      });
    };
    for (const type of PRESS_ENDS) window.addEventListener(type, release, true);
    window.addEventListener('blur', release, true);
  };

  return cloneElement(children, {
    onPointerEnter: (e: PointerEvent) => {
      children.props.onPointerEnter?.(e);
      want(null);
    },
    onPointerDown: (e: PointerEvent) => {
      children.props.onPointerDown?.(e);
      press();
    },
    onKeyDown: (e: KeyboardEvent) => {
      children.props.onKeyDown?.(e);
      if (e.key === 'Enter' || e.key === ' ') press();
    },
    onFocus: (e: FocusEvent) => {
      children.props.onFocus?.(e);
      want(e.currentTarget);
    },
  });
}
