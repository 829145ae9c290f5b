import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TALLY_LEDGERS, type TallyMapping } from './tally-ledgers';
import { tallyPartyNames } from './tally-party-names';
import { expenseVoucher, gstVoucher, moneyVoucher, voucherImbalance } from './tally-vouchers';
import { tallyAmount } from './tally-xml';

const mapping: TallyMapping = { company: '', ledgers: DEFAULT_TALLY_LEDGERS, expenseLedgers: {} };
const paise = fc.integer({ min: 0, max: 10_000_000 });

describe('Tally vouchers', () => {
  it('balance for any stored figures, round-off included, on every kind of GST document', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('sales', 'credit_notes', 'debit_notes', 'purchases', 'purchase_returns' as const),
        fc.array(fc.record({ quantityMilli: fc.integer({ min: 0, max: 5000 }), taxable: paise }), {
          maxLength: 4,
        }),
        paise,
        paise,
        paise,
        fc.integer({ min: -99, max: 99 }),
        (kind, lines, cgst, sgst, igst, roundOff) => {
          const taxable = lines.reduce((sum, line) => sum + line.taxable, 0);
          const voucher = gstVoucher(
            {
              kind,
              date: '2025-10-03',
              number: 'R/1',
              billName: 'R/1',
              reference: null,
              party: 'Patel',
              narration: '',
              taxable,
              cgst,
              sgst,
              igst,
              grandTotal: taxable + cgst + sgst + igst + roundOff,
              lines: lines.map((line) => ({ ...line, stockItem: 'Tea', unit: 'KGS', rate: 100 })),
            },
            mapping,
          );
          expect(voucherImbalance(voucher)).toBe(0);
        },
      ),
    );
  });

  it('debits the party on a sale and credits it on a purchase', () => {
    const sale = gstVoucher(
      {
        kind: 'sales',
        date: '2025-10-03',
        number: 'R/1',
        billName: 'R/1',
        reference: null,
        party: 'Patel',
        narration: '',
        taxable: 10000,
        cgst: 900,
        sgst: 900,
        igst: 0,
        grandTotal: 11800,
        lines: [],
      },
      mapping,
    );
    expect(sale.entries.map((entry) => [entry.ledger, entry.debit])).toEqual([
      ['Patel', 11800],
      ['Sales', -10000],
      ['Output CGST', -900],
      ['Output SGST', -900],
    ]);
    const paid = moneyVoucher(
      {
        kind: 'payments',
        date: '2025-10-03',
        number: 'PV-1',
        party: 'Supplier',
        cash: true,
        amount: 500,
        narration: '',
        bills: [],
      },
      mapping,
    );
    expect(paid.entries.map((entry) => [entry.ledger, entry.debit])).toEqual([
      ['Supplier', 500],
      ['Cash', -500],
    ]);
    expect(paid.entries[0]?.bills).toEqual([{ type: 'On Account', name: '', debit: 500 }]);
    const expense = expenseVoucher(
      {
        date: '2025-10-03',
        number: 'EXP-1',
        ledger: 'Rent',
        cash: false,
        amount: 11800,
        cgst: 900,
        sgst: 900,
        igst: 0,
        narration: '',
      },
      mapping,
    );
    expect(voucherImbalance(expense)).toBe(0);
  });

  it('writes amounts as Tally does: a debit negative, two decimals', () => {
    expect(tallyAmount(118000)).toBe('-1180.00');
    expect(tallyAmount(-5)).toBe('0.05');
    expect(tallyAmount(0)).toBe('0.00');
  });

  it('keeps a name for its first party and sets later ones and mapped-ledger names apart', () => {
    const names = tallyPartyNames(
      [
        { id: 1, name: 'Patel' },
        { id: 2, name: 'Cash' },
      ],
      [{ id: 1, name: ' patel ' }],
      ['Cash'],
    );
    expect([...names.entries()]).toEqual([
      ['customer:1', 'Patel'],
      ['customer:2', 'Cash (customer 2)'],
      ['supplier:1', 'patel (supplier 1)'],
    ]);
  });
});
