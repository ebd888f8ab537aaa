import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

export interface Notice {
  ok: boolean;
  text: string;
}

/** The frame's copy/image notice as drawn (PageFrame loads it with the first notice). */
export function PageNotice({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  return (
    <Snackbar open={notice !== null} autoHideDuration={3000} onClose={onClose}>
      <Alert severity={notice?.ok ? 'success' : 'warning'} onClose={onClose} data-testid="page-notice">
        {notice?.text}
      </Alert>
    </Snackbar>
  );
}
