import type { Db } from '../../core/db/database';
import { recordChange } from '../../core/edit-log/record-change';
import { systemContext } from '../../core/http/request-context';
import { type ServerLog, startPeriodicTask } from '../../core/periodic-task';
import { readChainHead, writeChainHead } from './chain-head-note';
import { type ChainCheck, describeChainCheck, verifyChain } from './chain-verifier';

// While the server runs it verifies the edit log's chain once a day (and soon after starting), as
// `npm run verify-log` does. A break is written into the edit log itself, where the owner reads
// the log, and to the server's log; the entry joins the chain after the break, so it stays.

const FIRST_CHECK_AFTER_MS = 30_000;
const CHECK_EVERY_MS = 24 * 60 * 60_000;

/**
 * One check: a broken chain is recorded as an edit-log entry (edit_log, check_failed); a whole one
 * has its newest entry noted in `noteDir` (the backups folder) for the next check to hold it to.
 */
export async function checkChainNow(db: Db, noteDir: string, log: ServerLog): Promise<ChainCheck> {
  const check = await verifyChain(db, readChainHead(noteDir));
  if (check.ok) {
    if (check.head) writeChainHead(noteDir, { ...check.head, checked_at: new Date().toISOString() });
    log.info(describeChainCheck(check));
    return check;
  }
  log.error(describeChainCheck(check));
  await recordChange(systemContext(db, 'daily edit log check'), {
    recordType: 'edit_log',
    recordId: String(check.brokenId),
    action: 'check_failed',
    before: null,
    after: { broken_entry: check.brokenId, problem: check.message, intact_entries: check.count },
  });
  return check;
}

export function startChainCheckScheduler(db: Db, noteDir: string, log: ServerLog): { stop: () => void } {
  const run = async () => {
    await checkChainNow(db, noteDir, log);
  };
  return startPeriodicTask(
    { name: 'Edit log check', firstAfterMs: FIRST_CHECK_AFTER_MS, everyMs: CHECK_EVERY_MS, run },
    log,
  );
}
