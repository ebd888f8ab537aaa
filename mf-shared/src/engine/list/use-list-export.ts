import { columnsForLocale, pageTitleKey, type FieldDecl, type PageDecl } from '@beantrail/contracts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { timestampFileName } from '../../charts/timestamp-name';
import { downloadText, toCsv } from './csv';
import { fetchList } from '../engine-api';
import { fieldOf, useFieldLabel } from '../engine-context';
import { displayText } from '../detail/form-values';
import { listRequest, type ListState } from './list-state';

/** CSV export cap: the current search, up to this many rows. */
export const CSV_MAX_ROWS = 10_000;
/** Rows asked per call while exporting. */
export const CSV_PAGE = 100;

const isFlagField = (field: FieldDecl | undefined) =>
  !!field && !field.source && (field.widget === 'switch' || field.widget === 'checkbox');

/**
 * The list's CSV export (000 §2): the current search and order, every column of the reader's
 * language (phone-hidden ones too), fetched page by page up to CSV_MAX_ROWS, as the list shows the
 * values. Kept apart from the list's own paging, as react-admin keeps its exporter apart from List.
 * `download` is the file's way out (a test passes its own).
 */
export function useListExport(
  page: PageDecl,
  ns: string,
  state: ListState,
  download: (text: string, name: string) => void = downloadText,
) {
  const { t, i18n } = useTranslation(ns);
  const te = useTranslation('engine').t;
  const label = useFieldLabel(page, ns);
  const [exporting, setExporting] = useState(false);
  const locale = i18n.language === 'en' ? 'en' : 'kr';

  const exportCsv = useCallback(async () => {
    setExporting(true);
    try {
      const all = columnsForLocale(page, locale);
      // Yes/no flags in words, as the list shows them (roaster review: the file said true/false).
      const yesNo = { yes: te('list.yes'), no: te('list.no') };
      const flag = all.map(
        (c) => (c.format ?? (isFlagField(fieldOf(page, c.field)) ? 'yesNo' : undefined)) === 'yesNo',
      );
      const out: unknown[][] = [];
      for (let p = 1; out.length < CSV_MAX_ROWS; p++) {
        const reply = await fetchList(page, listRequest({ ...state, page: p, list_count: CSV_PAGE }, page));
        out.push(...reply.rows.map((r) => all.map((c, i) => displayText(r[c.field], flag[i] ? yesNo : undefined))));
        if (p >= reply.pagination.total_pages || reply.rows.length === 0) break;
      }
      // Named as the page is called in the reader's language, with when it was taken.
      const name =
        t(pageTitleKey(page))
          .replace(/[\\/:*?"<>|]+/g, ' ')
          .trim() || page.id;
      download(
        toCsv(
          all.map((c) => label(c.field)),
          out,
        ),
        timestampFileName(`${name}_`, 'csv'),
      );
    } finally {
      setExporting(false);
    }
  }, [page, locale, state, t, te, label, download]);

  return { exporting, exportCsv };
}
