import type { AccountLinkKind } from '@beantrail/contracts';
import EditNoteIcon from '@mui/icons-material/EditNote';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import HandshakeIcon from '@mui/icons-material/Handshake';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useLocalePath } from '../area/locale-path';
import { useCompleteSignIn } from './after-sign-in';
import { GoogleSignInButton } from './google-button';
import { SignInForm } from './sign-in-form';

const ICONS: Record<AccountLinkKind, typeof QrCode2Icon> = {
  cafe_received: QrCode2Icon,
  cafe_bean: QrCode2Icon,
  coffeenote: EditNoteIcon,
  cafe_signup: GroupAddIcon,
  roaster_signup: GroupAddIcon,
  roaster_register: HandshakeIcon,
};

/** Links a cafe uses need a cafe besides an account. */
const NEEDS_CAFE: readonly AccountLinkKind[] = ['cafe_received', 'cafe_bean', 'roaster_register'];

/**
 * What a stranger sees on a QR link that needs an account (002 §2.5), instead of a bare
 * 401: what the link is, sign-in right here (the page opens in place once signed in), Google when
 * offered, and creating an account — each coming back to this link.
 */
export function LinkSignInPanel({ kind }: { kind: AccountLinkKind }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const location = useLocation();
  const complete = useCompleteSignIn();
  const here = location.pathname + location.search;
  const Icon = ICONS[kind];
  return (
    <Paper
      variant="outlined"
      data-testid="link-signin-panel"
      data-link={kind}
      sx={{ p: { xs: 2, sm: 4 }, my: 2, maxWidth: 560, mx: 'auto' }}
    >
      <Stack spacing={2}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Box
            sx={{ display: 'flex', p: 1, borderRadius: '50%', bgcolor: 'primary.main', color: 'primary.contrastText' }}
          >
            <Icon aria-hidden />
          </Box>
          <Typography variant="h5" component="h2" data-testid="link-title">
            {t(`link.${kind}.title`)}
          </Typography>
        </Stack>
        <Typography data-testid="link-text">{t(`link.${kind}.text`)}</Typography>
        <Alert severity="info">{t(NEEDS_CAFE.includes(kind) ? 'link.need_cafe' : 'link.need_account')}</Alert>
        <Divider textAlign="left">
          <Typography variant="subtitle2" component="h3">
            {t('link.signin_here')}
          </Typography>
        </Divider>
        <SignInForm onSignedIn={(user) => void complete(user, here)} />
        <GoogleSignInButton returnTo={here} />
        <Divider />
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Typography color="text.secondary">{t('link.no_account')}</Typography>
          <Button
            component={RouterLink}
            to={lp('/user/signup')}
            state={{ from: here }}
            variant="outlined"
            size="large"
            data-testid="link-signup"
          >
            {t('link.create_account')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
