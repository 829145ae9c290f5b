import { describe, expect, it } from 'vitest';
import { computeNote, creditNoteDeadline, formatNoteNumber, returnCredit } from './notes';
import { paymentStatusOf } from './payment-status';

describe('credit and debit notes', () => {
  it('credits a part return pro rata and the last units exactly what is left', () => {
    const line = { remainingQuantityMilli: 3000, remainingValue: 10000 };
    expect(returnCredit(line, 1000)).toBe(3333);
    expect(returnCredit({ remainingQuantityMilli: 2000, remainingValue: 6667 }, 2000)).toBe(6667);
    expect(returnCredit(line, 2000)).toBe(6667);
    expect(() => returnCredit(line, 3001)).toThrow(RangeError);
  });

  it('taxes per rate group at the given rate, split by supply type', () => {
    // 12% within the state: 1,000.00 taxable → CGST 60.00 + SGST 60.00.
    const intra = computeNote([{ gstRate: 12, taxableValue: 100000 }], 'intra');
    expect(intra).toMatchObject({ totalAmount: 100000, cgst: 6000, sgst: 6000, igst: 0, grandTotal: 112000 });
    const inter = computeNote(
      [
        { gstRate: 18, taxableValue: 60360 },
        { gstRate: 18, taxableValue: 70438 },
        { gstRate: 5, taxableValue: 1000 },
      ],
      'inter',
    );
    // Tax once on the 18% group's sum: 1,307.98 × 18% = 235.44; 5% of 10.00 = 0.50.
    expect(inter.groups.map((group) => [group.gstRate, group.igst])).toEqual([
      [5, 50],
      [18, 23544],
    ]);
    expect(inter.lines.reduce((sum, line) => sum + line.igst, 0)).toBe(inter.igst);
    expect(inter.grandTotal).toBe(60360 + 70438 + 1000 + 50 + 23544);
  });

  it('sets the credit note deadline at 30 November after the financial year', () => {
    expect(creditNoteDeadline('2025-03-15')).toBe('2025-11-30');
    expect(creditNoteDeadline('2025-04-01')).toBe('2026-11-30');
    expect(creditNoteDeadline('2025-08-10')).toBe('2026-11-30');
  });

  it('calls an invoice whose notes took off all it asked Paid', () => {
    expect(paymentStatusOf({ cancelled: false, payable: 0, received: 0 })).toBe('Paid');
    expect(paymentStatusOf({ cancelled: false, payable: -500, received: 0 })).toBe('Paid');
    expect(paymentStatusOf({ cancelled: false, payable: 100, received: 0 })).toBe('Unpaid');
  });

  it('numbers notes in a 16-character series per financial year', () => {
    expect(formatNoteNumber('credit', '25-26', 1)).toBe('CN/25-26/0001');
    expect(formatNoteNumber('debit', '25-26', 12)).toBe('DN/25-26/0012');
  });
});
