import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import FormGroup from '@mui/material/FormGroup';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Rating from '@mui/material/Rating';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { ChangeEvent, ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceView, FieldFrame, ViewValue } from './field-frame';
import { useFieldOptions } from './use-field-options';
import {
  asBoolean,
  asList,
  clampNumber,
  isUnsetNumber,
  parseNumberInput,
  ratingMax,
  ratingStep,
  sliderRange,
} from './widget-values';
import type { WidgetProps } from './widget-types';

function YesNo({ value }: { value: unknown }) {
  const { t } = useTranslation('engine');
  return <>{asBoolean(value) ? t('widget.yes') : t('widget.no')}</>;
}

/** The control a boolean is drawn with: Checkbox and Switch take the same props. */
type BooleanControl = ComponentType<{
  id?: string;
  name: string;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  disabled?: boolean;
}>;

/** A boolean (sent as 1/0, 000 §5) in a labelled control; read, it says yes or no. */
function BooleanWidget({ props, Control }: { props: WidgetProps; Control: BooleanControl }) {
  if (props.readOnly)
    return (
      <ViewValue props={props}>
        <YesNo value={props.value} />
      </ViewValue>
    );
  return (
    <FieldFrame props={{ ...props, label: '' }}>
      <FormControlLabel
        required={props.required}
        control={
          <Control
            id={props.id}
            name={props.field.name}
            checked={asBoolean(props.value)}
            onChange={(e) => props.onChange(e.target.checked)}
            disabled={props.disabled}
          />
        }
        label={props.label}
      />
    </FieldFrame>
  );
}

/** Single checkbox. */
export function CheckboxWidget(props: WidgetProps) {
  return <BooleanWidget props={props} Control={Checkbox} />;
}

export function SwitchWidget(props: WidgetProps) {
  return <BooleanWidget props={props} Control={Switch} />;
}

/** Checkbox group (and the card variant): a list of option values. */
export function CheckboxGroupWidget(props: WidgetProps) {
  const { options, loading } = useFieldOptions(props);
  const chosen = asList(props.value);
  if (props.readOnly) return <ChoiceView props={props} options={options} loading={loading} values={chosen} />;
  const toggle = (v: string) => props.onChange(chosen.includes(v) ? chosen.filter((c) => c !== v) : [...chosen, v]);
  const card = props.field.widget === 'checkboxCard';
  return (
    <FieldFrame props={props}>
      <FormGroup row id={props.id}>
        {options.map((o) =>
          card ? (
            <Card
              key={o.value}
              variant="outlined"
              sx={{ m: 0.5, borderColor: chosen.includes(o.value) ? 'primary.main' : undefined }}
            >
              <CardActionArea
                onClick={() => toggle(o.value)}
                aria-pressed={chosen.includes(o.value)}
                sx={{ p: 1.5 }}
                disabled={props.disabled}
              >
                {o.label}
              </CardActionArea>
            </Card>
          ) : (
            <FormControlLabel
              key={o.value}
              control={<Checkbox checked={chosen.includes(o.value)} onChange={() => toggle(o.value)} value={o.value} />}
              label={o.label}
              disabled={props.disabled}
            />
          ),
        )}
      </FormGroup>
    </FieldFrame>
  );
}

/** Radio (button, group, card): one option value. */
export function RadioWidget(props: WidgetProps) {
  const { options, loading } = useFieldOptions(props);
  const value = props.value === null || props.value === undefined ? '' : String(props.value);
  if (props.readOnly)
    return <ChoiceView props={props} options={options} loading={loading} values={value ? [value] : []} />;
  const card = props.field.widget === 'radioCard';
  return (
    <FieldFrame props={props}>
      <RadioGroup
        row
        id={props.id}
        name={props.field.name}
        value={value}
        onChange={(e) => props.onChange(e.target.value)}
      >
        {options.map((o) =>
          card ? (
            <Card
              key={o.value}
              variant="outlined"
              sx={{ m: 0.5, borderColor: value === o.value ? 'primary.main' : undefined }}
            >
              <FormControlLabel
                sx={{ m: 0, p: 1 }}
                value={o.value}
                control={<Radio />}
                label={o.label}
                disabled={props.disabled}
              />
            </Card>
          ) : (
            <FormControlLabel
              key={o.value}
              value={o.value}
              control={<Radio />}
              label={o.label}
              disabled={props.disabled}
            />
          ),
        )}
      </RadioGroup>
    </FieldFrame>
  );
}

