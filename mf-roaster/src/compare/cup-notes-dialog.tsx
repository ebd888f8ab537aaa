import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { pageTitleKey, QC_PAGES, type RoasteryNote, type RoasteryNotesReply } from '@beantrail/contracts';
import { apiRequest, useLocalePath, detailLink } from '@beantrail/mf-shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ROASTER_PAGE_ROUTES } from '../roaster-pages';

/** Where a QC page is mounted under /roaster: its route in roaster-pages.ts. */
const pathOf = (page: RoasteryNote['page']) => ROASTER_PAGE_ROUTES.find((r) => r.page === QC_PAGES[page])?.path;

/** A note's name in the reader's language, falling back to the other one. */
function noteName(n: RoasteryNote, locale: 'kr' | 'en'): string {
  const name = locale === 'kr' ? n.cupnote_name_locale || n.cupnote_name : n.cupnote_name || n.cupnote_name_locale;
  return name || `#${n.cupnote_seq}`;
}

/**
 * The roastery's QC notes behind one roast's cup figures (docs/ROASTER.md "The cups"), each opening
 * on its QC page. Loaded when opened; `roast` null keeps it closed.
 */
export function CupNotesDialog(props: {
  roast: { seq: number; title: string } | null;
  x: Record<string, string>;
  onClose: () => void;
}) {
  const { roast, x, onClose } = props;
  const { t, i18n } = useTranslation('roaster');
  const locale = i18n.language === 'en' ? 'en' : 'kr';
  const navigate = useNavigate();
  const lp = useLocalePath();
  const notes = useQuery({
    queryKey: ['roast-compare-notes', roast?.seq],
    enabled: roast !== null,
    queryFn: async () =>
      (
        await apiRequest<RoasteryNotesReply>('/api/roaster/roasting/compare/notes', {
          query: { id: String(roast!.seq) },
        })
      ).result?.notes ?? [],
  });
  const rows = notes.data ?? [];
  return (
    <Dialog open={roast !== null} onClose={onClose} fullWidth maxWidth="sm" data-testid="cup-notes-dialog">
      <DialogTitle>
        {x.cup_notes_title}
        <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
          {roast?.title}
        </Typography>
      </DialogTitle>
      <DialogContent dividers sx={{ p: 0 }}>
        {notes.isError ? (
          <Alert severity="error" sx={{ m: 2 }}>
            {x.error}
          </Alert>
        ) : notes.isLoading ? (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            …
          </Typography>
        ) : rows.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 2 }} data-testid="cup-notes-empty">
            {x.cup_notes_none}
          </Typography>
        ) : (
          // Buttons rather than MUI's List: a remote draws only the MUI parts the share scope serves
          // (mf-shared/build/mui-shared.js), and a list row is a button here anyway.
          <Stack>
            {rows.map((n) => {
              const page = QC_PAGES[n.page];
              return (
                <Button
                  key={`${n.page}-${n.cupnote_seq}`}
                  onClick={() =>
                    navigate(lp(`/roaster/${pathOf(n.page)}/${detailLink(page, { cupnote_seq: n.cupnote_seq })}`))
                  }
                  color="inherit"
                  sx={{ display: 'block', textAlign: 'left', textTransform: 'none', px: 3, py: 1, borderRadius: 0 }}
                  data-testid="cup-note"
                >
                  <Typography variant="body2" component="span" sx={{ display: 'block' }}>
                    {noteName(n, locale)}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" component="span" sx={{ display: 'block' }}>
                    {[
                      t(pageTitleKey(page)),
                      n.cupnote_date,
                      n.cupnote_satis === null ? null : `${x.cupnote_satis} ${n.cupnote_satis}`,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography>
                </Button>
              );
            })}
          </Stack>
        )}
      </DialogContent>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ px: 3, pt: 1 }}>
        {x.cup_notes_private}
      </Typography>
      <DialogActions>
        <Button onClick={onClose}>{x.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
