import {
  fieldAccess,
  firstSaveError,
  isMessageKey,
  buildSavePayload,
  sendableFields,
  type FieldError,
  type Locale,
  type PageDecl,
  type RecordValues,
  recordToDisplay,
} from '@beantrail/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { isApiCallError } from '../../api/api-call-error';
import { useAuthStore } from '../../auth/auth-store';
import { detailButtons, detailLink, detailTarget, type DetailMode } from './detail-mode';
import { fetchDetail, removeRecord, saveRecord } from '../engine-api';
import { writeDefaults } from './form-values';
import { useEngineNotice } from '../notice-store';
import { listQueryPrefix } from '../list/use-entity-list';
import { pageRights, usePageViewer } from '../viewer';

/**
 * The message key of a failed save: the server's, else error_text. A reply without an envelope (a
 * proxy's 502, a crash page) has only its HTTP status, which is no message key: the page showed the
 * fallback text and logged "missing translation message:500".
 */
function failureKey(e: unknown): string {
  return isApiCallError(e) && e.description ? e.description : 'error_text';
}

export type SaveOutcome =
  | { kind: 'invalid'; error: FieldError }
  | { kind: 'unchanged' }
  | { kind: 'saved' }
  | { kind: 'conflict' }
  | { kind: 'failed'; message: string; params?: Record<string, string>; field?: string };

/** Where the list state travels between list and detail (so "list" returns to the same page). */
export interface DetailLocationState {
  listQuery?: string;
}

export function detailQueryPrefix(page: Pick<PageDecl, 'id'>) {
  return ['entity-detail', page.id] as const;
}

/**
 * Master data feeds option lists (a new region, a renamed code): after a save or remove the code
 * groups and data-URL options are marked stale, so selects on screen refetch (001 §7 code cache).
 */
const OPTION_QUERY_PREFIXES = [['code'], ['select-data']] as const;

/**
 * The logic of a generic detail (000 §2, §4, §5): mode from path or query, the record through
 * react-query, rights, the save flow (ordered checks → changed-fields payload → save → list or
 * view), conflicts (409 save_conflict) and remove. Rendering is the view's job.
 */
export interface DetailOptions {
  idSegment?: string;
  basePath: string;
  /** Values a new record starts from on top of the declared defaults, in stored units (e.g. from a QR code). */
  prefill?: RecordValues;
  /** Where a saved new record goes instead of the list (given the save reply's result). */
  afterWrite?: (result: RecordValues) => string;
  /**
   * Values put over the loaded record in edit mode, in stored units, as changes the user has not
   * saved yet (settable fields only): a bean the cafe registered before, reloaded from the roastery's
   * bean information (002 §4 "OK reloads from the beaninfo call"). Undo puts the record back.
   */
  refill?: RecordValues;
  /** Where an edited record goes once saved, instead of its view. */
  afterEdit?: (result: RecordValues) => string;
  /**
   * Prefilled fields this form does not let the user change (a QR receipt's bean: another bean
   * would not be this lot's, and the save would refuse it): drawn read-only, left alone by clear and
   * paste, and still sent.
   */
  fixed?: readonly string[];
}

