import {
  createTableSql,
  declarationSnippet,
  definitionOf,
  definitionProblem,
  type FieldError,
  type TableDefinition,
} from '@beantrail/contracts';
import { ErrorStatus, LoadingSkeleton, NoticeBar, useLocalePath, ValidationDialog } from '@beantrail/mf-shared';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ColumnGrid } from './column-grid';
import { DefinitionInput } from './definition-input';
import { SnippetBox } from './snippet-box';
import { keepDefinition, useColumns, useSchemas, useTables } from './system-api';

/**
 * Table definition (002 §2.14, §5, §8): choose the schema and a table, mark its key, search, order
 * and name columns and each column's checks, then generate the page declaration, CREATE TABLE and
 * the definition itself, each with a copy button; or paste a definition back ("Parsing Error" when
 * it cannot be read).
 */
export function TableDefinitionPage() {
  const { t } = useTranslation('admin');
  const lp = useLocalePath();
  const schemas = useSchemas();
  const [schema, setSchema] = useState('');
  const [table, setTable] = useState('');
  const [def, setDef] = useState<TableDefinition | null>(null);
  const [generated, setGenerated] = useState<TableDefinition | null>(null);
  const [problem, setProblem] = useState<FieldError | null>(null);
  const tables = useTables(schema);
  const columns = useColumns(schema, table);
  const dialect = schemas.data?.find((s) => s.TABLE_SCHEMA === schema)?.DIALECT ?? 'sqlite';

  // A newly chosen table starts from its live columns; a pasted definition of the same table stays.
  useEffect(() => {
    if (columns.data && (def?.schema !== schema || def?.table !== table))
      setDef(definitionOf(schema, table, columns.data));
  }, [columns.data, schema, table, def]);

  if (schemas.isPending) return <LoadingSkeleton />;
  if (schemas.isError) return <ErrorStatus error={schemas.error} />;

  const generate = () => {
    const p = definitionProblem({ ...(def ?? {}), schema, table });
    if (p) return setProblem({ ...p, value: p.field === 'primaryKey' ? [] : '' });
    setGenerated(def);
    keepDefinition(JSON.stringify(def, null, 2));
  };
  const apply = (parsed: TableDefinition) => {
    setSchema(parsed.schema);
    setTable(parsed.table);
    setDef(parsed);
    setGenerated(null);
  };

  return (
    <Stack spacing={2} data-testid="table-definition">
      <Typography variant="h5" component="h2">
        {t('system.definition_title')}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            label={t('system.schema')}
            value={schema}
            onChange={(e) => {
              setSchema(e.target.value);
              setTable('');
              setDef(null);
              setGenerated(null);
            }}
            sx={{ minWidth: 200 }}
            data-testid="field-schema"
          >
            {(schemas.data ?? []).map((s) => (
              <MenuItem key={s.TABLE_SCHEMA} value={s.TABLE_SCHEMA}>
                {s.TABLE_SCHEMA}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t('system.table')}
            value={table}
            disabled={!schema || !tables.data}
            onChange={(e) => {
              setTable(e.target.value);
              setDef(null);
              setGenerated(null);
            }}
            sx={{ minWidth: 240 }}
            data-testid="field-table"
          >
            {(tables.data ?? []).map((name) => (
              <MenuItem key={name} value={name}>
                {name}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </Paper>
      {columns.isFetching && <LoadingSkeleton />}
      {columns.isError && <ErrorStatus error={columns.error} />}
      {def && def.table === table && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <ColumnGrid
            def={def}
            onChange={(next) => {
              setDef(next);
              setGenerated(null);
            }}
          />
        </Paper>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={generate} data-testid="generate">
          {t('system.generate')}
        </Button>
        <Button
          component={RouterLink}
          to={lp('/setting/system/compare')}
          variant="outlined"
          disabled={!generated}
          data-testid="to-compare"
        >
          {t('system.compare_link')}
        </Button>
      </Stack>
      {generated && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={3}>
            <SnippetBox id="declaration" title={t('system.snippet.declaration')} text={declarationSnippet(generated)} />
            <SnippetBox
              id="create"
              title={t('system.snippet.create', { dialect })}
              text={createTableSql(generated, dialect)}
            />
            <SnippetBox
              id="definition"
              title={t('system.snippet.definition')}
              text={JSON.stringify(generated, null, 2)}
            />
          </Stack>
        </Paper>
      )}
      <DefinitionInput
        label={t('system.paste')}
        action={t('system.apply')}
        minRows={3}
        testIds={{ input: 'paste-definition', action: 'apply-definition' }}
        onDefinition={apply}
      />
      <ValidationDialog
        error={problem}
        label={problem ? t(`system.field.${problem.field}`) : ''}
        onClose={() => setProblem(null)}
      />
      <NoticeBar />
    </Stack>
  );
}
