import { formatElapsed, Hint, restoreTimerStart, TIMER_STORAGE_KEY, TIMER_TICK_MS } from '@beantrail/mf-shared/core';
import TimerIcon from '@mui/icons-material/Timer';
import TimerOffIcon from '@mui/icons-material/TimerOff';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

function readStart(): number | undefined {
  try {
    const start = restoreTimerStart(localStorage.getItem(TIMER_STORAGE_KEY), Date.now());
    if (start === undefined) localStorage.removeItem(TIMER_STORAGE_KEY);
    return start;
  } catch {
    return undefined;
  }
}

function writeStart(start: number | undefined): void {
  try {
    if (start === undefined) localStorage.removeItem(TIMER_STORAGE_KEY);
    else localStorage.setItem(TIMER_STORAGE_KEY, String(start));
  } catch {
    // Without storage the timer still runs; it just is not restored after a reload.
  }
}

/** Spec 000 §2, §4, §9: the main timer, started and stopped by the clock button, shown every 100 ms. */
export function MainTimer() {
  const { t } = useTranslation();
  const [start, setStart] = useState<number | undefined>(readStart);
  const [elapsed, setElapsed] = useState(() => (start === undefined ? 0 : Date.now() - start));

  useEffect(() => {
    if (start === undefined) return;
    const tick = () => setElapsed(Date.now() - start);
    tick();
    const id = window.setInterval(tick, TIMER_TICK_MS);
    return () => window.clearInterval(id);
  }, [start]);

  const toggle = () => {
    const next = start === undefined ? Date.now() : undefined;
    if (next !== undefined) setElapsed(0);
    writeStart(next);
    setStart(next);
  };

  const label = t(start === undefined ? 'toolbar.timer_start' : 'toolbar.timer_stop');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center' }}>
      <Hint title={label}>
        <IconButton
          size="small"
          onClick={toggle}
          aria-label={label}
          aria-pressed={start !== undefined}
          data-testid="btn-timer"
          data-running={start !== undefined}
        >
          {start === undefined ? <TimerIcon fontSize="small" /> : <TimerOffIcon fontSize="small" color="secondary" />}
        </IconButton>
      </Hint>
      <Box
        component="output"
        data-testid="timer-display"
        aria-label={t('toolbar.timer')}
        sx={{ fontVariantNumeric: 'tabular-nums', fontFamily: 'monospace', minWidth: '6.5ch', fontSize: 14 }}
      >
        {formatElapsed(elapsed)}
      </Box>
    </Box>
  );
}
