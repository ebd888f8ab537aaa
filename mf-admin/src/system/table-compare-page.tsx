import { compareTable, createTableSql, type TableComparison, type TableDefinition } from '@beantrail/contracts';
import { isApiCallError, NoticeBar } from '@beantrail/mf-shared';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DefinitionInput } from './definition-input';
import { SnippetBox } from './snippet-box';
import { columnsQueryOptions, keptDefinition, schemasQueryOptions } from './system-api';

type Outcome = { def: TableDefinition; missingTable: boolean; result: TableComparison; sql: string };

/**
 * Table compare (002 §2.14): a definition (the one just generated, or pasted) against the live
 * table: the columns each side lacks, those that differ, and the statements that would bring the
 * table to the definition, in the server's dialect. A table that does not exist gets its CREATE TABLE.
 */
export function TableComparePage() {
  const { t } = useTranslation('admin');
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const compare = async (def: TableDefinition) => {
    setOutcome(null);
    setBusy(true);
    try {
      const schemas = await client.fetchQuery(schemasQueryOptions());
      const dialect = schemas.find((s) => s.TABLE_SCHEMA === def.schema)?.DIALECT ?? schemas[0]?.DIALECT ?? 'sqlite';
      try {
        const live = await client.fetchQuery({ ...columnsQueryOptions(def.schema, def.table), staleTime: 0 });
        const result = compareTable(def, live, dialect);
        setOutcome({ def, missingTable: false, result, sql: result.statements.join('\n') });
      } catch (e) {
        if (!isApiCallError(e) || e.httpStatus !== 404) throw e;
        const result = compareTable(def, [], dialect);
        setOutcome({ def, missingTable: true, result, sql: createTableSql(def, dialect) });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2} data-testid="table-compare">
      <Typography variant="h5" component="h2">
        {t('system.compare_title')}
      </Typography>
      <DefinitionInput
        label={t('system.definition')}
        action={t('system.compare')}
        initial={keptDefinition()}
        minRows={6}
        busy={busy}
        testIds={{ input: 'compare-definition', action: 'compare' }}
        onDefinition={(def) => void compare(def)}
      />
      {outcome && (
        <Paper variant="outlined" sx={{ p: 2 }} data-testid="compare-result">
          <Stack spacing={2}>
            {outcome.missingTable && (
              <Alert severity="warning">{t('system.no_table', { table: outcome.def.table })}</Alert>
            )}
            <ColumnChips
              testId="missing-in-table"
              title={t('system.missing_in_table')}
              names={outcome.result.missingInTable.map((c) => c.name)}
            />
            <ColumnChips
              testId="missing-in-definition"
              title={t('system.missing_in_definition')}
              names={outcome.result.missingInDefinition.map((c) => c.COLUMN_NAME)}
            />
            <ColumnChips
              testId="changed"
              title={t('system.changed')}
              names={outcome.result.changed.map((c) => `${c.name}: ${c.table} → ${c.definition}`)}
            />
            {outcome.sql ? (
              <SnippetBox id="statements" title={t('system.statements')} text={outcome.sql} />
            ) : (
              <Alert severity="success" data-testid="compare-same">
                {t('system.same')}
              </Alert>
            )}
          </Stack>
        </Paper>
      )}
      <NoticeBar />
    </Stack>
  );
}

function ColumnChips({ testId, title, names }: { testId: string; title: string; names: string[] }) {
  const { t } = useTranslation('admin');
  return (
    <Stack spacing={1} data-testid={testId}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      {names.length ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {names.map((n) => (
            <Chip key={n} label={n} size="small" sx={{ fontFamily: 'monospace' }} />
          ))}
        </Stack>
      ) : (
        <Typography color="text.secondary">{t('system.none')}</Typography>
      )}
    </Stack>
  );
}
