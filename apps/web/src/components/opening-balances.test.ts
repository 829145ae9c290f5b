import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderStatic, visibleText } from '../test-support/render-static';
import { OpeningBalances } from './opening-balances';
import { EMPTY_OPENING_BILL, fieldMessages, openingBillBody } from './opening-bill-form';

// A party's opening balances: the bills and advance entered, the form to add one, the server's
// messages under the fields they name, and what is sent for a bill and for an advance.

const BILLS = {
  data: [
    {
      id: 1,
      kind: 'bill',
      party_id: 4,
      number: 'OLD/1',
      date: '2026-09-15',
      due_date: '2026-10-15',
      amount: 12000,
      settled: 12000,
      balance: 0,
      created_at: '2026-11-01T05:00:00.000Z',
    },
    {
      id: 2,
      kind: 'advance',
      party_id: 4,
      number: null,
      date: '2026-10-20',
      amount: 3000,
      due_date: null,
      settled: 0,
      balance: 3000,
      created_at: '2026-11-01T05:00:00.000Z',
    },
  ],
  books_start_date: '2026-11-01',
};

function render(answer: unknown) {
  return visibleText(
    renderStatic(createElement(OpeningBalances, { kind: 'customers', partyId: 4 }), {
      role: 'accountant',
      cached: [[['opening-balances', 'customers', 4], answer]],
    }),
  );
}

describe('opening balances on the party page', () => {
  it('lists the bills and the advance, with Delete only where nothing settled it', () => {
    const text = render(BILLS);
    expect(text).toContain("dated before the books' start (01/11/2026)");
    expect(text).toContain('Type Bill No Date Due Amount Left');
    expect(text).toContain('Opening bill OLD/1 15/09/2026 15/10/2026 ₹12,000.00 ₹0.00');
    expect(text).toContain('Advance (on account) 20/10/2026 ₹3,000.00 ₹3,000.00 Delete');
    expect(text.match(/Delete/g)).toHaveLength(1);
    for (const label of ['Type', 'Bill No', 'Bill Date', 'Amount', 'Due Date', 'Add'])
      expect(text).toContain(label);
  });

  it("asks for the books' start date first when none is set", () => {
    expect(render({ data: [], books_start_date: null })).toContain(
      "Set the books' start date in Settings before entering opening balances.",
    );
  });

  it("puts the server's messages under the fields they name", () => {
    expect(
      fieldMessages({
        date: ["Bill Date must be before the books' start date (01/11/2026)"],
        number: ['Bill No OLD/1 is already entered for this party', 'second'],
      }),
    ).toEqual({
      date: "Bill Date must be before the books' start date (01/11/2026)",
      number: 'Bill No OLD/1 is already entered for this party',
    });
  });

  it('sends a bill as typed, an advance without the number and due date the form hides for it', () => {
    const bill = {
      kind: 'bill' as const,
      number: 'OLD/1',
      date: '2026-09-15',
      amount: '12000',
      due_date: '2026-10-15',
    };
    expect(openingBillBody(bill)).toEqual(bill);
    expect(openingBillBody({ ...bill, kind: 'advance' })).toEqual({
      kind: 'advance',
      date: '2026-09-15',
      amount: '12000',
    });
    expect(EMPTY_OPENING_BILL).toEqual({ kind: 'bill', number: '', date: '', amount: '', due_date: '' });
  });
});
