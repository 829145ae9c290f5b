import type { Gstr3bAnswer } from '@bahi/domain/schemas';
import { amountText } from '../report-definitions';
import type { SectionTable } from './gstr1-sections';

// GSTR-3B 6.1 worked as the electronic credit ledger, one row per step, IGST/CGST/SGST across:
// what came in, the credit of the period, the tax set off, the cash, and what is carried on.

type Heads = { igst: number; cgst: number; sgst: number };
type Row = Record<string, string>;

const col = (key: string, header: string, numeric = true) => ({
  header,
  text: (row: Row) => row[key] ?? '',
  numeric,
});

export function creditLedgerTable(answer: Gstr3bAnswer): SectionTable {
  const ledger = answer.ledger;
  const row = (step: string, value: Heads) => ({
    step,
    igst: amountText(value.igst),
    cgst: amountText(value.cgst),
    sgst: amountText(value.sgst),
  });
  return {
    key: 'ledger',
    title: 'Credit ledger worksheet',
    columns: [col('step', 'Step', false), col('igst', 'IGST'), col('cgst', 'CGST'), col('sgst', 'SGST')],
    rows: [
      row('Opening credit (brought forward)', ledger.opening_credit),
      row('+ Net credit of the period, 4(C)', ledger.itc_net),
      row('= Credit available', ledger.credit_available),
      row('Output tax in the books (net of notes)', ledger.output_tax),
      row('Output tax reported in 3.1', ledger.reported_tax),
      row('− Reduction brought forward from notes', ledger.reduction_used),
      row('+ Reversal beyond the credit on hand', ledger.reversal_shortfall),
      row('= Tax to pay', ledger.due),
      row('Paid in cash', ledger.cash),
      row('Closing credit (carried forward)', ledger.closing_credit),
      row('Reduction carried forward', ledger.closing_reduction),
    ],
    totals: null,
  };
}
