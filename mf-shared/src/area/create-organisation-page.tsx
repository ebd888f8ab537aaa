import {
  canCreateOrganisation,
  createLimitKey,
  CREATE_PAGES,
  type RecordValues,
  type Scope,
} from '@beantrail/contracts';
import Button from '@mui/material/Button';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { returnPathOf } from '../auth/return-path';
import { useAuthStore } from '../auth/auth-store';
import { EntityDetailView } from '../engine/detail/lazy-detail';
import { NoticeBar } from '../engine/entity-page';
import { useLocalePath } from './locale-path';
import { LoadingSkeleton, Notice } from './status-screens';

/**
 * 002 §2.1 /cafe/create and /roaster/create: the declared creation form in write mode only. Saved,
 * the role list is loaded again with the new cafe/roastery selected, and the user lands on its home
 * — or back on the QR link that asked for a cafe first.
 * Past the cap (002 §6) the page says so instead of offering a form the server would refuse.
 */
export function CreateOrganisationPage({ scope, ns }: { scope: Scope; ns: string }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const user = useAuthStore((s) => s.user);
  const rolesLoaded = useAuthStore((s) => s.rolesLoaded);
  const held = useAuthStore((s) => s.roles[scope]);
  const home = lp(`/${scope}/home`);
  const back = returnPathOf(useLocation().state);
  const afterWrite = useCallback(
    (result: RecordValues) => {
      const auth = useAuthStore.getState();
      const seq = Number(result[`${scope}_seq`]);
      if (Number.isInteger(seq) && seq > 0) auth.selectRole(scope, seq);
      auth.reloadRoles();
      return back ?? home;
    },
    [scope, home, back],
  );
  if (!user || !rolesLoaded) return <LoadingSkeleton />;
  if (
    !canCreateOrganisation(
      scope,
      user.usertype,
      held.map((r) => r.user_auth),
    )
  ) {
    return (
      <Notice
        testId={`create-limit-${scope}`}
        text={t(`message:${createLimitKey(scope)}`)}
        severity="warning"
        action={
          <Button component={RouterLink} to={home} variant="outlined">
            {t('notice.home')}
          </Button>
        }
      />
    );
  }
  return (
    <>
      <EntityDetailView page={CREATE_PAGES[scope]} ns={ns} basePath={home} idSegment="write" afterWrite={afterWrite} />
      <NoticeBar />
    </>
  );
}

/** On an area's landing page: one more cafe/roastery, while the cap allows it (002 §6). */
export function CreateAnotherLink({ scope }: { scope: Scope }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const user = useAuthStore((s) => s.user);
  const held = useAuthStore((s) => s.roles[scope]);
  if (
    !user ||
    !canCreateOrganisation(
      scope,
      user.usertype,
      held.map((r) => r.user_auth),
    )
  )
    return null;
  return (
    <Button
      component={RouterLink}
      to={lp(`/${scope}/create`)}
      variant="outlined"
      sx={{ alignSelf: 'flex-start' }}
      data-testid={`create-another-${scope}`}
    >
      {t(`notice.create_another_${scope}`)}
    </Button>
  );
}
