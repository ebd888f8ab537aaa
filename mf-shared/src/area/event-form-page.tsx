import type { EventDetail, PageDecl, RecordValues } from '@beantrail/contracts';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { EntityDetailView } from '../engine/detail/lazy-detail';
import { NoticeBar } from '../engine/entity-page';
import { ErrorStatus, LoadingSkeleton, Notice } from './status-screens';

export interface EventFormPageProps {
  /** The detail call behind the QR (002 §7 …/signup/detail, …/register/detail) and its cache key. */
  queryKey: readonly unknown[];
  load: () => Promise<EventDetail>;
  /** The create-only declaration of the form and its namespace. */
  page: PageDecl;
  ns: string;
  /** Values the form starts from besides the detail (the agreement box unticked). */
  start: RecordValues;
  texts: {
    lead: (detail: EventDetail) => string;
    waiting: string;
    rejoin: string;
    inAlready: string;
    closed: string;
    title: (detail: EventDetail) => string;
  };
  /** Where cancel leads (a path with its locale prefix). */
  home: string;
  /** What the "in already" notice offers (a way to the cafe/roastery). */
  inAction?: ReactNode;
  testIds: { lead: string; waiting: string; rejoin: string; inAlready: string; closed: string };
}

/**
 * The page an event's QR code opens (002 §2.4 staff sign-up, §2.5 a cafe's customer registration):
 * the event is read first; while it runs, the declared form sends the application. Someone in
 * already is told so; an event that has not started or has ended says so instead of offering a
 * form the server would refuse. Sent, the same page is read anew and says the application waits.
 */
export function EventFormPage(props: EventFormPageProps) {
  const { queryKey, load, page, ns, start, texts, home, inAction, testIds } = props;
  const { pathname } = useLocation();
  const client = useQueryClient();
  const detail = useQuery({ queryKey, queryFn: load, retry: false });
  const afterWrite = useCallback(() => {
    void client.invalidateQueries({ queryKey });
    return pathname;
  }, [client, queryKey, pathname]);
  if (detail.isPending) return <LoadingSkeleton lines={6} />;
  if (detail.isError) return <ErrorStatus error={detail.error} />;
  const d = detail.data;
  // Where the caller stands (in already, waiting, left, or new): the server decides it.
  const state = d.application_state ?? null;
  if (state === 'in') return <Notice testId={testIds.inAlready} text={texts.inAlready} action={inAction} />;
  if (d.event_status !== 'OPEN')
    return <Notice testId={testIds.closed} title={texts.title(d)} text={texts.closed} severity="warning" />;
  return (
    <Stack spacing={2}>
      <Alert severity="info" data-testid={testIds.lead}>
        {texts.lead(d)}
      </Alert>
      {state === 'waiting' && (
        <Alert severity="success" data-testid={testIds.waiting}>
          {texts.waiting}
        </Alert>
      )}
      {state === 'out' && (
        <Alert severity="warning" data-testid={testIds.rejoin}>
          {texts.rejoin}
        </Alert>
      )}
      {/* The key keeps the form in step with what the server holds after a send. */}
      <EntityDetailView
        key={String(state)}
        page={page}
        ns={ns}
        basePath={home}
        idSegment="write"
        prefill={{ ...d, ...start }}
        afterWrite={afterWrite}
      />
      <NoticeBar />
    </Stack>
  );
}
