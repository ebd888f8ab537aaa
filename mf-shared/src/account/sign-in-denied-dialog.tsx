import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

/** Spec 000 §8: the signin_denied dialog (loaded with the first refusal, not with the sign-in page). */
export default function SignInDeniedDialog({
  open,
  denied,
  onClose,
}: {
  open: boolean;
  denied: { title: string; text: string };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="signin-denied-title"
      slotProps={{ paper: { 'data-testid': 'signin-denied-dialog' } as Record<string, string> }}
    >
      <DialogTitle id="signin-denied-title">{denied.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{denied.text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus data-testid="signin-denied-close">
          {t('signin.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
