import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';

interface PrefSelectProps<T extends string> {
  id: string;
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}

/** A small native select of the tool bar (native so it works the same on phones and in tests). */
export function PrefSelect<T extends string>({ id, label, value, options, onChange }: PrefSelectProps<T>) {
  return (
    <FormControl size="small" variant="standard" sx={{ minWidth: 72 }}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        value={value}
        onChange={(e) => onChange(e.target.value as T)}
        inputProps={{ id, 'data-testid': id } as Record<string, string>}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
