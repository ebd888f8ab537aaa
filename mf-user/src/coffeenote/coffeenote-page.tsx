import type { SerialNote } from '@beantrail/contracts';
import {
  apiRequest,
  EntityDetailView,
  EntityPage,
  ErrorStatus,
  LoadingSkeleton,
  NoticeBar,
  useLocalePath,
} from '@beantrail/mf-shared';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router-dom';
import { COFFEENOTE_ROUTE } from '../user-pages';

const { page } = COFFEENOTE_ROUTE;
const PATH = `/user/${COFFEENOTE_ROUTE.path}`;

/**
 * A new note for a product serial (002 §2.5 `/user/usernote/coffeenote/write?type=…&serial=…`, the
 * link of a bean page): the serial is checked first and the form opens filled from it.
 */
function NoteFromSerial({ type, serial }: { type: string; serial: string }) {
  const lp = useLocalePath();
  const check = useQuery({
    queryKey: ['user', 'beaninfo', 'check', type, serial],
    queryFn: async () =>
      (
        await apiRequest<SerialNote>('/api/user/beaninfo/check', {
          method: 'POST',
          body: { cupnote_serial_type: type, cupnote_serial: serial },
        })
      ).result,
    retry: false,
  });
  if (check.isPending) return <LoadingSkeleton lines={6} />;
  if (check.isError) return <ErrorStatus error={check.error} />;
  // The note form names the coffee at its top (contracts userCupnote `noteForm`).
  return (
    <Stack spacing={2}>
      <EntityDetailView page={page} ns="user" basePath={lp(PATH)} idSegment="write" prefill={check.data} />
      <NoticeBar />
    </Stack>
  );
}

/** The user's coffee notes (User QC coffeebean note, 002 §2.9): the engine's list and detail, or a new note from a serial. */
export function CoffeenotePage() {
  const [query] = useSearchParams();
  const { pathname } = useLocation();
  const type = query.get('type');
  const serial = query.get('serial');
  const writing = /\/write\/?$/.test(pathname);
  if (writing && type && serial) return <NoteFromSerial type={type} serial={serial} />;
  return <EntityPage page={page} ns="user" path={PATH} />;
}
