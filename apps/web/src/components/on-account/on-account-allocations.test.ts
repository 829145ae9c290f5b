import { describe, expect, it } from 'vitest';
import { applyBody, fillOldestFirst, problemsByBill } from './on-account-allocations';
import { amountToApply } from './on-account-offer';

// The party page's money-on-account table: filled oldest first, only typed rows sent, the
// server's messages back on their rows; and the one-button offer on a bill.

const BILLS = [
  { id: 7, date: '2026-11-05', balance: 5900 },
  { id: 9, date: '2026-11-12', balance: 700 },
];

describe('money on account on the party page', () => {
  it('fills the oldest bills first with what is on account', () => {
    expect(fillOldestFirst(3000, BILLS)).toEqual({ 7: '3000.00' });
    expect(fillOldestFirst(6200.5, BILLS)).toEqual({ 7: '5900.00', 9: '300.50' });
  });

  it('sends only the bills with an amount typed, in the table order', () => {
    expect(applyBody(BILLS, { 9: ' 250 ', 7: '' })).toEqual({
      allocations: [{ document_id: 9, amount: '250' }],
    });
    expect(applyBody(BILLS, {})).toEqual({ allocations: [] });
  });

  it("puts the server's messages on the rows they name, the rest above the table", () => {
    const body = applyBody(BILLS, { 7: '100', 9: '900' });
    expect(
      problemsByBill(body, {
        'allocations.1.amount': ['Invoice INV/26-27/0002 has only ₹700.00 left to receive'],
        allocations: ['Only ₹3,000.00 is on account; ₹3,500.00 was asked'],
      }),
    ).toEqual({
      rows: { 9: 'Invoice INV/26-27/0002 has only ₹700.00 left to receive' },
      general: 'Only ₹3,000.00 is on account; ₹3,500.00 was asked',
    });
  });

  it('offers on a bill what is on account, at most what the bill owes', () => {
    expect(amountToApply(3000, 5900)).toBe(300000);
    expect(amountToApply(3000, 2900)).toBe(290000);
    expect(amountToApply(0, 2900)).toBe(0);
  });
});
