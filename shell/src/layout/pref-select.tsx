import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';

interface PrefSelectProps<T extends string> {
  id: string;
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  /** Shown greyed out, with `note` saying why (a choice that has no effect here). */
  disabled?: boolean;
  note?: string;
}

/** A small native select of the tool bar (native so it works the same on phones and in tests). */
export function PrefSelect<T extends string>({
  id,
  label,
  value,
  options,
  onChange,
  disabled,
  note,
}: PrefSelectProps<T>) {
  return (
    <FormControl
      size="small"
      variant="standard"
      disabled={disabled}
      sx={{ minWidth: 72, maxWidth: note ? 200 : undefined }}
    >
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        value={value}
        onChange={(e) => onChange(e.target.value as T)}
        inputProps={
          { id, 'data-testid': id, ...(note ? { 'aria-describedby': `${id}-note` } : {}) } as Record<string, string>
        }
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
      {note && (
        <FormHelperText id={`${id}-note`} data-testid={`${id}-note`}>
          {note}
        </FormHelperText>
      )}
    </FormControl>
  );
}
