import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Tooltip from '@mui/material/Tooltip';
import FormLabel from '@mui/material/FormLabel';
import type { ReactNode } from 'react';
import { optionLabels, type SelectOption } from './options';
import type { WidgetProps } from './widget-types';

/** The label with its tooltip icon (spec 000 §2: every field has a label and a tooltip). */
export function FieldLabel({
  label,
  tooltip,
  required,
  htmlFor,
}: {
  label: string;
  tooltip?: string;
  required?: boolean;
  htmlFor?: string;
}) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <FormLabel htmlFor={htmlFor} required={required} sx={{ fontSize: '0.8rem' }}>
        {label}
      </FormLabel>
      {tooltip && (
        <Tooltip title={tooltip}>
          <InfoOutlined fontSize="inherit" color="action" aria-label={tooltip} />
        </Tooltip>
      )}
    </Stack>
  );
}

/**
 * The frame of widgets that are not a text box (checkboxes, sliders, ratings…): label and
 * tooltip above, text before/after around the control, the save check's message below.
 */
export function FieldFrame({ props, children }: { props: WidgetProps; children: ReactNode }) {
  const { label, tooltip, required, before, after, error, id, field } = props;
  return (
    <Box data-testid={`field-${field.name}`} sx={{ width: '100%' }}>
      {(label || tooltip) && (
        <FieldLabel label={label} tooltip={tooltip} required={required && !props.readOnly} htmlFor={id} />
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {before && <Typography color="text.secondary">{before}</Typography>}
        {children}
        {after && <Typography color="text.secondary">{after}</Typography>}
      </Stack>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}

/**
 * Read-only view of a value (view mode): label, then the value with its text before/after.
 * `busy`: the value's words are still loading (a choice's options), shown as a text placeholder.
 */
export function ViewValue({ props, children, busy }: { props: WidgetProps; children?: ReactNode; busy?: boolean }) {
  const { label, tooltip, before, after, field, value } = props;
  const shown = children ?? (value === null || value === undefined || value === '' ? '' : String(value));
  return (
    <Box data-testid={`field-${field.name}`} sx={{ width: '100%', minHeight: 48 }}>
      <FieldLabel label={label} tooltip={tooltip} />
      {busy ? (
        <Typography component="div" data-testid={`view-${field.name}`} aria-busy="true" sx={{ minHeight: '1.5em' }}>
          <Skeleton variant="text" width="12em" />
        </Typography>
      ) : (
        <Typography
          component="div"
          data-testid={`view-${field.name}`}
          sx={{
            wordBreak: 'break-word',
            whiteSpace: 'pre-wrap',
            minHeight: '1.5em',
            '&:empty::before': { content: '"—"', color: 'text.disabled' },
          }}
        >
          {/* Nothing at all when empty: empty text nodes kept `:empty` (the "—") from matching (an empty choice list showed nothing). */}
          {shown === '' || shown === null ? null : (
            <>
              {before ? `${before} ` : null}
              {shown}
              {after ? ` ${after}` : null}
            </>
          )}
        </Typography>
      )}
    </Box>
  );
}

/** A choice field in view mode: the chosen options' labels; while the options load, a placeholder, not the codes. */
export function ChoiceView({
  props,
  options,
  loading,
  values,
}: {
  props: WidgetProps;
  options: SelectOption[];
  loading: boolean;
  values: string[];
}) {
  const { text, complete } = optionLabels(options, values);
  return (
    <ViewValue props={props} busy={loading && !complete}>
      {text}
    </ViewValue>
  );
}
