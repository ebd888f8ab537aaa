import { AreaHomeView, LandingPanel, useAreaHome } from '@beantrail/mf-shared';
import { useTranslation } from 'react-i18next';
import { CodeReload } from './code-reload';

/** The administrator landing page: master-data counts. */
export function LandingPage() {
  const { t } = useTranslation('admin');
  const query = useAreaHome('/api/setting/home');
  return (
    <AreaHomeView query={query}>
      {(home) => (
        <>
          <LandingPanel
            title={t('landing.title')}
            lead={t('landing.lead')}
            fields={[
              {
                label: t('landing.code_group_count'),
                value: home.code_group_count,
                testId: 'landing-code-group-count',
              },
              { label: t('landing.code_count'), value: home.code_count, testId: 'landing-code-count' },
              { label: t('landing.user_count'), value: home.user_count, testId: 'landing-user-count' },
            ]}
          />
          <CodeReload />
        </>
      )}
    </AreaHomeView>
  );
}
