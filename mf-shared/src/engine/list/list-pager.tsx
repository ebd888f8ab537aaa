import FirstPage from '@mui/icons-material/FirstPage';
import LastPage from '@mui/icons-material/LastPage';
import NavigateBefore from '@mui/icons-material/NavigateBefore';
import NavigateNext from '@mui/icons-material/NavigateNext';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntityListModel } from './use-entity-list';

/** A list's pages: first, previous, the numbers around this one, next, last (000 §2). */
export function ListPager({ model }: { model: EntityListModel }) {
  const { t } = useTranslation('engine');
  const { buttons, state, setPage } = model;
  const nav = (testId: string, label: string, target: number | null, icon: ReactNode) => (
    <IconButton
      size="small"
      aria-label={label}
      data-testid={testId}
      disabled={target === null}
      onClick={() => target !== null && setPage(target)}
    >
      {icon}
    </IconButton>
  );
  // On a phone the page numbers come first, on a line of their own above the arrows: nine buttons did not fit
  // in 390 px, and the last arrow wrapped alone onto a second line.
  const numbers = (
    <Stack
      direction="row"
      spacing={0.5}
      sx={model.mobile ? { flexBasis: '100%', justifyContent: 'center' } : undefined}
    >
      {buttons.pages.map((p) => (
        <Button
          key={p}
          size="small"
          sx={{ minWidth: 36 }}
          variant={p === state.page ? 'contained' : 'text'}
          aria-current={p === state.page ? 'page' : undefined}
          aria-label={t('list.page_n', { page: p })}
          data-testid={`page-btn-${p}`}
          onClick={() => setPage(p)}
        >
          {p}
        </Button>
      ))}
    </Stack>
  );
  return (
    <Stack
      direction="row"
      useFlexGap
      sx={{ justifyContent: 'center', alignItems: 'center', flexWrap: 'wrap', gap: 0.5 }}
      component="nav"
      aria-label={t('list.pager')}
      data-testid="list-pager"
    >
      {model.mobile && numbers}
      {nav('page-first', t('list.first'), buttons.first, <FirstPage />)}
      {nav('page-prev', t('list.prev'), buttons.prev, <NavigateBefore />)}
      {!model.mobile && numbers}
      {nav('page-next', t('list.next'), buttons.next, <NavigateNext />)}
      {nav('page-last', t('list.last'), buttons.last, <LastPage />)}
    </Stack>
  );
}
