import { COLUMN_CHECKS, definitionOf, definitionProblem, type LiveColumn, parseDefinition } from './definition';
import { compareTable, createTableSql, declarationSnippet, widgetOf } from './generate';

const col = (COLUMN_NAME: string, DATA_TYPE: string, extra: Partial<LiveColumn> = {}): LiveColumn => ({
  COLUMN_NAME,
  DATA_TYPE,
  CHARACTER_MAXIMUM_LENGTH: null,
  IS_NULLABLE: 'YES',
  COLUMN_KEY: '',
  COLUMN_DEFAULT: null,
  IS_GENERATED: false,
  ...extra,
});
const REGION: LiveColumn[] = [
  col('region_seq', 'integer', { COLUMN_KEY: 'PRI', IS_GENERATED: true, IS_NULLABLE: 'NO' }),
  col('region_country', 'varchar', { CHARACTER_MAXIMUM_LENGTH: 45, IS_NULLABLE: 'NO' }),
  col('region_name', 'varchar', { CHARACTER_MAXIMUM_LENGTH: 300 }),
  col('region_name_locale', 'varchar', { CHARACTER_MAXIMUM_LENGTH: 300 }),
  col('region_desc', 'text'),
  col('region_use', 'boolean', { IS_NULLABLE: 'NO' }),
  col('rgst_at', 'datetime', { IS_NULLABLE: 'NO' }),
];

// Spec 002 §2.14 (table definition and compare), §5 (required fields), §8 ("Parsing Error").
describe('table definition (002 §2.14, §5)', () => {
  const def = definitionOf('main', 'region', REGION);

  it('starts from the live table: its key, name columns searched, registration time ordered, settable columns creatable, stamps and long text not listed', () => {
    expect(def.primaryKey).toEqual(['region_seq']);
    expect(def.search).toEqual(['region_name', 'region_name_locale']);
    expect(def.order).toEqual(['rgst_at']);
    expect(def.columns.find((c) => c.name === 'region_seq')!.checks).toEqual(['READ']);
    expect(def.columns.find((c) => c.name === 'region_use')!.checks).toEqual(['LIST', 'READ', 'CREATE', 'UPDATE']);
    expect(def.columns.find((c) => c.name === 'region_desc')!.checks).toEqual(['READ', 'CREATE', 'UPDATE']);
    expect(def.columns.find((c) => c.name === 'rgst_at')!.checks).toEqual(['READ']);
    expect(COLUMN_CHECKS).toEqual(['LIST', 'READ', 'CREATE', 'UPDATE', 'EXCEL_IN', 'EXCEL_UP']);
  });

  it('§5: schema, table and a primary key are required, named in that order', () => {
    expect(definitionProblem({ ...def, schema: '' })).toEqual({ key: 'field_required', field: 'schema' });
    expect(definitionProblem({ ...def, table: '' })).toEqual({ key: 'field_required', field: 'table' });
    expect(definitionProblem({ ...def, primaryKey: [] })).toEqual({ key: 'field_required', field: 'primaryKey' });
    expect(definitionProblem(def)).toBeNull();
  });

  it('§8: what this tool writes parses back; anything else is a parsing error (null)', () => {
    expect(parseDefinition(JSON.stringify(def))).toEqual(def);
    expect(parseDefinition('{ not json')).toBeNull();
    expect(parseDefinition('[]')).toBeNull();
    expect(parseDefinition(JSON.stringify({ ...def, primaryKey: ['nope'] }))).toBeNull();
    expect(
      parseDefinition(JSON.stringify({ ...def, columns: [{ ...def.columns[0], checks: ['DELETE'] }] })),
    ).toBeNull();
  });
});

describe('generators (002 §2.14 "generators for code snippets")', () => {
  const def = definitionOf('main', 'region', REGION);

  it('widgets follow the column types', () => {
    expect(widgetOf({ name: 'a', type: 'tinyint', length: 1 })).toEqual({ widget: 'switch', type: 'boolean' });
    expect(widgetOf({ name: 'a', type: 'int', length: null })).toEqual({ widget: 'number', type: 'integer' });
    expect(widgetOf({ name: 'a', type: 'double', length: null })).toEqual({ widget: 'number', type: 'number' });
    expect(widgetOf({ name: 'a', type: 'varchar', length: 3000 })).toEqual({ widget: 'textarea' });
  });

  it('writes a page declaration with keys, list, search, order, fields by their checks and the audit section', () => {
    const text = declarationSnippet({
      ...def,
      columns: def.columns.map((c) => (c.name === 'region_country' ? { ...c, checks: ['LIST', 'READ', 'CREATE'] } : c)),
    });
    expect(text).toContain('export const regionPage = definePage({');
    expect(text).toContain("keys: ['region_seq'],");
    expect(text).toContain("search: { title: ['region_name', 'region_name_locale'] },");
    expect(text).toContain("orders: [...orderPair('rgst', 'rgst_at')],");
    expect(text).toContain(
      "{ name: 'region_seq', widget: 'number', type: 'integer', key: true, generated: true, readOnly: true },",
    );
    expect(text).toContain(
      "{ name: 'region_country', widget: 'text', editable: false, required: true, maxBytes: 45 },",
    );
    expect(text).toContain('auditSection(),');
  });

  it('writes CREATE TABLE in the server’s dialect', () => {
    expect(createTableSql(def, 'mysql')).toContain('`region_country` varchar(45) NOT NULL');
    expect(createTableSql(def, 'sqlite')).toContain('PRIMARY KEY ("region_seq")');
  });
});

describe('table compare (002 §2.14: columns missing on each side, schema-change statements)', () => {
  it('lists what each side lacks and what differs, with the statements that close the gap', () => {
    const def = definitionOf('main', 'region', REGION);
    const wanted = {
      ...def,
      columns: [
        ...def.columns.filter((c) => c.name !== 'region_desc'),
        { name: 'region_altitude', type: 'integer', length: null, nullable: true, generated: false, checks: [] },
      ],
    };
    wanted.columns = wanted.columns.map((c) => (c.name === 'region_country' ? { ...c, length: 100 } : c));
    const r = compareTable(wanted, REGION, 'mysql');
    expect(r.missingInTable.map((c) => c.name)).toEqual(['region_altitude']);
    expect(r.missingInDefinition.map((c) => c.COLUMN_NAME)).toEqual(['region_desc']);
    expect(r.changed).toEqual([
      { name: 'region_country', definition: 'varchar(100) not null', table: 'varchar(45) not null' },
    ]);
    expect(r.statements).toEqual([
      'ALTER TABLE `region` ADD COLUMN `region_altitude` int;',
      'ALTER TABLE `region` DROP COLUMN `region_desc`;',
      'ALTER TABLE `region` MODIFY COLUMN `region_country` varchar(100) NOT NULL;',
    ]);
    expect(compareTable(def, REGION, 'sqlite').statements).toEqual([]);
  });
});