export function useEntityDetail(page: PageDecl, opts: DetailOptions) {
  const [query] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { i18n } = useTranslation();
  const locale: Locale = i18n.language === 'en' ? 'en' : 'kr';
  const viewer = usePageViewer();
  const selected = useAuthStore((s) => s.selected);
  const rights = useMemo(() => pageRights(viewer, page), [viewer, page]);
  const target = useMemo(() => detailTarget(page, opts.idSegment, query), [page, opts.idSegment, query]);
  const { mode, keys } = target;
  const listQuery = (location.state as DetailLocationState | null)?.listQuery ?? '';
  const notice = useEngineNotice((s) => s.show);
  const [conflict, setConflict] = useState(false);
  /** What the user had typed when a save met a conflict, carried onto the reloaded record (form-values `carriedEdits`). */
  const [carry, setCarry] = useState<{ before: RecordValues; typed: RecordValues } | null>(null);

  const detail = useQuery({
    queryKey: [
      ...detailQueryPrefix(page),
      keys,
      mode === 'edit',
      viewer?.usertype.join(',') ?? 'guest',
      selected,
      i18n.language,
    ],
    queryFn: ({ signal }) => fetchDetail(page, keys ?? {}, mode === 'edit' ? 'edit' : 'view', signal),
    enabled: mode !== 'write' && !!keys && rights.view,
    // A form being edited must not change under the user's hands on window focus.
    refetchOnWindowFocus: mode === 'view',
  });

  const original = mode === 'write' ? null : (detail.data?.record ?? null);
  const { prefill, afterWrite, fixed, refill, afterEdit } = opts;
  const initialValues = useMemo<RecordValues>(
    () =>
      mode === 'write'
        ? { ...writeDefaults(page, locale), ...(prefill ? recordToDisplay(page, prefill) : {}) }
        : { ...(original ?? {}) },
    [mode, page, locale, original, prefill],
  );
  const settable = useMemo(
    () => (mode === 'view' ? [] : sendableFields(page, { mode, viewer }).filter((f) => !fixed?.includes(f.name))),
    [page, mode, viewer, fixed],
  );
  const access = useCallback(
    (name: string) => {
      const field = page.sections.flatMap((s) => s.fields).find((f) => f.name === name);
      if (!field) return { view: false, edit: false };
      const own = fieldAccess(viewer, field, mode, page.rights.scope);
      return fixed?.includes(name) && mode !== 'view' ? { ...own, edit: false } : own;
    },
    [page, viewer, mode, fixed],
  );
  const buttons = detailButtons(page, mode, rights, detail.data?.editable ?? true).filter(
    (b) => b !== 'remove' || (detail.data?.removable ?? true),
  );

  const listPath = listQuery ? `${opts.basePath}?${listQuery}` : opts.basePath;
  const go = useCallback(
    (to: string) => navigate(to, { state: { listQuery } satisfies DetailLocationState }),
    [navigate, listQuery],
  );
  const setMode = useCallback(
    (next: DetailMode) => {
      if (next === 'write') return go(`${opts.basePath}/write`);
      if (!original) return go(listPath);
      go(`${opts.basePath}/${detailLink(page, original, next)}`);
    },
    [go, opts.basePath, original, page, listPath],
  );

  /** Spec 000 §4: cancel returns to view, or to the list when writing. */
  const cancel = useCallback(
    () => (mode === 'write' ? navigate(listPath) : setMode('view')),
    [mode, navigate, listPath, setMode],
  );

  const save = useCallback(
    async (values: RecordValues): Promise<SaveOutcome> => {
      if (mode === 'view') return { kind: 'unchanged' };
      const error = firstSaveError(page, values, { mode, locale, viewer });
      if (error) return { kind: 'invalid', error };
      const payload = buildSavePayload(page, original, values, { mode, viewer });
      if (!payload) return { kind: 'unchanged' };
      let reply;
      try {
        reply = await saveRecord(page, payload);
      } catch (e) {
        // 409 is also a unique clash (save_duplicate): that one is a message, not a reload offer.
        if (
          isApiCallError(e) &&
          (e.description === 'save_conflict' || (e.httpStatus === 409 && e.description !== 'save_duplicate'))
        ) {
          setConflict(true);
          return { kind: 'conflict' };
        }
        // With the reply's placeholder values: "{{available}}" was shown raw (roaster review).
        return {
          kind: 'failed',
          message: failureKey(e),
          field: isApiCallError(e) ? e.field : undefined,
          params: isApiCallError(e) ? e.params : undefined,
        };
      }
      // The server's own success key where it has one (signup_ok, create_ok), else save_ok.
      notice(isMessageKey(reply.description) && reply.description ? reply.description : 'save_ok');
      for (const queryKey of OPTION_QUERY_PREFIXES) void client.invalidateQueries({ queryKey });
      await client.invalidateQueries({ queryKey: listQueryPrefix(page) });
      // Spec 000 §4: after a save, write goes to the list (reloaded), edit returns to view.
      if (mode === 'write') navigate(afterWrite ? afterWrite(reply.result) : listPath);
      else {
        await client.invalidateQueries({ queryKey: detailQueryPrefix(page) });
        if (afterEdit) navigate(afterEdit(reply.result));
        else setMode('view');
      }
      return { kind: 'saved' };
    },
    [mode, page, locale, viewer, original, client, notice, navigate, listPath, setMode, afterWrite, afterEdit],
  );

  const remove = useCallback(async (): Promise<SaveOutcome> => {
    if (!original) return { kind: 'unchanged' };
    try {
      await removeRecord(page, {
        keys: Object.fromEntries(page.keys.map((k) => [k, original[k]])),
        edit_at: (original.edit_at as string | null) ?? null,
      });
    } catch (e) {
      // A stale version is a reload offer; a record in use (409 record_in_use, naming its user) is a message.
      if (isApiCallError(e) && e.httpStatus === 409 && (e.description === 'save_conflict' || !e.description)) {
        setConflict(true);
        return { kind: 'conflict' };
      }
      return { kind: 'failed', message: failureKey(e), params: isApiCallError(e) ? e.params : undefined };
    }
    notice('delete_ok');
    for (const queryKey of OPTION_QUERY_PREFIXES) void client.invalidateQueries({ queryKey });
    client.removeQueries({ queryKey: detailQueryPrefix(page) });
    await client.invalidateQueries({ queryKey: listQueryPrefix(page) });
    navigate(listPath);
    return { kind: 'saved' };
  }, [original, page, notice, client, navigate, listPath]);

  /** Reload: fetch the record again (after a conflict the form restarts from the new edit_at). */
  const reload = useCallback(async () => {
    setConflict(false);
    await detail.refetch();
  }, [detail]);

  const clearCarry = useCallback(() => setCarry(null), []);

  /** After a conflict: fetch the record again and put back what the user typed (the form applies `carry`). */
  const reloadKeeping = useCallback(
    async (typed: RecordValues) => {
      setCarry({ before: initialValues, typed });
      setConflict(false);
      await detail.refetch();
    },
    [detail, initialValues],
  );

  return {
    page,
    mode,
    keys,
    rights,
    viewer,
    locale,
    detail,
    original,
    initialValues,
    settable,
    access,
    buttons,
    conflict,
    dismissConflict: () => setConflict(false),
    carry,
    clearCarry,
    reloadKeeping,
    refill: mode === 'edit' ? refill : undefined,
    setMode,
    cancel,
    toList: () => navigate(listPath),
    save,
    remove,
    reload,
  };
}

export type EntityDetailModel = ReturnType<typeof useEntityDetail>;
