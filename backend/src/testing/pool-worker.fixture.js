// A worker for worker-pool.spec.ts: answers, waits, exits or fills its heap as the task says.
const { parentPort, threadId } = require('node:worker_threads');

parentPort.on('message', (task) => {
  if (task.exit) process.exit(3);
  if (task.fill) {
    const hoard = [];
    for (;;) hoard.push(new Array(1e6).fill(Math.random()));
  }
  setTimeout(() => parentPort.postMessage({ echo: task.echo, threadId }), task.waitMs ?? 0);
});
