import { parentPort } from 'node:worker_threads';
import { readRoastLogFile, type RoastLogFile } from './roast-log-read';

// A thread of the roast-log pool (roast-log-reader.service.ts): reads one uploaded file at a time.
parentPort!.on('message', (file: RoastLogFile) => {
  parentPort!.postMessage(readRoastLogFile(file));
});
