import path from 'node:path';
import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import {
  cellToValue,
  type CollectionReport,
  type CollectionRowOutcome as RowOutcome,
  COLLECTION_MAX_ROWS,
  COLLECTION_PAGES,
  collectionColumns,
  collectionFields,
  type FieldDecl,
  isMessageKey,
  type Locale,
  type MessageKey,
  messageText,
  type PageDecl,
  type RecordValues,
  suggestMapping,
} from '@beantrail/contracts';
import { HttpException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../core/auth/auth-user';
import { EntityService } from '../../core/entity/entity.service';
import { fromDbTime } from '../../core/entity/sql';
import { ApiRefusal } from '../../core/envelope/api-refusal';
import { WorkerFailed, WorkerPool, WorkerTimeout } from '../../core/upload/worker-pool';
import type { SheetFile, SheetReply } from './sheet-read';

/** Thrown to roll the whole sheet back: a preview, or a commit with a refused row. */
class RollBack extends Error {}

function workerScript(): { file: string; execArgv: string[] } {
  const ext = path.extname(__filename);
  const file = path.join(__dirname, `sheet.worker${ext}`);
  return ext === '.ts'
    ? { file, execArgv: ['--require', path.join(__dirname, '../../testing/ts-worker-register.js')] }
    : { file, execArgv: [] };
}

/**
 * Collection (002 §6, §2.14 EXCEL_IN / EXCEL_UP; docs/TABLE-TOOLS.md "Collection"): a sheet's rows
 * into a master-data table, each through the page's own save (rights, bounds, codes, references,
 * in-use rules: what a form's save checks), in ONE transaction. A preview runs them all and rolls
 * back, naming every refused cell; a commit keeps them only when no row was refused, else nothing.
 * The sheet is read in a worker thread. Stateless: the file comes with each call, so any server
 * process answers either step.
 */
@Injectable()
export class CollectionService implements OnApplicationShutdown {
  private readonly pool = new WorkerPool<SheetFile, SheetReply>({
    ...workerScript(),
    size: 1,
    timeoutMs: 30_000,
    maxOldGenerationSizeMb: 512,
  });

  constructor(
    private readonly db: DataSource,
    private readonly entities: EntityService,
  ) {}

  page(id: unknown): PageDecl {
    const page = COLLECTION_PAGES.find((p) => p.id === id);
    if (!page) throw new ApiRefusal(400, 'bad_request', 'page');
    return page;
  }

  async run(
    pageId: unknown,
    file: SheetFile,
    mappingText: unknown,
    commit: boolean,
    user: AuthUser,
    locale: Locale,
  ): Promise<CollectionReport> {
    const page = this.page(pageId);
    let sheet: SheetReply;
    try {
      sheet = await this.pool.run(file);
    } catch (error) {
      if (error instanceof WorkerTimeout || error instanceof WorkerFailed)
        throw new ApiRefusal(400, 'collection_file', 'file');
      throw error;
    }
    if (!sheet.ok)
      throw new ApiRefusal(
        400,
        sheet.error,
        'file',
        sheet.error === 'collection_rows' ? { max: COLLECTION_MAX_ROWS.toLocaleString('en-US') } : undefined,
      );
    const fields = collectionFields(page);
    const mapping = this.mapping(mappingText, sheet.headers, page, fields);
    const columns = collectionColumns(page);
    const insertable = new Set(columns.insert.map((f) => f.name));
    const updatable = new Set(columns.update.map((f) => f.name));
    const report: CollectionReport = {
      page: page.id,
      headers: sheet.headers,
      mapping,
      fields: fields.map((f) => ({
        name: f.name,
        key: page.keys.includes(f.name),
        insert: insertable.has(f.name),
        update: updatable.has(f.name),
      })),
      rows: sheet.rows.length,
      inserted: 0,
      updated: 0,
      unchanged: 0,
      refused: 0,
      outcomes: [],
      committed: false,
    };
    const byName = new Map(fields.map((f) => [f.name, f]));
    const columnOf = (field: string | undefined) => Object.entries(mapping).find(([, f]) => f === field)?.[0];
    const refuse = (line: number, error: unknown): RowOutcome => {
      if (!(error instanceof HttpException)) throw error;
      const body = error.getResponse() as {
        description?: unknown;
        field?: string;
        params?: Record<string, string | Record<Locale, string>>;
      };
      const key: MessageKey = isMessageKey(body.description) ? body.description : 'bad_request';
      const params = body.params
        ? Object.fromEntries(Object.entries(body.params).map(([k, v]) => [k, typeof v === 'string' ? v : v[locale]]))
        : undefined;
      return {
        line,
        action: 'refused',
        column: columnOf(body.field) ?? body.field,
        description: key,
        message: messageText(key, locale, params),
      };
    };
    try {
      await this.db.transaction(async (tx) => {
        for (const { line, cells } of sheet.rows) {
          const values: RecordValues = {};
          sheet.headers.forEach((header, i) => {
            const field = mapping[header] ? byName.get(mapping[header]) : undefined;
            if (field) values[field.name] = cellToValue(field, cells[i] ?? '');
          });
          const outcome = await this.row(tx, page, values, insertable, updatable, user, locale).catch(
            (error: unknown) => refuse(line, error),
          );
          report.outcomes.push({ ...outcome, line });
          report[
            outcome.action === 'insert'
              ? 'inserted'
              : outcome.action === 'update'
                ? 'updated'
                : outcome.action === 'unchanged'
                  ? 'unchanged'
                  : 'refused'
          ]++;
        }
        if (!commit || report.refused > 0) throw new RollBack();
      });
      report.committed = true;
      this.entities.committedWithin(page.table!);
    } catch (error) {
      if (!(error instanceof RollBack)) throw error;
    }
    return report;
  }

  /** One row: an update of the record its keys name, else an insert. */
  private async row(
    tx: Parameters<EntityService['saveWithin']>[0],
    page: PageDecl,
    values: RecordValues,
    insertable: Set<string>,
    updatable: Set<string>,
    user: AuthUser,
    locale: Locale,
  ): Promise<RowOutcome> {
    const keys = Object.fromEntries(page.keys.map((k) => [k, values[k]]));
    const named = page.keys.every((k) => values[k] !== null && values[k] !== undefined && values[k] !== '');
    const existing = named ? await this.entities.rowWithin(tx, page, keys) : null;
    if (existing) {
      const UPList = Object.fromEntries(
        Object.entries(values).filter(
          ([k, v]) => updatable.has(k) && !page.keys.includes(k) && String(v ?? '') !== String(existing[k] ?? ''),
        ),
      );
      if (!Object.keys(UPList).length) return { line: 0, action: 'unchanged' };
      await this.entities.saveWithin(
        tx,
        page,
        { mode: 'edit', keys, edit_at: fromDbTime(existing.edit_at), UPList },
        user,
        locale,
      );
      return { line: 0, action: 'update' };
    }
    const UPList = Object.fromEntries(Object.entries(values).filter(([k, v]) => insertable.has(k) && v !== null));
    await this.entities.saveWithin(tx, page, { mode: 'write', UPList }, user, locale);
    return { line: 0, action: 'insert' };
  }

  /** The mapping sent (JSON: header → field), or the suggested one; a field no header may take is 400. */
  private mapping(text: unknown, headers: string[], page: PageDecl, fields: FieldDecl[]): Record<string, string> {
    if (text === undefined || text === null || text === '') return suggestMapping(headers, page);
    let sent: unknown;
    try {
      sent = JSON.parse(String(text));
    } catch {
      throw new ApiRefusal(400, 'bad_request', 'mapping');
    }
    if (!sent || typeof sent !== 'object' || Array.isArray(sent)) throw new ApiRefusal(400, 'bad_request', 'mapping');
    const allowed = new Set(fields.map((f) => f.name));
    const out: Record<string, string> = Object.fromEntries(headers.map((h) => [h, '']));
    const taken = new Set<string>();
    for (const [header, field] of Object.entries(sent as Record<string, unknown>)) {
      if (
        !Object.hasOwn(out, header) ||
        (field !== '' && (typeof field !== 'string' || !allowed.has(field) || taken.has(field)))
      )
        throw new ApiRefusal(400, 'bad_request', 'mapping');
      if (field) taken.add(field as string);
      out[header] = field as string;
    }
    return out;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.close();
  }
}
