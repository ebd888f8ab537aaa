import TimerOutlined from '@mui/icons-material/TimerOutlined';
import { PROFILE_STAGES, type RecordValues } from '@beantrail/contracts';
import { Hint, useFieldLabel } from '@beantrail/mf-shared';
import { formatMmSs, parseMmSs } from '@beantrail/mf-shared/pure';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Field, type FieldInputProps } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import type { PageDecl } from '@beantrail/contracts';

const PARTS = ['term', 'bean', 'air', 'etc1', 'etc2', 'etc3'] as const;
const STEP: Record<(typeof PARTS)[number], number> = {
  term: 1,
  bean: 0.1,
  air: 0.1,
  etc1: 0.01,
  etc2: 0.01,
  etc3: 0.01,
};

const termText = (v: unknown) =>
  v === '' || v === null || v === undefined || !Number.isFinite(Number(v)) ? '' : formatMmSs(Number(v));

/**
 * A stage time typed and shown as m:ss ("5:36"); plain seconds ("336") are read too. The form keeps
 * seconds, as the record stores them (001 §3 `<stage>_term`). While typing, the text stays as typed;
 * text that is no time is marked and leaves the value as it was.
 */
function TermInput({
  input,
  id,
  label,
  error,
  helperText,
}: {
  input: FieldInputProps<unknown>;
  id: string;
  label: string;
  error: boolean;
  helperText?: string;
}) {
  const [text, setText] = useState<string | null>(null);
  const bad = text !== null && text.trim() !== '' && parseMmSs(text) === null;
  return (
    <TextField
      id={id}
      size="small"
      value={text ?? termText(input.value)}
      onChange={(e) => {
        const typed = e.target.value;
        setText(typed);
        if (typed.trim() === '') input.onChange('');
        else {
          const sec = parseMmSs(typed);
          if (sec !== null) input.onChange(sec);
        }
      }}
      onBlur={() => {
        setText(null);
        input.onBlur();
      }}
      error={error || bad}
      helperText={helperText}
      placeholder="m:ss"
      slotProps={{ htmlInput: { inputMode: 'text', 'aria-label': label, 'aria-invalid': error || bad } }}
    />
  );
}

/**
 * The profile stages as one compact table (001 §3): a row per stage, term / bean / air and three
 * extras; a Now button per stage while a timer runs. Each cell is a final-form field, so the
 * engine's checks, payload and undo apply as to any declared field.
 */
export function StageTable(props: {
  page: PageDecl;
  ns: string;
  readOnly: boolean;
  canNow: boolean;
  onNow: (prefix: string) => void;
  errorField?: string;
  errorText?: string;
  values: RecordValues;
}) {
  const { page, ns, readOnly } = props;
  const label = useFieldLabel(page, ns);
  const { t } = useTranslation(ns);
  // Checks 1–10 only once used (or while editing, the first empty one), so the table stays short.
  const lastCheck = PROFILE_STAGES.filter((s) => s.startsWith('roasting_check')).reduce(
    (n, s, i) =>
      PARTS.some(
        (p) =>
          props.values[`${s}_${p}`] !== undefined &&
          props.values[`${s}_${p}`] !== '' &&
          props.values[`${s}_${p}`] !== null,
      )
        ? i + 1
        : n,
    0,
  );
  const filled = (name: string) =>
    props.values[name] !== undefined && props.values[name] !== '' && props.values[name] !== null;
  // Read-only: only the stages and extra readings that hold something.
  const stages = PROFILE_STAGES.filter(
    (s) => !s.startsWith('roasting_check') || Number(s.slice(14)) <= lastCheck + (readOnly ? 0 : 1),
  ).filter((s) => !readOnly || PARTS.some((p) => filled(`${s}_${p}`)));
  const parts = PARTS.filter(
    (p) => !readOnly || !p.startsWith('etc') || PROFILE_STAGES.some((s) => filled(`${s}_${p}`)),
  );
  if (readOnly && !stages.length) return null;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table
        size="small"
        aria-label={t('roaster:profile.stages')}
        data-testid="stage-table"
        // Compact cells without spin buttons, so a phone shows time, bean and air side by side.
        sx={{
          '& td, & th': { px: 0.5 },
          '& input': { px: 1, py: 0.75, MozAppearance: 'textfield' },
          '& input::-webkit-inner-spin-button, & input::-webkit-outer-spin-button': { WebkitAppearance: 'none', m: 0 },
        }}
      >
        <TableHead>
          <TableRow>
            <TableCell>{t('roaster:profile.stages')}</TableCell>
            {parts.map((p) => (
              <TableCell key={p} sx={{ display: p.startsWith('etc') ? { xs: 'none', md: 'table-cell' } : undefined }}>
                {t(p === 'term' ? 'roaster:profile.term_mmss' : `roaster:profile.part.${p}`)}
              </TableCell>
            ))}
            {!readOnly && <TableCell />}
          </TableRow>
        </TableHead>
        <TableBody>
          {stages.map((stage) => (
            <TableRow key={stage} data-testid={`stage-${stage}`}>
              <TableCell component="th" scope="row">
                <Typography variant="body2" noWrap>
                  {t(`roaster:profile.stage.${stage}`)}
                </Typography>
              </TableCell>
              {parts.map((p) => {
                const name = `${stage}_${p}`;
                return (
                  <TableCell
                    key={p}
                    sx={{
                      minWidth: { xs: 64, sm: 80 },
                      display: p.startsWith('etc') ? { xs: 'none', md: 'table-cell' } : undefined,
                    }}
                  >
                    <Field name={name} subscription={{ value: true }}>
                      {({ input }) =>
                        readOnly ? (
                          <Typography variant="body2" data-testid={`v-${name}`}>
                            {p === 'term'
                              ? termText(input.value)
                              : input.value === '' || input.value === null
                                ? ''
                                : String(input.value)}
                          </Typography>
                        ) : p === 'term' ? (
                          <TermInput
                            input={input}
                            id={`f-${page.id}-${name}`}
                            label={label(name)}
                            error={props.errorField === name}
                            helperText={props.errorField === name ? props.errorText : undefined}
                          />
                        ) : (
                          <TextField
                            id={`f-${page.id}-${name}`}
                            size="small"
                            type="number"
                            value={input.value ?? ''}
                            onChange={(e) => input.onChange(e.target.value === '' ? '' : Number(e.target.value))}
                            onBlur={input.onBlur}
                            error={props.errorField === name}
                            helperText={props.errorField === name ? props.errorText : undefined}
                            slotProps={{ htmlInput: { step: STEP[p], 'aria-label': label(name) } }}
                          />
                        )
                      }
                    </Field>
                  </TableCell>
                );
              })}
              {!readOnly && (
                <TableCell>
                  <Hint title={t('roaster:profile.now')}>
                    <span>
                      <IconButton
                        size="small"
                        disabled={!props.canNow}
                        onClick={() => props.onNow(stage)}
                        aria-label={`${t('roaster:profile.now')} ${t(`roaster:profile.stage.${stage}`)}`}
                        data-testid={`now-${stage}`}
                      >
                        <TimerOutlined fontSize="small" />
                      </IconButton>
                    </span>
                  </Hint>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
