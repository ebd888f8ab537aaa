import Add from '@mui/icons-material/Add';
import CompareArrows from '@mui/icons-material/CompareArrows';
import Download from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { preloadDetail } from '../detail/lazy-detail';
import type { ListPicks } from './use-list-open';

/**
 * Opens a new record's form. Writing needs the form's code (a lazy chunk): it starts loading when
 * the pointer or the focus comes near.
 */
export function ListWriteButton({
  testId,
  text,
  onClick,
  size,
}: {
  testId: string;
  text: string;
  onClick: () => void;
  size?: 'small';
}) {
  return (
    <Button
      size={size}
      variant="contained"
      startIcon={<Add />}
      onClick={onClick}
      onPointerEnter={preloadDetail}
      onFocus={preloadDetail}
      data-testid={testId}
    >
      {text}
    </Button>
  );
}

/** The buttons beside a list's title: compare the ticked rows, export the list as CSV, write a new record. */
export function ListActions(props: {
  picks: ListPicks;
  listview: boolean;
  canWrite: boolean;
  exporting: boolean;
  empty: boolean;
  onExport: () => void;
  onWrite: () => void;
}) {
  const te = useTranslation('engine').t;
  const { picks, listview } = props;
  const { compare, picked } = picks;
  return (
    <Stack direction="row" spacing={1}>
      {compare && listview && (
        <Button
          size="small"
          variant="outlined"
          startIcon={<CompareArrows />}
          onClick={picks.openCompare}
          disabled={picked.length < compare.min || picked.length > compare.max}
          title={te('list.compare_hint')}
          data-testid="list-compare"
        >
          {te('list.compare', { count: picked.length })}
        </Button>
      )}
      {listview && (
        <Button
          size="small"
          startIcon={<Download />}
          onClick={props.onExport}
          disabled={props.exporting || props.empty}
          data-testid="list-export"
        >
          {te('list.export_csv')}
        </Button>
      )}
      {props.canWrite && (
        <ListWriteButton size="small" testId="list-write" text={te('list.write')} onClick={props.onWrite} />
      )}
    </Stack>
  );
}
