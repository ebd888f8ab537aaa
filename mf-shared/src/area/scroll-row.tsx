import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { hiddenEnds, nextIndex } from './scroll-row-state';

/**
 * A one-line row of links that scrolls sideways (the area menu on a phone). Items cut off at an
 * end get a visible cue there: a fade and an arrow button that scrolls a page-width on. The
 * current item is scrolled into view; Left/Right/Home/End move between the links from the keyboard.
 */
export function ScrollRow({
  children,
  active,
  testId,
  fade = 'paper',
}: {
  children: ReactNode;
  active?: string;
  testId?: string;
  fade?: 'paper' | 'default';
}) {
  const { t } = useTranslation();
  const row = useRef<HTMLDivElement>(null);
  const [ends, setEnds] = useState({ back: false, more: false });

  const measure = useCallback(() => {
    const el = row.current;
    if (el) setEnds(hiddenEnds(el.scrollLeft, el.clientWidth, el.scrollWidth));
  }, []);

  useEffect(() => {
    const el = row.current;
    if (!el) return;
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(el);
    el.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer?.disconnect();
      el.removeEventListener('scroll', measure);
    };
  }, [measure]);

  /**
   * Brings a link into view. The first and last go to the row's very ends: scrollIntoView leaves a
   * link at a fractional position a sub-pixel short of the edge, and the end's cue would then stay.
   */
  const reveal = useCallback((link: HTMLElement, inline: ScrollLogicalPosition) => {
    const el = row.current;
    const links = Array.from(el?.querySelectorAll<HTMLElement>('a[href]') ?? []);
    if (el && link === links[links.length - 1]) el.scrollLeft = el.scrollWidth;
    else if (el && link === links[0]) el.scrollLeft = 0;
    else link.scrollIntoView({ block: 'nearest', inline });
  }, []);

  useEffect(() => {
    const current = row.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (current) reveal(current, 'center');
    measure();
  }, [active, measure, reveal]);

  const scrollBy = (direction: 1 | -1) =>
    row.current?.scrollBy({ left: direction * row.current.clientWidth * 0.8, behavior: 'smooth' });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const links = Array.from(row.current?.querySelectorAll<HTMLElement>('a[href]') ?? []);
    const index = nextIndex(links.indexOf(document.activeElement as HTMLElement), links.length, event.key);
    if (index === undefined) return;
    event.preventDefault();
    links[index].focus();
    reveal(links[index], 'nearest');
  };

  const cue = (side: 'back' | 'more') => (
    <Box
      sx={{
        position: 'absolute',
        top: 0,
        bottom: 0,
        [side === 'back' ? 'left' : 'right']: 0,
        display: 'flex',
        alignItems: 'center',
        pl: side === 'more' ? 3 : 0,
        pr: side === 'back' ? 3 : 0,
        pointerEvents: 'none',
        background: (theme) =>
          `linear-gradient(to ${side === 'back' ? 'right' : 'left'}, ${theme.palette.background[fade]} 55%, transparent)`,
      }}
    >
      {/* Not a tab stop: the links themselves are reachable, and scroll into view on focus. */}
      <IconButton
        size="small"
        tabIndex={-1}
        aria-label={t(side === 'back' ? 'subnav.scroll_back' : 'subnav.scroll_more')}
        onClick={() => scrollBy(side === 'back' ? -1 : 1)}
        data-testid={`${testId ?? 'scroll-row'}-${side}`}
        sx={{ pointerEvents: 'auto', bgcolor: 'action.hover' }}
      >
        {side === 'back' ? <ChevronLeftIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
      </IconButton>
    </Box>
  );

  return (
    <Box sx={{ position: 'relative' }} data-testid={testId} data-more={ends.more} data-back={ends.back}>
      <Stack
        ref={row}
        direction="row"
        spacing={0.5}
        onKeyDown={onKeyDown}
        sx={{
          overflowX: 'auto',
          py: 0.5,
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
          scrollPaddingInline: 40,
          // A little room after the last link: the row's last scroll position is rounded, and would leave it a fraction cut.
          '&::after': { content: '""', flex: '0 0 8px' },
        }}
      >
        {children}
      </Stack>
      {ends.back && cue('back')}
      {ends.more && cue('more')}
    </Box>
  );
}
