import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CheckIcon from '@mui/icons-material/Check';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useChartText } from '../charts-text';
import { searchWheel, wheelLevel, wheelName, wheelTrail } from './wheel-drill';
import type { WheelNode } from './wheel-tree';

export interface WheelPhonePickerProps {
  roots: readonly WheelNode[];
  byId: ReadonlyMap<string, WheelNode>;
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
}

/**
 * Picking on the flavor wheel with a finger (000 §4 on a phone): the wheel's outer labels are a few
 * pixels there, so terms are chosen level by level (category, group, flavor; a back step) or found
 * by typing their name in the page's language. Every chip is a full-size touch target.
 */
export function WheelPhonePicker({ roots, byId, selected, onToggle }: WheelPhonePickerProps) {
  const { c, lang } = useChartText();
  const [path, setPath] = useState<string[]>([]);
  const [query, setQuery] = useState('');
  const { trail, items } = wheelLevel(roots, path);
  const found = useMemo(() => searchWheel(roots, query, lang), [roots, query, lang]);
  const here = trail[trail.length - 1];
  const pickChip = (n: WheelNode, label: string, testId: string) => {
    const on = selected.has(n.id);
    return (
      <Chip
        key={testId}
        label={label}
        icon={on ? <CheckIcon /> : undefined}
        color={on ? 'primary' : 'default'}
        variant={on ? 'filled' : 'outlined'}
        aria-pressed={on}
        onClick={() => onToggle(n.id)}
        data-testid={testId}
        sx={{
          borderLeft: `6px solid ${n.colour}`,
          height: 'auto',
          minHeight: 40,
          '& .MuiChip-label': { whiteSpace: 'normal', py: 0.75 },
        }}
      />
    );
  };
  return (
    <Stack spacing={1.5} data-testid="wheel-phone-picker">
      <TextField
        size="small"
        type="search"
        label={c.wheel_search}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        slotProps={{ htmlInput: { 'data-testid': 'wheel-search', autoComplete: 'off' } }}
        fullWidth
      />
      {query.trim() ? (
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }} data-testid="wheel-search-results">
          {found.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {c.wheel_search_none}
            </Typography>
          ) : (
            found.map((n) =>
              pickChip(
                n,
                wheelTrail(byId, n.id)
                  .map((x) => wheelName(x, lang))
                  .join(' › '),
                `wheel-found-${n.id}`,
              ),
            )
          )}
        </Stack>
      ) : (
        <Box data-testid="wheel-drill" data-level={trail.length}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, minHeight: 40 }}>
            {here ? (
              <>
                <Button
                  size="small"
                  startIcon={<ArrowBackIcon />}
                  onClick={() => setPath(path.slice(0, trail.length - 1))}
                  data-testid="wheel-drill-back"
                >
                  {c.wheel_back}
                </Button>
                <Typography variant="subtitle2" component="h3" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  {trail.map((n) => wheelName(n, lang)).join(' › ')}
                </Typography>
              </>
            ) : (
              <Typography variant="subtitle2" component="h3">
                {c.wheel_categories}
              </Typography>
            )}
          </Stack>
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
            {/* The category or group drilled into can be picked as a whole, as on the wheel. */}
            {here && pickChip(here, wheelName(here, lang), `wheel-pick-${here.id}`)}
            {items.map((n) =>
              n.children.length > 0 ? (
                <Chip
                  key={n.id}
                  label={
                    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center' }}>
                      {wheelName(n, lang)}
                      <ChevronRightIcon fontSize="small" aria-hidden />
                    </Box>
                  }
                  onClick={() => setPath([...trail.map((x) => x.id), n.id])}
                  variant={selected.has(n.id) ? 'filled' : 'outlined'}
                  data-testid={`wheel-drill-${n.id}`}
                  sx={{ borderLeft: `6px solid ${n.colour}`, minHeight: 40 }}
                />
              ) : (
                pickChip(n, wheelName(n, lang), `wheel-pick-${n.id}`)
              ),
            )}
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
