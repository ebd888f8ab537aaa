import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type ChangeEvent, type HTMLInputAutoCompleteAttribute } from 'react';

interface OutlinedFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  type?: 'text' | 'password' | 'email';
  autoComplete?: HTMLInputAutoCompleteAttribute;
  autoCapitalize?: string;
  autoFocus?: boolean;
}

/**
 * A labelled outlined text input, drawn as MUI's TextField draws one, from the parts TextField is
 * made of. TextField itself imports Select and every input variant (with Menu, Popover and Modal):
 * ~12 KB gzip the sign-in page does not use.
 */
export function OutlinedField({
  label,
  name,
  value,
  onChange,
  type = 'text',
  autoComplete,
  autoCapitalize,
  autoFocus,
}: OutlinedFieldProps) {
  const id = useId();
  return (
    <FormControl fullWidth variant="outlined">
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        type={type}
        label={label}
        value={value}
        onChange={onChange}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        inputProps={autoCapitalize ? { autoCapitalize } : undefined}
      />
    </FormControl>
  );
}
