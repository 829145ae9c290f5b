import {
  comparePeriods,
  emptyBalance,
  type LedgerBalance,
  nextPeriod,
  periodOfDate,
  periodsFromTo,
  type ReturnPeriod,
  returnPeriodOf,
  runCreditLedger,
} from '@bahi/domain';
import type { Db } from '../core/db/database';
import { ledgerInputsOf } from './credit-ledger-inputs';
import { findFirstInvoiceDate, findFirstPurchaseDate, findLastFiledGstr3b } from './credit-ledger-repository';
import type { ReturnSettingsRow } from './return-settings-repository';

// The credit ledger as it stands at the start of a period: from the closing balance of the last
// GSTR-3B marked filed, else from the opening credit the shop brought in, else empty from the
// first month of the books; then every period in between is worked through the ledger, its
// inputs read for all those periods at once (credit-ledger-inputs.ts).

export type LedgerSource =
  | { kind: 'filed'; period: string }
  | { kind: 'opening'; period: string }
  | { kind: 'books'; period: string }
  | { kind: 'none' };

export type LedgerOpening = { balance: LedgerBalance; source: LedgerSource; periodsWorked: number };

const filedBalance = (row: NonNullable<Awaited<ReturnType<typeof findLastFiledGstr3b>>>): LedgerBalance => ({
  credit: {
    igst: Number(row.closing_credit_igst),
    cgst: Number(row.closing_credit_cgst),
    sgst: Number(row.closing_credit_sgst),
  },
  negativeLiability: {
    igst: Number(row.closing_reduction_igst),
    cgst: Number(row.closing_reduction_cgst),
    sgst: Number(row.closing_reduction_sgst),
  },
});

/** Where the ledger starts for a period, before working the periods in between. */
async function ledgerStart(
  db: Db,
  range: ReturnPeriod,
  settings: ReturnSettingsRow,
): Promise<{ first: string; balance: LedgerBalance; source: LedgerSource } | undefined> {
  const frequency = settings.frequency;
  const fpOf = (period: string) => returnPeriodOf(period, frequency)?.fp ?? period;
  const filed = await findLastFiledGstr3b(db, range.from);
  if (filed) {
    return {
      first: nextPeriod(fpOf(filed.period), frequency),
      balance: filedBalance(filed),
      source: { kind: 'filed', period: filed.period },
    };
  }
  if (settings.opening_credit_period) {
    const first = fpOf(settings.opening_credit_period);
    const credit = {
      igst: Number(settings.opening_credit_igst),
      cgst: Number(settings.opening_credit_cgst),
      sgst: Number(settings.opening_credit_sgst),
    };
    return { first, balance: { ...emptyBalance(), credit }, source: { kind: 'opening', period: first } };
  }
  const dates = (await Promise.all([findFirstInvoiceDate(db), findFirstPurchaseDate(db)])).filter(
    (date): date is string => date !== null,
  );
  if (dates.length === 0) return undefined;
  const first = fpOf(periodOfDate(dates.sort()[0] as string));
  return { first, balance: emptyBalance(), source: { kind: 'books', period: first } };
}

/** The ledger's balance at the start of `range`, with where it came from. */
export async function ledgerOpeningFor(
  db: Db,
  range: ReturnPeriod,
  settings: ReturnSettingsRow,
): Promise<LedgerOpening> {
  const start = await ledgerStart(db, range, settings);
  if (!start || comparePeriods(start.first, range.fp) > 0) {
    return { balance: emptyBalance(), source: { kind: 'none' }, periodsWorked: 0 };
  }
  const earlier = periodsFromTo(start.first, range.fp, settings.frequency).slice(0, -1);
  const inputs = await ledgerInputsOf(db, earlier, settings);
  const worked = runCreditLedger(start.balance, inputs);
  return {
    balance: worked.at(-1)?.closing ?? start.balance,
    source: start.source,
    periodsWorked: worked.length,
  };
}
