import { CUPNOTE_SCORES, type RecordValues } from '@beantrail/contracts';
import Box from '@mui/material/Box';
import { useFormState } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { CuppingRadar } from '../../charts/lazy-widgets';
import type { CuppingScores } from '../../charts/cupping';
import { FieldRow } from '../detail/detail-fields';
import type { SectionProps } from './registry';

const given = (v: unknown) => v !== undefined && v !== null && v !== '';

/**
 * A cup note's tasting section (contracts `cupnoteTasteSection`, 002 §2.8 "six point scores with a
 * radar chart"): the declared fields as the engine lays them out, and the six scores drawn on a
 * radar as they are set (in view and while editing), once at least one is given.
 */
export function CupnoteTasteSection(props: SectionProps) {
  const { t } = useTranslation(props.ns);
  const { values } = useFormState({ subscription: { values: true } });
  const v = values as RecordValues;
  const points = CUPNOTE_SCORES.map((s) => v[`cupnote_${s}_point`]);
  const scores = Object.fromEntries(
    CUPNOTE_SCORES.map((s, i) => [s, given(points[i]) ? Number(points[i]) : 0]),
  ) as CuppingScores;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      {props.fields.map((f) => (
        <Box key={f.name} sx={{ gridColumn: f.widget === 'textarea' ? '1 / -1' : undefined }}>
          <FieldRow {...props} field={f} />
        </Box>
      ))}
      {points.some(given) && (
        <Box sx={{ gridColumn: '1 / -1' }}>
          <CuppingRadar series={[{ label: t(`entity.${props.page.id}.title`), scores }]} data-testid="cupnote-radar" />
        </Box>
      )}
    </Box>
  );
}
