import { parseDefinition, type TableDefinition } from '@beantrail/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A definition typed or pasted as JSON and its button (002 §2.14; §8 "Parsing Error" when it is not
 * a definition this tool wrote). The button hands the parsed definition on.
 */
export function DefinitionInput(props: {
  label: string;
  action: string;
  initial?: string;
  minRows: number;
  busy?: boolean;
  testIds: { input: string; action: string };
  onDefinition: (def: TableDefinition) => void;
}) {
  const { t } = useTranslation('admin');
  const [text, setText] = useState(props.initial ?? '');
  const [failed, setFailed] = useState(false);
  const submit = () => {
    const def = parseDefinition(text);
    setFailed(!def);
    if (def) props.onDefinition(def);
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1}>
        <TextField
          multiline
          minRows={props.minRows}
          maxRows={20}
          label={props.label}
          value={text}
          onChange={(e) => setText(e.target.value)}
          slotProps={{
            htmlInput: { 'data-testid': props.testIds.input, style: { fontFamily: 'monospace', fontSize: '0.8rem' } },
          }}
        />
        {failed && (
          <Alert severity="error" data-testid="parsing-error">
            {t('message:parsing_error')}
          </Alert>
        )}
        <Button
          variant="outlined"
          onClick={submit}
          disabled={props.busy}
          sx={{ alignSelf: 'flex-start' }}
          data-testid={props.testIds.action}
        >
          {props.action}
        </Button>
      </Stack>
    </Paper>
  );
}
