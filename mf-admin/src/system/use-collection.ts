import { COLLECTION_PAGES, type CollectionReport } from '@beantrail/contracts';
import { downloadText, isApiCallError, toCsv, type UploadProgress, uploadForm } from '@beantrail/mf-shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const URL = '/api/setting/system/collection';

type Failure = { key: string; params?: Record<string, string> };
type Mapping = Record<string, string>;

/**
 * What the collection page decides (002 §6, docs/TABLE-TOOLS.md): the table and the file chosen,
 * the column mapping, each step's call (the file goes with each, preview or commit), its progress,
 * its report or its refusal, and the report as CSV.
 */
export function useCollection() {
  const { t } = useTranslation(['admin', 'message']);
  const [pageId, setPageId] = useState(COLLECTION_PAGES[0].id);
  const [file, setFile] = useState<File | null>(null);
  const [mapping, setMapping] = useState<Mapping | null>(null);
  const [report, setReport] = useState<CollectionReport | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [saved, setSaved] = useState(false);

  const send = async (step: 'preview' | 'commit', chosen: File, page: string, map: Mapping | null) => {
    setFailure(null);
    setSaved(false);
    setProgress({ phase: 'sending', fraction: 0 });
    const form = new FormData();
    form.append('page', page);
    if (map) form.append('mapping', JSON.stringify(map));
    form.append('file', chosen);
    try {
      const envelope = await uploadForm<CollectionReport>(`${URL}/${step}`, form, setProgress);
      const next = envelope.result as CollectionReport;
      setReport(next);
      setMapping(next.mapping);
      setSaved(step === 'commit' && next.committed);
    } catch (error) {
      // A refused commit (the table changed since the preview) keeps the last report: "Check again" shows why.
      setFailure(
        isApiCallError(error)
          ? { key: error.description || 'error_text', params: error.params as Record<string, string> | undefined }
          : { key: 'error_text' },
      );
    } finally {
      setProgress(null);
    }
  };

  const choose = (files: FileList | null) => {
    const chosen = files?.[0];
    if (!chosen) return;
    setFile(chosen);
    setMapping(null);
    setReport(null);
    void send('preview', chosen, pageId, null);
  };
  const choosePage = (id: string) => {
    setPageId(id);
    setMapping(null);
    setReport(null);
    if (file) void send('preview', file, id, null);
  };
  const preview = () => file && void send('preview', file, pageId, mapping);
  const commit = () => file && void send('commit', file, pageId, mapping);

  const downloadReport = () => {
    if (!report) return;
    const rows = report.outcomes.map((o) => [
      o.line,
      t(`admin:system.collection.action.${o.action}`),
      o.column ?? '',
      o.message ?? '',
    ]);
    const headers = [
      t('admin:system.collection.line'),
      t('admin:system.collection.outcome'),
      t('admin:system.column'),
      t('admin:system.collection.reason'),
    ];
    downloadText(toCsv(headers, rows), `${report.page}-${file?.name.replace(/\.[^.]+$/, '') ?? 'sheet'}-report.csv`);
  };

  return {
    pageId,
    file,
    mapping,
    report,
    progress,
    failure,
    saved,
    busy: progress !== null,
    mappingChanged: !!report && !!mapping && JSON.stringify(mapping) !== JSON.stringify(report.mapping),
    setMapping,
    choose,
    choosePage,
    preview,
    commit,
    downloadReport,
  };
}

export type CollectionModel = ReturnType<typeof useCollection>;