/** Segmented control: exclusive toggle buttons. */
export function SegmentedWidget(props: WidgetProps) {
  const { options, loading } = useFieldOptions(props);
  const value = props.value === null || props.value === undefined ? '' : String(props.value);
  if (props.readOnly)
    return <ChoiceView props={props} options={options} loading={loading} values={value ? [value] : []} />;
  return (
    <FieldFrame props={props}>
      <ToggleButtonGroup
        id={props.id}
        exclusive
        size="small"
        value={value}
        onChange={(_, v: string | null) => v !== null && props.onChange(v)}
        disabled={props.disabled}
      >
        {options.map((o) => (
          <ToggleButton key={o.value} value={o.value}>
            {o.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </FieldFrame>
  );
}

function NumberBox({ props, min, max, step }: { props: WidgetProps; min: number; max: number; step: number }) {
  return (
    <TextField
      id={props.id}
      name={props.field.name}
      size="small"
      sx={{ width: '7rem' }}
      value={props.value === null || props.value === undefined ? '' : String(props.value)}
      onChange={(e) => props.onChange(parseNumberInput(e.target.value))}
      onBlur={props.onBlur}
      disabled={props.disabled}
      error={!!props.error}
      slotProps={{ htmlInput: { inputMode: 'decimal', min, max, step, 'aria-label': props.label } }}
    />
  );
}

/**
 * Slider with a number box (000 §2, default range 0–100, 000 §9). Unset, it shows no thumb and no
 * track (a score at its minimum would read as given); a click or a key on the rail sets it.
 */
export function SliderWidget(props: WidgetProps) {
  const { min, max, step } = sliderRange(props.field);
  if (props.readOnly) return <ViewValue props={props} />;
  const unset = isUnsetNumber(props.value);
  return (
    <FieldFrame props={props}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', flex: 1, minWidth: 200 }}
        data-unset={unset ? 'true' : undefined}
      >
        <Slider
          aria-label={props.label}
          value={clampNumber(props.value, min, max)}
          className={unset ? 'score-unset' : undefined}
          min={min}
          max={max}
          step={step}
          valueLabelDisplay="auto"
          onChange={(_, v) => props.onChange(Array.isArray(v) ? v[0] : v)}
          disabled={props.disabled}
          sx={{
            flex: 1,
            '&.score-unset .MuiSlider-track': { display: 'none' },
            '&.score-unset .MuiSlider-thumb': { opacity: 0.35, bgcolor: 'action.disabled' },
          }}
        />
        <NumberBox props={props} min={min} max={max} step={step} />
      </Stack>
    </FieldFrame>
  );
}

/** Star rating with a number box; half steps when declared (000 §9: default 5 stars, 0.5 step). */
export function RatingWidget(props: WidgetProps) {
  const max = ratingMax(props.field);
  const step = ratingStep(props.field);
  // Unset is no stars (null), not zero stars given.
  const value = isUnsetNumber(props.value) ? null : clampNumber(props.value, 0, max);
  if (props.readOnly)
    return (
      <ViewValue props={props}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Rating value={value} max={max} precision={step} readOnly size="small" />
          <span>{props.value === null || props.value === undefined ? '' : String(props.value)}</span>
        </Stack>
      </ViewValue>
    );
  return (
    <FieldFrame props={props}>
      <Rating
        data-unset={value === null ? 'true' : undefined}
        name={`${props.field.name}-stars`}
        value={value}
        max={max}
        precision={step}
        onChange={(_, v) => props.onChange(v ?? 0)}
        disabled={props.disabled}
      />
      <NumberBox props={props} min={0} max={max} step={step} />
    </FieldFrame>
  );
}
