import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

interface ScoreInputProps {
  id: string;
  label: string;
  value: number;
  onChange: (v: number) => void;
  min?: number;
  max?: number;
  step?: number;
}

/** A 0–10 score as a slider with a number box (spec 000 §2 "slider with number box"). */
export function ScoreInput({ id, label, value, onChange, min = 0, max = 10, step = 0.5 }: ScoreInputProps) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '6.5rem 1fr 5rem', gap: 2, alignItems: 'center' }}>
      <Typography id={`${id}-label`} variant="body2">
        {label}
      </Typography>
      <Slider
        aria-labelledby={`${id}-label`}
        min={min}
        max={max}
        step={step}
        value={value}
        onChange={(_, v) => onChange(v as number)}
        data-testid={`score-${id}`}
      />
      <TextField
        type="number"
        size="small"
        value={value}
        onChange={(e) => onChange(Math.min(max, Math.max(min, Number(e.target.value) || 0)))}
        slotProps={{
          htmlInput: { min, max, step, 'aria-labelledby': `${id}-label`, 'data-testid': `score-input-${id}` },
        }}
      />
    </Box>
  );
}
