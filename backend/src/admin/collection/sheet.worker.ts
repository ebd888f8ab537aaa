import { parentPort } from 'node:worker_threads';
import { COLLECTION_MAX_ROWS } from '@beantrail/contracts';
import { readSheet, type SheetFile } from './sheet-read';

// A thread of the collection's pool (collection.service.ts): reads one uploaded sheet at a time.
parentPort!.on('message', (file: SheetFile) => {
  readSheet(file, COLLECTION_MAX_ROWS).then(
    (reply) => parentPort!.postMessage(reply),
    (error: unknown) => parentPort!.postMessage({ ok: false, error: 'collection_file', detail: String(error) }),
  );
});
