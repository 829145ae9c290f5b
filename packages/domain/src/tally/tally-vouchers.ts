import type { Paise } from '../money';
import type { TallyMapping } from './tally-ledgers';

// Bahi's documents as double-entry vouchers for Tally. Every amount is a signed debit in paise
// (a credit is negative), so a voucher balances when its entries and item lines sum to zero.

export type TallyVoucherKind =
  | 'sales'
  | 'credit_notes'
  | 'debit_notes'
  | 'purchases'
  | 'purchase_returns'
  | 'receipts'
  | 'payments'
  | 'expenses';

/** Tally's own voucher types: a purchase return is a Debit Note, an expense a Payment. */
export const TALLY_VOUCHER_TYPES: Record<TallyVoucherKind, string> = {
  sales: 'Sales',
  credit_notes: 'Credit Note',
  debit_notes: 'Debit Note',
  purchases: 'Purchase',
  purchase_returns: 'Debit Note',
  receipts: 'Receipt',
  payments: 'Payment',
  expenses: 'Payment',
};

export type TallyBill = { type: 'New Ref' | 'Agst Ref' | 'On Account'; name: string; debit: Paise };
export type TallyEntry = { ledger: string; debit: Paise; bills?: TallyBill[] };
export type TallyItem = {
  stockItem: string;
  unit: string;
  quantityMilli: number;
  /** Price per unit before discount, paise. */
  rate: Paise;
  debit: Paise;
  ledger: string;
};

export type TallyVoucher = {
  kind: TallyVoucherKind;
  date: string;
  number: string;
  party: string;
  /** The supplier's own bill number, on a purchase. */
  reference?: string | null;
  narration: string;
  entries: TallyEntry[];
  items: TallyItem[];
};

type TaxHeads = { cgst: Paise; sgst: Paise; igst: Paise };

/** A GST document (invoice, note, purchase, purchase return) as stored, with its lines. */
export type TallyGstDocument = TaxHeads & {
  kind: 'sales' | 'credit_notes' | 'debit_notes' | 'purchases' | 'purchase_returns';
  date: string;
  number: string;
  /** The bill the party's amount is kept against: the document itself, or the one it corrects. */
  billName: string;
  reference: string | null;
  party: string;
  narration: string;
  taxable: Paise;
  grandTotal: Paise;
  lines: { stockItem: string; unit: string; quantityMilli: number; rate: Paise; taxable: Paise }[];
};

/** +1 when the party is debited (sales, debit notes, purchase returns), -1 when credited. */
const PARTY_SIGN: Record<TallyGstDocument['kind'], 1 | -1> = {
  sales: 1,
  debit_notes: 1,
  purchase_returns: 1,
  credit_notes: -1,
  purchases: -1,
};

const SALES_SIDE = new Set<TallyGstDocument['kind']>(['sales', 'credit_notes', 'debit_notes']);

export function gstVoucher(doc: TallyGstDocument, mapping: TallyMapping): TallyVoucher {
  const sign = PARTY_SIGN[doc.kind];
  const sales = SALES_SIDE.has(doc.kind);
  const { ledgers } = mapping;
  const goodsLedger = sales ? ledgers.sales : ledgers.purchase;
  const taxLedgers = sales
    ? { cgst: ledgers.output_cgst, sgst: ledgers.output_sgst, igst: ledgers.output_igst }
    : { cgst: ledgers.input_cgst, sgst: ledgers.input_sgst, igst: ledgers.input_igst };
  // A value note has no quantities: its value posts to the goods ledger without stock lines.
  const withStock = doc.lines.length > 0 && doc.lines.every((line) => line.quantityMilli > 0);
  const items: TallyItem[] = withStock
    ? doc.lines.map((line) => ({ ...line, debit: -sign * line.taxable, ledger: goodsLedger }))
    : [];
  const itemsTaxable = items.reduce((sum, item) => sum - sign * item.debit, 0);
  const tax = doc.cgst + doc.sgst + doc.igst;
  const roundOff = doc.grandTotal - doc.taxable - tax;
  const candidates: TallyEntry[] = [
    {
      ledger: doc.party,
      debit: sign * doc.grandTotal,
      bills: [
        {
          type: doc.kind === 'sales' || doc.kind === 'purchases' ? 'New Ref' : 'Agst Ref',
          name: doc.billName,
          debit: sign * doc.grandTotal,
        },
      ],
    },
    { ledger: goodsLedger, debit: -sign * (doc.taxable - itemsTaxable) },
    { ledger: taxLedgers.cgst, debit: -sign * doc.cgst },
    { ledger: taxLedgers.sgst, debit: -sign * doc.sgst },
    { ledger: taxLedgers.igst, debit: -sign * doc.igst },
    { ledger: ledgers.round_off, debit: -sign * roundOff },
  ];
  const entries = candidates.filter((entry, index) => index === 0 || entry.debit !== 0);
  return {
    kind: doc.kind,
    date: doc.date,
    number: doc.number,
    party: doc.party,
    reference: doc.reference,
    narration: doc.narration,
    entries,
    items,
  };
}

