import { OrganisationArea, registerSection, type AreaModule } from '@beantrail/mf-shared';
import { RoastingProfileSection } from './profile/roasting-profile-section';
import { ROASTER_PAGE_ROUTES } from './roaster-pages';
import { translations } from './translations';

// The roasting default and result declare their profile section as custom 'roastingProfile'.
registerSection('roastingProfile', RoastingProfileSection);

function RoasterRoutes() {
  return <OrganisationArea scope="roaster" pages={ROASTER_PAGE_ROUTES} />;
}

const roasterModule: AreaModule = { area: 'roaster', category: 'roaster', namespace: 'roaster', translations, Routes: RoasterRoutes };
export default roasterModule;
