import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type ReactNode } from 'react';

interface CompactFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A native select: `children` are its `<option>`s. */
  select?: boolean;
  children?: ReactNode;
  type?: 'text' | 'search';
  disabled?: boolean;
  /** The label stays above the box (a select, or a date whose placeholder shows the format). */
  shrink?: boolean;
  minWidth?: number;
  /** Attributes of the `<input>` or `<select>` itself (data-testid, placeholder, maxLength). */
  inputProps?: Record<string, string | number>;
}

/**
 * A small outlined input or native select with a floating label, drawn as MUI's TextField draws
 * `size="small"` (and `select` with native options), from the parts TextField is made of.
 * TextField imports Select and every input variant with Menu, Popover and Modal: ~14 KB gzip an
 * area's list page does not use. NativeSelect is on the first page already (the tool bar).
 */
export function CompactField({
  label,
  value,
  onChange,
  select,
  children,
  type = 'text',
  disabled,
  shrink,
  minWidth,
  inputProps,
}: CompactFieldProps) {
  const id = useId();
  const notched = select || shrink ? true : undefined;
  const input = <OutlinedInput label={label} notched={notched} />;
  return (
    <FormControl size="small" variant="outlined" disabled={disabled} sx={minWidth ? { minWidth } : undefined}>
      <InputLabel htmlFor={id} shrink={notched}>
        {label}
      </InputLabel>
      {select ? (
        <NativeSelect
          input={input}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          inputProps={{ id, ...inputProps }}
        >
          {children}
        </NativeSelect>
      ) : (
        <OutlinedInput
          id={id}
          label={label}
          notched={notched}
          type={type}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          inputProps={inputProps}
        />
      )}
    </FormControl>
  );
}
