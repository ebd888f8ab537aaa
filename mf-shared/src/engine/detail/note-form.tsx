import {
  CUPNOTE_SCORES,
  findField,
  sectionLabelKey,
  type FieldDecl,
  type NoteFormDecl,
  type RecordValues,
} from '@beantrail/contracts';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useForm, useFormState } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { CuppingRadar, FlavorWheelField } from '../../charts/lazy-widgets';
import type { CuppingScores } from '../../charts/cupping';
import { DetailFields, FieldRow, fieldDomId, type DetailFieldsProps } from './detail-fields';
import { moreSectionsPage } from './note-layout';
import { asList } from '../widgets/widget-values';

export interface NoteFieldsProps extends DetailFieldsProps {
  note: NoteFormDecl;
}

const given = (v: unknown) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0);
const isScore = (f: FieldDecl) => f.widget === 'slider' || f.widget === 'rating';

/** The coffee the note is about: a heading once it came from a product serial, else its inputs. */
function NoteTitle(props: NoteFieldsProps & { values: RecordValues }) {
  const { note, values, locale, page } = props;
  const { name, nameEn, maker, fixedBy } = note.title;
  const named = locale === 'en' ? values[nameEn] || values[name] : values[name] || values[nameEn];
  if (given(values[fixedBy]) && given(named)) {
    return (
      <Box data-testid="note-coffee">
        <Typography
          variant="h6"
          component="p"
          sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
          data-testid="note-coffee-name"
        >
          {String(named)}
        </Typography>
        {given(values[maker]) && (
          <Typography variant="body2" color="text.secondary" data-testid="note-coffee-maker">
            {String(values[maker])}
          </Typography>
        )}
      </Box>
    );
  }
  // Typed by hand: the name of the page's language first, the maker after.
  const order = locale === 'en' ? [nameEn, name, maker] : [name, nameEn, maker];
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}
      data-testid="note-coffee-inputs"
    >
      {order
        .map((n) => findField(page, n))
        .filter((f): f is FieldDecl => !!f && props.access(f.name).view)
        .map((f) => (
          <FieldRow key={f.name} {...props} field={f} />
        ))}
    </Box>
  );
}

function Heading({ children }: { children: ReactNode }) {
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {children}
      </Typography>
      <Divider sx={{ mb: 1 }} />
    </>
  );
}

/**
 * A person's note drawn as a note (contracts NoteFormDecl; the drinker's note, 002 §2.9): the
 * coffee, the note's fields (the scores together, drawn on a radar once one is given), the flavors
 * on the wheel after the scores, then "More details" folded. The fields are the declaration's, with
 * their widgets, bounds and checks.
 */
export function NoteFields(props: NoteFieldsProps) {
  const { page, note, ns, mode, access } = props;
  const { t } = useTranslation(ns);
  const te = useTranslation('engine').t;
  const form = useForm();
  const { values } = useFormState({ subscription: { values: true } });
  const v = values as RecordValues;
  const [more, setMore] = useState(false);
  const morePage = useMemo(() => moreSectionsPage(page, note), [page, note]);
  // A save check failing on a folded field opens the fold, so the field can be shown and focused.
  const errorField = props.errorField;
  useEffect(() => {
    if (
      errorField &&
      morePage.sections.some((s) => s.fields.some((f) => f.name === errorField && f.widget !== 'hidden'))
    )
      setMore(true);
  }, [errorField, morePage]);
  const fields = note.fields.map((n) => findField(page, n)).filter((f): f is FieldDecl => !!f && access(f.name).view);
  const scores = fields.filter(isScore);
  const before = fields.filter((f) => !isScore(f) && fields.indexOf(f) < fields.indexOf(scores[0] ?? fields[0]));
  const after = fields.filter((f) => !isScore(f) && !before.includes(f));
  const points = CUPNOTE_SCORES.map((s) => v[`cupnote_${s}_point`]);
  const radar = Object.fromEntries(
    CUPNOTE_SCORES.map((s, i) => [s, given(points[i]) ? Number(points[i]) : 0]),
  ) as CuppingScores;
  const wheel = access(note.wheel);
  const wheelEditable = mode !== 'view' && wheel.edit;
  const wheelError = props.errorField === note.wheel ? props.errorText : undefined;
  const row = (f: FieldDecl) => (
    <Box key={f.name} sx={{ gridColumn: f.widget === 'textarea' || f.widget === 'rating' ? '1 / -1' : undefined }}>
      <FieldRow {...props} field={f} />
    </Box>
  );
  const grid = {
    display: 'grid',
    gap: 2,
    gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
  };
  return (
    <Stack spacing={3} data-testid="note-form">
      <NoteTitle {...props} values={v} />
      {before.length > 0 && <Box sx={grid}>{before.map(row)}</Box>}
      {scores.length > 0 && (
        <Box component="section" data-testid="note-scores">
          <Heading>{t(sectionLabelKey(page, 'taste'))}</Heading>
          <Box sx={grid}>{scores.map(row)}</Box>
          {points.some(given) && (
            <CuppingRadar
              series={[{ label: t(`entity.${page.id}.title`), scores: radar }]}
              data-testid="cupnote-radar"
            />
          )}
        </Box>
      )}
      {wheel.view && (
        <Box component="section" data-testid={`field-${note.wheel}`} id={fieldDomId(page, note.wheel)} tabIndex={-1}>
          <Heading>{t(sectionLabelKey(page, 'flavor'))}</Heading>
          <FlavorWheelField
            value={asList(v[note.wheel])}
            onChange={(next) => form.change(note.wheel, [...(next as readonly string[])])}
            exportPrefix="cupnote_"
            readOnly={!wheelEditable}
            controls={false}
          />
          {wheelError && <FormHelperText error>{wheelError}</FormHelperText>}
        </Box>
      )}
      {after.length > 0 && <Box sx={grid}>{after.map(row)}</Box>}
      {morePage.sections.length > 0 && (
        <Box>
          <Button
            onClick={() => setMore((m) => !m)}
            endIcon={
              <ExpandMore sx={{ transform: more ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }} />
            }
            aria-expanded={more}
            data-testid="note-more"
          >
            {te('detail.more')}
          </Button>
          {/* Mounted only when open: its sections are the back office's, not the note's first screen. */}
          <Collapse in={more} unmountOnExit>
            <Box sx={{ pt: 2 }}>
              <DetailFields {...props} page={morePage} />
            </Box>
          </Collapse>
        </Box>
      )}
    </Stack>
  );
}
