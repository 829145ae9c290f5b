import type { Paise } from '../money';
import { TALLY_VOUCHER_KINDS } from '../schemas/tally';
import type { TallyVoucher, TallyVoucherKind } from './tally-vouchers';

// What an export holds, per kind of voucher and per ledger, for the accountant to tick off
// against Tally after the import.

export type TallyKindSummary = { kind: TallyVoucherKind; count: number; value: Paise };
/** Per mapped ledger (not per party): what the vouchers debit and credit it. */
export type TallyLedgerSummary = { ledger: string; debit: Paise; credit: Paise };

/** A voucher's value: the sum of its debits. */
function debitsOf(voucher: TallyVoucher): Paise {
  return [...voucher.entries, ...voucher.items].reduce((sum, line) => sum + Math.max(line.debit, 0), 0);
}

export function summarizeTallyVouchers(vouchers: readonly TallyVoucher[]): {
  kinds: TallyKindSummary[];
  ledgers: TallyLedgerSummary[];
} {
  const kinds = TALLY_VOUCHER_KINDS.map((kind) => {
    const ofKind = vouchers.filter((voucher) => voucher.kind === kind);
    return { kind, count: ofKind.length, value: ofKind.reduce((sum, v) => sum + debitsOf(v), 0) };
  });
  const ledgers = new Map<string, TallyLedgerSummary>();
  for (const voucher of vouchers) {
    // Party lines (the ones kept bill-wise) are left out: the summary is of the mapped ledgers.
    const lines = [
      ...voucher.entries.filter((entry) => !entry.bills),
      ...voucher.items.map((item) => ({ ledger: item.ledger, debit: item.debit })),
    ];
    for (const line of lines) {
      const row = ledgers.get(line.ledger) ?? { ledger: line.ledger, debit: 0, credit: 0 };
      if (line.debit > 0) row.debit += line.debit;
      else row.credit -= line.debit;
      ledgers.set(line.ledger, row);
    }
  }
  return {
    kinds,
    ledgers: [...ledgers.values()].sort((a, b) => a.ledger.localeCompare(b.ledger)),
  };
}
