// @ts-check
// Runs on a worker thread, so the server keeps answering while a large database is copied and
// checked. Plain JavaScript: the same file runs under tsx, node and Vitest.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

/** @param {import('better-sqlite3').Database} db */
function countRows(db) {
  /** @type {Record<string, number>} */
  const counts = {};
  // Ordinary tables only: a search index's virtual and shadow tables are rebuilt on restore, so
  // their internal row counts are not part of what a backup must hold (restore-sqlite.ts).
  const tables = db
    .prepare(
      "select name from pragma_table_list where schema = 'main' and type = 'table' and name not like 'sqlite_%' order by name",
    )
    .all();
  for (const { name } of /** @type {{ name: string }[]} */ (tables)) {
    const row = /** @type {{ n: number }} */ (db.prepare(`select count(*) as n from "${name}"`).get());
    counts[name] = row.n;
  }
  return counts;
}

/** @param {{ source: string, target: string }} job */
async function backUp({ source, target }) {
  const db = new Database(source, { fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  // One read transaction: the rows counted and the pages copied are the same snapshot. The
  // backup API reuses the connection's open read transaction, and copying every page in one
  // step means writers on other connections never make it start over. In WAL mode a reader
  // does not hold up writers.
  db.exec('begin');
  let sourceCounts;
  try {
    sourceCounts = countRows(db);
    await db.backup(target, { progress: () => 0x7fffffff });
  } finally {
    db.exec('commit');
    db.close();
  }
  const copy = new Database(target, { fileMustExist: true });
  try {
    // A single self-contained file: no -wal beside it when it is opened, copied or restored.
    copy.pragma('journal_mode = DELETE');
    const integrity = /** @type {{ integrity_check: string }[]} */ (copy.pragma('integrity_check')).map(
      (row) => row.integrity_check,
    );
    return { sourceCounts, backupCounts: countRows(copy), integrity };
  } finally {
    copy.close();
  }
}

backUp(workerData).then(
  (result) => parentPort?.postMessage({ result }),
  (error) => parentPort?.postMessage({ error: String(error?.message ?? error) }),
);