export type TallyMoneyVoucher = {
  kind: 'receipts' | 'payments';
  date: string;
  number: string;
  party: string;
  cash: boolean;
  amount: Paise;
  narration: string;
  /** Bills settled: invoice or purchase numbers with the amount applied to each. */
  bills: { name: string; amount: Paise }[];
};

export function moneyVoucher(voucher: TallyMoneyVoucher, mapping: TallyMapping): TallyVoucher {
  // A receipt credits the party; a payment debits it.
  const sign = voucher.kind === 'receipts' ? -1 : 1;
  const applied = voucher.bills.reduce((sum, bill) => sum + bill.amount, 0);
  const bills: TallyBill[] = voucher.bills.map((bill) => ({
    type: 'Agst Ref',
    name: bill.name,
    debit: sign * bill.amount,
  }));
  if (applied !== voucher.amount)
    bills.push({ type: 'On Account', name: '', debit: sign * (voucher.amount - applied) });
  const moneyLedger = voucher.cash ? mapping.ledgers.cash : mapping.ledgers.bank;
  return {
    kind: voucher.kind,
    date: voucher.date,
    number: voucher.number,
    party: voucher.party,
    narration: voucher.narration,
    entries: [
      { ledger: voucher.party, debit: sign * voucher.amount, bills },
      { ledger: moneyLedger, debit: -sign * voucher.amount },
    ],
    items: [],
  };
}

export type TallyExpense = TaxHeads & {
  date: string;
  number: string;
  ledger: string;
  cash: boolean;
  amount: Paise;
  narration: string;
};

/**
 * An expense paid: the expense ledger debited with what is not claimable tax, the input tax
 * ledgers with the claimable GST split by head, cash or bank credited with the amount paid.
 */
export function expenseVoucher(expense: TallyExpense, mapping: TallyMapping): TallyVoucher {
  const { ledgers } = mapping;
  const moneyLedger = expense.cash ? ledgers.cash : ledgers.bank;
  const tax = expense.cgst + expense.sgst + expense.igst;
  const entries: TallyEntry[] = [
    { ledger: expense.ledger, debit: expense.amount - tax },
    { ledger: ledgers.input_cgst, debit: expense.cgst },
    { ledger: ledgers.input_sgst, debit: expense.sgst },
    { ledger: ledgers.input_igst, debit: expense.igst },
    { ledger: moneyLedger, debit: -expense.amount },
  ].filter((entry) => entry.debit !== 0);
  return {
    kind: 'expenses',
    date: expense.date,
    number: expense.number,
    party: moneyLedger,
    narration: expense.narration,
    entries,
    items: [],
  };
}

/** Debits less credits of a voucher: 0 when it balances. */
export function voucherImbalance(voucher: TallyVoucher): Paise {
  return (
    voucher.entries.reduce((sum, entry) => sum + entry.debit, 0) +
    voucher.items.reduce((sum, item) => sum + item.debit, 0)
  );
}
