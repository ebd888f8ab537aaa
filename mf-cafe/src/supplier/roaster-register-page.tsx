import {
  cafeRoasterRegisterPage,
  CUSTOMER_REGISTER_API,
  type CustomerEventDetail,
  type RecordValues,
} from '@beantrail/contracts';
import { apiRequest, currentLocale, EventFormPage, useAuthStore, useLocalePath } from '@beantrail/mf-shared';
import { pairName } from '@beantrail/mf-shared/pure';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';

/** 002 §7 /api/roaster/event/cafe/register/detail: the roastery's customer event, and the selected cafe's link with it. */
export async function getCustomerEvent(uuid: string): Promise<CustomerEventDetail> {
  return (
    await apiRequest<CustomerEventDetail>(CUSTOMER_REGISTER_API.detail, { method: 'POST', body: { event_uuid: uuid } })
  ).result;
}

/**
 * A cafe registers as a roastery's customer from the roastery's customer event QR (CafeRoasterRegister;
 * 002 §2.5 /cafe/supplier/roasterregister/{event_uuid}), for the selected cafe (SMNG or OWN there).
 */
export function RoasterRegisterPage() {
  const { uuid = '' } = useParams();
  const { t } = useTranslation('cafe');
  const lp = useLocalePath();
  const cafe = useAuthStore((s) => s.selected.cafe);
  const pick = (d: RecordValues, base: string) => pairName(d, base, currentLocale());
  return (
    <EventFormPage
      // Per selected cafe: another cafe of the same user has its own link with the roastery.
      queryKey={['cafe', 'customer-register', cafe, uuid]}
      load={() => getCustomerEvent(uuid)}
      page={cafeRoasterRegisterPage}
      ns="cafe"
      start={{ register_check: false }}
      home={lp('/cafe/supplier/roaster')}
      texts={{
        lead: (d) =>
          t('supplier.lead', {
            roastery: pick(d, 'roaster_name'),
            event: pick(d, 'event_name') || pick(d, 'roaster_name'),
          }),
        title: (d) => pick(d, 'event_name') || pick(d, 'roaster_name'),
        waiting: t('supplier.waiting'),
        rejoin: t('supplier.rejoin'),
        inAlready: t('message:register_member'),
        closed: t('message:event_closed'),
      }}
      inAction={
        <Button component={RouterLink} to={lp('/cafe/supplier/roaster')} variant="outlined">
          {t('supplier.go_list')}
        </Button>
      }
      testIds={{
        lead: 'register-lead',
        waiting: 'register-waiting',
        rejoin: 'register-rejoin',
        inAlready: 'register-member',
        closed: 'register-closed',
      }}
    />
  );
}
