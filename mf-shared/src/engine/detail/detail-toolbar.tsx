import ContentCopy from '@mui/icons-material/ContentCopy';
import ContentPaste from '@mui/icons-material/ContentPaste';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import DeleteSweep from '@mui/icons-material/DeleteSweep';
import Edit from '@mui/icons-material/Edit';
import FormatClear from '@mui/icons-material/FormatClear';
import List from '@mui/icons-material/List';
import Refresh from '@mui/icons-material/Refresh';
import Save from '@mui/icons-material/Save';
import Undo from '@mui/icons-material/Undo';
import Close from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DetailButton } from './detail-mode';

const ICONS: Record<DetailButton, ReactNode> = {
  list: <List />,
  remove: <DeleteOutline />,
  edit: <Edit />,
  cancel: <Close />,
  undo: <Undo />,
  save: <Save />,
  reload: <Refresh />,
  copy: <ContentCopy />,
  paste: <ContentPaste />,
  clear: <FormatClear />,
  trash: <DeleteSweep />,
};

/**
 * The detail's buttons (000 §2), in the order the hook decided; save is the primary one. `end`: the
 * save and cancel repeated below a form being edited, so a long form on a phone (~4,800 px) is saved
 * without scrolling back up; its test ids end in `-end`.
 */
export function DetailToolbar({
  buttons,
  onClick,
  busy,
  disabled,
  end,
}: {
  buttons: DetailButton[];
  onClick: (b: DetailButton) => void;
  busy?: boolean;
  disabled?: Partial<Record<DetailButton, boolean>>;
  end?: boolean;
}) {
  const { t } = useTranslation('engine');
  const shown = end ? buttons.filter((b) => b === 'save' || b === 'cancel') : buttons;
  if (!shown.length) return null;
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', ...(end ? { justifyContent: 'flex-end', '& .MuiButton-root': { minHeight: 40 } } : {}) }}
      data-testid={end ? 'detail-buttons-end' : 'detail-buttons'}
    >
      {shown.map((b) => (
        <Button
          key={b}
          size="small"
          variant={b === 'save' || b === 'edit' ? 'contained' : 'outlined'}
          color={b === 'remove' ? 'error' : 'primary'}
          startIcon={ICONS[b]}
          onClick={() => onClick(b)}
          disabled={(b === 'save' && busy) || disabled?.[b]}
          data-testid={end ? `btn-${b}-end` : `btn-${b}`}
        >
          {b === 'save' && busy ? t('detail.saving') : t(`detail.${b}`)}
        </Button>
      ))}
    </Stack>
  );
}
