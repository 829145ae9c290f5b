import type { Db } from '../../core/db/database';
import { recordChange } from '../../core/edit-log/record-change';
import { systemContext } from '../../core/http/request-context';
import { type ChainCheck, describeChainCheck, verifyChain } from './chain-verifier';

// While the server runs it verifies the edit log's chain once a day (and soon after starting), as
// `npm run verify-log` does. A break is written into the edit log itself, where the owner reads
// the log, and to the server's log; the entry joins the chain after the break, so it stays.

const FIRST_CHECK_AFTER_MS = 30_000;
const CHECK_EVERY_MS = 24 * 60 * 60_000;

type Log = { info: (message: string) => void; error: (message: string) => void };

/** One check: a broken chain is recorded as an edit-log entry (edit_log, check_failed). */
export async function checkChainNow(db: Db, log: Log): Promise<ChainCheck> {
  const check = await verifyChain(db);
  if (check.ok) {
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

export function startChainCheckScheduler(db: Db, log: Log): { stop: () => void } {
  let running = false;
  const check = async () => {
    if (running) return;
    running = true;
    try {
      await checkChainNow(db, log);
    } catch (error) {
      log.error(`Edit log check failed to run: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      running = false;
    }
  };
  const first = setTimeout(check, FIRST_CHECK_AFTER_MS);
  const timer = setInterval(check, CHECK_EVERY_MS);
  first.unref();
  timer.unref();
  return {
    stop: () => {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
