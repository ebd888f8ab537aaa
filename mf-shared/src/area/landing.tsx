import type { AreaHomePath, AreaHomeReplies, Scope } from '@beantrail/contracts';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { apiRequest } from '../api/api-client';
import { useAuthStore } from '../auth/auth-store';
import { ErrorStatus, LoadingSkeleton } from './status-screens';

/**
 * The landing call of an area (`GET /api/<area>/home`), its reply typed by the path (contracts
 * AreaHomeReplies). Keyed by the selected role of `scope`, so choosing another cafe or roaster in
 * the tool bar loads that one's landing page.
 */
export function useAreaHome<P extends AreaHomePath>(path: P, scope?: Scope) {
  const seq = useAuthStore((s) => (scope ? s.selected[scope] : undefined));
  const userseq = useAuthStore((s) => s.user?.userseq);
  const { i18n } = useTranslation();
  // Names may come back translated (x-locale), so the language is part of the key.
  return useQuery({
    queryKey: ['area-home', path, userseq ?? 'guest', seq ?? '-', i18n.language] as const,
    queryFn: async () => (await apiRequest<AreaHomeReplies[P]>(path)).result,
  });
}

/**
 * A cafe's or roastery's two names on its landing page: the one of the page's language as the
 * title (the Korean one in kr when there is one, as the role select shows it), the other as a row.
 */
export function useLandingNames(
  name: string,
  nameLocale: string | null | undefined,
): { title: string; other?: LandingField } {
  const { t, i18n } = useTranslation('common');
  const kr = i18n.language !== 'en';
  if (!nameLocale || nameLocale === name) return { title: name };
  return kr
    ? { title: nameLocale, other: { label: t('name_in.en'), value: name, testId: 'landing-name-other' } }
    : { title: name, other: { label: t('name_in.kr'), value: nameLocale, testId: 'landing-name-other' } };
}

export interface LandingField {
  label: string;
  value: ReactNode;
  testId?: string;
}

/** The landing panel: a heading, a lead text and label/value rows. */
export function LandingPanel({
  title,
  lead,
  fields = [],
  children,
}: {
  title: ReactNode;
  lead?: ReactNode;
  fields?: LandingField[];
  children?: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="area-landing">
      <Stack spacing={2}>
        <Typography variant="h5" component="h2" data-testid="landing-title">
          {title}
        </Typography>
        {lead && <Typography color="text.secondary">{lead}</Typography>}
        {fields.length > 0 && (
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0 }}
          >
            {fields.map((f) => (
              <Box key={f.label} sx={{ display: 'contents' }}>
                <Typography component="dt" color="text.secondary">
                  {f.label}
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontWeight: 600 }} data-testid={f.testId}>
                  {f.value}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
        {children}
      </Stack>
    </Paper>
  );
}

/** Renders the landing call's states: skeleton, status screen, or the content. */
export function AreaHomeView<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  if (query.isPending) return <LoadingSkeleton />;
  if (query.isError) return <ErrorStatus error={query.error} />;
  return <>{children(query.data)}</>;
}
