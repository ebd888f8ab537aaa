import type { LiveColumn, SchemaRow, TableNameRow } from '@beantrail/contracts';
import { apiRequest } from '@beantrail/mf-shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** 002 §7 /api/setting/system/*: the live schema the table tools read (SADMIN only; rows typed in contracts). */
export async function getSchemas(): Promise<SchemaRow[]> {
  return (await apiRequest<SchemaRow[]>('/api/setting/system/schema', { method: 'POST', body: {} })).result;
}
export const schemasQueryOptions = () =>
  queryOptions({ queryKey: ['setting', 'system', 'schema'], queryFn: getSchemas });
export const useSchemas = () => useQuery(schemasQueryOptions());

export async function getTables(schema: string): Promise<string[]> {
  const rows =
    (
      await apiRequest<TableNameRow[]>('/api/setting/system/table', {
        method: 'POST',
        body: { TABLE_SCHEMA: schema },
      })
    ).result ?? [];
  return rows.map((r) => r.TABLE_NAME);
}
export const tablesQueryOptions = (schema: string) =>
  queryOptions({
    queryKey: ['setting', 'system', 'table', schema],
    queryFn: () => getTables(schema),
    enabled: !!schema,
  });
export const useTables = (schema: string) => useQuery(tablesQueryOptions(schema));

export async function getColumns(schema: string, table: string): Promise<LiveColumn[]> {
  return (
    (
      await apiRequest<LiveColumn[]>('/api/setting/system/column', {
        method: 'POST',
        body: { TABLE_SCHEMA: schema, TABLE_NAME: table },
      })
    ).result ?? []
  );
}
export const columnsQueryOptions = (schema: string, table: string) =>
  queryOptions({
    queryKey: ['setting', 'system', 'column', schema, table],
    queryFn: () => getColumns(schema, table),
    enabled: !!schema && !!table,
    retry: false,
  });
export const useColumns = (schema: string, table: string) => useQuery(columnsQueryOptions(schema, table));

/** The definition being worked on, kept for the compare page (this tab only). */
const KEY = 'bt.tableDefinition';
export const keptDefinition = () => sessionStorage.getItem(KEY) ?? '';
export const keepDefinition = (text: string) => sessionStorage.setItem(KEY, text);
