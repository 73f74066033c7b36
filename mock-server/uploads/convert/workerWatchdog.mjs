// Ends the conversion worker when nobody waits for it any more. The parent kills its worker at the
// timeout or when the client goes away; but when the parent itself dies (the mock restarted, a jest
// worker killed) nothing would, and a file looping forever kept a core busy until someone noticed.
// A thread, because the worker's main thread is inside Ghostscript and runs no timers.
import { workerData } from 'node:worker_threads';

const { parentPid, deadline } = workerData;

setInterval(() => {
  // An orphan is adopted by init (or a subreaper): its parent id changes.
  if (process.ppid !== parentPid || Date.now() > deadline) process.kill(process.pid, 'SIGKILL');
}, 250);
