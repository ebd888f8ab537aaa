import { isOk, type ApiEnvelope } from '@beantrail/contracts';
import { currentLocale } from '../i18n/i18n';
import { ApiCallError, replyError } from './api-call-error';

/** How far an upload has gone: the bytes sent, then the server's reading of them. */
export type UploadProgress = { phase: 'sending'; fraction: number } | { phase: 'reading' };

/**
 * A multipart POST (a spreadsheet, a log) with its progress: fetch() cannot report how much of a
 * request body has been sent, XMLHttpRequest can. Resolves with the envelope when OK, otherwise
 * throws ApiCallError as apiRequest does; `signal` aborts it.
 */
export function uploadForm<T>(
  url: string,
  form: FormData,
  onProgress?: (p: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<ApiEnvelope<T>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('x-locale', currentLocale());
    xhr.upload.onprogress = (e) =>
      onProgress?.({ phase: 'sending', fraction: e.lengthComputable && e.total ? e.loaded / e.total : 0 });
    xhr.upload.onload = () => onProgress?.({ phase: 'reading' });
    xhr.onerror = () => reject(new ApiCallError(0, 'network', 'error_text', ''));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    xhr.onload = () => {
      let envelope: ApiEnvelope<T> | undefined;
      try {
        envelope = JSON.parse(xhr.responseText) as ApiEnvelope<T>;
      } catch {
        envelope = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300 && envelope && isOk(envelope)) return resolve(envelope);
      reject(replyError(xhr.status, envelope));
    };
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
