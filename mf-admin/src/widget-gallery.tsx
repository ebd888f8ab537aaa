import { definePage, hasUserType, type PageDecl, type RecordValues } from '@beantrail/contracts';
import { FieldsPreview, StatusScreen, useAuthStore } from '@beantrail/mf-shared';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Every widget kind of spec 000 §2 in one declaration, for administrators to check how fields
 * look in edit and view mode (and for the browser tests that prove the widgets).
 */
export const widgetGalleryPage: PageDecl = definePage({
  id: 'widgetGallery',
  api: { list: '', detail: '', edit: '' },
  keys: ['seq'],
  rights: { userTypes: {} },
  sections: [
    {
      id: 'text',
      fields: [
        { name: 'text', widget: 'text', maxBytes: 45, tooltip: true, before: 'entity.widgetGallery.text_before' },
        { name: 'textarea', widget: 'textarea', maxBytes: 3000 },
        { name: 'search', widget: 'searchText' },
        { name: 'password', widget: 'password' },
        { name: 'mass', widget: 'number', scale: 'mass', unit: 'g', minValue: 0, maxValue: 2000 },
        { name: 'link', widget: 'link' },
        { name: 'copy', widget: 'copy' },
      ],
    },
    {
      id: 'choice',
      fields: [
        { name: 'check', widget: 'checkbox', type: 'boolean' },
        { name: 'flag', widget: 'switch', type: 'boolean' },
        { name: 'checks', widget: 'checkboxGroup', source: { options: ['A', 'B', 'C'] } },
        { name: 'cards', widget: 'checkboxCard', source: { options: ['A', 'B'] } },
        { name: 'radio', widget: 'radio', source: { options: ['A', 'B', 'C'] } },
        { name: 'segment', widget: 'segmented', source: { options: ['A', 'B', 'C'] } },
        { name: 'slider', widget: 'slider', unit: '%' },
        { name: 'rating', widget: 'rating', halfSteps: true },
        { name: 'equip', widget: 'select', source: { codeGroup: 'EQUIP' }, inputDirect: { field: 'equip_etc' } },
        { name: 'equip_etc', widget: 'text', maxBytes: 300 },
        { name: 'countries', widget: 'multiSelect', source: { codeGroup: 'CNTR', codeFilter: 'CFPRDC' } },
      ],
    },
    {
      id: 'time',
      fields: [
        { name: 'date', widget: 'date' },
        { name: 'time', widget: 'time' },
        { name: 'datetime', widget: 'datetime' },
        { name: 'range', widget: 'dateRange' },
        { name: 'dates', widget: 'dates' },
      ],
    },
    {
      id: 'media',
      fields: [
        { name: 'image', widget: 'image' },
        { name: 'broken_image', widget: 'image' },
        { name: 'qr', widget: 'qrcode' },
        // No upload endpoint exists yet, so the gallery's upload has no action address (button disabled).
        { name: 'upload', widget: 'upload' },
      ],
    },
  ],
});

const SAMPLE: RecordValues = {
  text: '커피',
  textarea: '첫 줄\n둘째 줄',
  password: 'secret',
  mass: 12.5,
  link: 'https://example.com/beans',
  copy: 'BT-2026-0001',
  check: true,
  flag: false,
  checks: ['A', 'C'],
  cards: ['B'],
  radio: 'B',
  segment: 'C',
  slider: 40,
  rating: 3.5,
  equip: 'ETC',
  equip_etc: 'Hand grinder',
  countries: ['ETH', 'KEN'],
  date: '2026-03-04',
  time: '07:30:00',
  datetime: '2026-03-04 07:30:00',
  range: ['2026-03-01', '2026-03-31'],
  dates: ['2026-03-04', '2026-03-11'],
  image: '',
  broken_image: '/no/such/image.png',
  qr: 'https://beantrail.example/info/beannote/beaninfo/demo',
  upload: '',
};

/** /setting/dev/widgets: the widget gallery (administrators only). */
export function WidgetGallery() {
  const { t, i18n } = useTranslation('admin');
  const user = useAuthStore((s) => s.user);
  const [view, setView] = useState(false);
  if (!hasUserType(user, ['SADMIN', 'ADMIN'])) return <StatusScreen status="403" />;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="widget-gallery" data-mode={view ? 'view' : 'edit'}>
      <Stack spacing={2}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="h5" component="h2">
            {t('entity.widgetGallery.title')}
          </Typography>
          <FormControlLabel
            control={<Switch checked={view} onChange={(e) => setView(e.target.checked)} data-testid="gallery-view" />}
            label={t('entity.widgetGallery.view_mode')}
          />
        </Stack>
        <FieldsPreview
          page={widgetGalleryPage}
          ns="admin"
          mode={view ? 'view' : 'edit'}
          initialValues={SAMPLE}
          locale={i18n.language === 'en' ? 'en' : 'kr'}
        />
      </Stack>
    </Paper>
  );
}
