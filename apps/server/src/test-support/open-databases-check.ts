import { afterAll, beforeAll } from 'vitest';
import { runningWalCheckpointers } from '../core/db/wal-checkpointer';

// Every test file closes the SQLite databases it uses (destroy(), app.close()). One left open
// keeps its WAL checkpointer running in the worker after the file's folder is gone, warning ten
// times a second into every later file's output. Checked here for each file of the API suites.
let atStart = 0;
beforeAll(() => {
  atStart = runningWalCheckpointers();
});
afterAll(() => {
  const left = runningWalCheckpointers() - atStart;
  if (left > 0) {
    throw new Error(`This file left ${left} SQLite database(s) open: destroy() each one it opens`);
  }
});
