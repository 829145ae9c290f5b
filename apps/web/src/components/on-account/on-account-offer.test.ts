import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderStatic, visibleText } from '../../test-support/render-static';
import { OnAccountOffer } from './on-account-offer';
import { OnAccountPanel } from './on-account-panel';

// A bill that still owes shows the party's money on account and a button to apply it; the party
// page lists the open bills to apply it to. Viewers see the money, not the buttons.

const ON_ACCOUNT = {
  party_id: 4,
  on_account: 3000,
  sources: [{ kind: 'opening_advance', id: 2, number: null, date: '2026-10-20', left: 3000 }],
};
const OPEN = {
  data: [
    {
      kind: 'opening_bill',
      id: 1,
      number: 'OLD/2',
      date: '2026-10-02',
      due_date: null,
      grand_total: 8500,
      settled: 3000,
      balance: 5500,
    },
    {
      kind: 'document',
      id: 7,
      number: 'INV/26-27/0001',
      date: '2026-11-05',
      due_date: null,
      grand_total: 5900,
      settled: 0,
      balance: 5900,
    },
  ],
};
const cached = [
  [['on-account', 'customers', 4], ON_ACCOUNT],
  [['vouchers', 'receipt', 'open-documents', 4], OPEN],
] as const;

describe('money on account on a bill and on the party page', () => {
  it('offers ₹3,000.00 on account on the ₹5,900.00 invoice, to Billing too', () => {
    const text = visibleText(
      renderStatic(
        createElement(OnAccountOffer, { kind: 'customers', partyId: 4, documentId: 7, balance: 5900 }),
        {
          role: 'billing',
          cached,
        },
      ),
    );
    expect(text).toContain('₹3,000.00 on account');
    expect(text).toContain('Apply ₹3,000.00 to this bill');
  });

  it('offers at most what the bill owes, and nothing to apply for a viewer', () => {
    const offer = createElement(OnAccountOffer, {
      kind: 'customers',
      partyId: 4,
      documentId: 7,
      balance: 2900,
    });
    expect(visibleText(renderStatic(offer, { role: 'accountant', cached }))).toContain(
      'Apply ₹2,900.00 to this bill',
    );
    expect(visibleText(renderStatic(offer, { role: 'viewer', cached }))).not.toContain('Apply');
  });

  it("lists the party's open invoices (not its opening bills) with an amount to apply to each", () => {
    const html = renderStatic(createElement(OnAccountPanel, { kind: 'customers', partyId: 4 }), {
      role: 'accountant',
      cached,
    });
    const text = visibleText(html);
    expect(text).toContain('₹3,000.00 on account');
    expect(text).toContain('Bill No Date Left Apply INV/26-27/0001 05/11/2026 ₹5,900.00');
    expect(text).not.toContain('OLD/2');
    expect(html).toContain('aria-label="Apply to INV/26-27/0001"');
    expect(text).toContain('Fill oldest first Apply on account');
  });
});
