import type { RecordValues } from '@beantrail/contracts';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import { useForm, useFormState } from 'react-final-form';
import type { WheelMode } from '../../charts/flavor-wheel/wheel-tree';
import { FlavorWheelField } from '../../charts/lazy-widgets';
import { asList } from '../widgets/widget-values';
import type { SectionProps } from './registry';

const on = (v: unknown) => v === true || v === 1 || v === '1';

/** The wheel's style as a QC note stores it (001 §3 cupnote_flavor_wheel_simple / _reverse). */
export function wheelModeOf(values: RecordValues): WheelMode {
  if (on(values.cupnote_flavor_wheel_reverse)) return 'reverse';
  return on(values.cupnote_flavor_wheel_simple) ? 'simple' : 'full';
}

/**
 * The flavor wheel of a QC note (contracts `qcScoringSections`, section `wheel`; 001 §3, §4): picks
 * go to `cupnote_flavor_list` (FLVR codes), the style to the simple/reverse flags, the rotation
 * (−180…180, applied live) to `cupnote_flavor_wheel_rotate`; the PNG export is named
 * `cupnote_` + YYYYMMDDHHmmss. Read-only in view mode.
 */
export function CupnoteWheelSection(props: SectionProps) {
  const form = useForm();
  const { values } = useFormState({ subscription: { values: true } });
  const v = values as RecordValues;
  const editing = props.mode !== 'view' && props.access('cupnote_flavor_list').edit;
  const error = props.errorField && props.fields.some((f) => f.name === props.errorField) ? props.errorText : undefined;
  return (
    <Box data-testid="field-cupnote_flavor_list" id={`f-${props.page.id}-cupnote_flavor_list`} tabIndex={-1}>
      <FlavorWheelField
        value={asList(v.cupnote_flavor_list)}
        onChange={(next) => form.change('cupnote_flavor_list', [...(next as readonly string[])])}
        rotation={Number(v.cupnote_flavor_wheel_rotate) || 0}
        onRotationChange={(deg) => form.change('cupnote_flavor_wheel_rotate', Math.round(deg * 10) / 10)}
        mode={wheelModeOf(v)}
        onModeChange={(mode) =>
          form.batch(() => {
            form.change('cupnote_flavor_wheel_simple', mode === 'simple');
            form.change('cupnote_flavor_wheel_reverse', mode === 'reverse');
          })
        }
        exportPrefix="cupnote_"
        readOnly={!editing}
      />
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
