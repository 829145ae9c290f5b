import type { OutstandingReport, OutstandingRow, OverdueBill } from '@bahi/domain/schemas';
import { describe, expect, it } from 'vitest';
import { outstandingColumns, outstandingTotals, partyPage } from './outstanding-columns';
import { overdueColumns } from './overdue-bills';

const amounts = {
  documents: 3,
  not_due: 5900,
  days_0_30: 1000,
  days_31_60: 8500,
  days_61_90: 0,
  days_over_90: 12000.5,
  outstanding: 27400.5,
  on_account: 3000,
  balance: 24400.5,
};

const row: OutstandingRow = { party_id: 7, party_name: 'Opening Kirana', party_phone: null, ...amounts };

function report(ageBy: OutstandingReport['age_by']): OutstandingReport {
  return { party: 'customers', as_of: '2026-11-26', age_by: ageBy, data: [row], totals: amounts };
}

describe('outstanding report columns', () => {
  it('ages by bill date in four buckets, with no "Not Due" column', () => {
    expect(outstandingColumns('customers', 'bill_date').map((column) => column.header)).toEqual([
      'Customer',
      'Phone',
      'Open Invoices',
      '0-30 Days (₹)',
      '31-60 Days (₹)',
      '61-90 Days (₹)',
      'Over 90 Days (₹)',
      'Outstanding (₹)',
      'On Account (₹)',
      'Balance (₹)',
    ]);
  });

  it('ages by due date: not yet due first, then days past due', () => {
    const headers = outstandingColumns('suppliers', 'due_date').map((column) => column.header);
    expect(headers.slice(0, 3)).toEqual(['Supplier', 'Phone', 'Open Purchases']);
    expect(headers.slice(3, 8)).toEqual([
      'Not Due (₹)',
      '1-30 Days Overdue (₹)',
      '31-60 Days Overdue (₹)',
      '61-90 Days Overdue (₹)',
      'Over 90 Days Overdue (₹)',
    ]);
  });

  it("shows a row's amounts under their headings, the Indian way, to the paisa", () => {
    const columns = outstandingColumns('customers', 'due_date');
    const cell = (header: string) => columns.find((column) => column.header === header)?.text(row);
    expect(cell('Not Due (₹)')).toBe('5,900.00');
    expect(cell('Over 90 Days Overdue (₹)')).toBe('12,000.50');
    expect(cell('Balance (₹)')).toBe('24,400.50');
    expect(cell('Phone')).toBe('');
  });

  it('lines the totals row up with the columns of either ageing', () => {
    for (const ageBy of ['bill_date', 'due_date'] as const) {
      const totals = outstandingTotals(report(ageBy));
      const headers = outstandingColumns('customers', ageBy).map((column) => column.header);
      expect(totals).toHaveLength(headers.length);
      expect(totals.slice(0, 3)).toEqual(['Total', '', '3']);
      expect(totals.at(-1)).toBe('24,400.50');
    }
    expect(outstandingTotals(report('due_date'))[3]).toBe('5,900.00');
    expect(outstandingTotals(report('bill_date'))[3]).toBe('1,000.00');
  });

  it("links a party's name to its own page", () => {
    expect(partyPage('customers', 7)).toBe('/customer/7');
    expect(partyPage('suppliers', 7)).toBe('/supplier/7');
  });
});

describe('overdue bills columns', () => {
  const bill: OverdueBill = {
    party_id: 7,
    party_name: 'Opening Kirana',
    party_phone: '9827012345',
    kind: 'opening_bill',
    id: 2,
    number: 'OLD/2',
    date: '2026-10-02',
    due_date: '2026-11-01',
    days_overdue: 25,
    outstanding: 5500,
  };
  const texts = (party: 'customers' | 'suppliers', each: OverdueBill) =>
    overdueColumns(party).map((column) => column.text(each));

  it('marks a bill from the old books as opening and shows its days overdue and what is left', () => {
    expect(texts('customers', bill)).toEqual([
      'Opening Kirana',
      '9827012345',
      'OLD/2 (opening)',
      '02/10/2026',
      '01/11/2026',
      '25',
      '5,500.00',
    ]);
  });

  it("shows an invoice's number as it is", () => {
    expect(texts('customers', { ...bill, kind: 'document', number: 'INV/001' })[2]).toBe('INV/001');
  });

  it('names the party column after the report', () => {
    expect(overdueColumns('suppliers')[0]?.header).toBe('Supplier');
    expect(overdueColumns('customers')[0]?.header).toBe('Customer');
  });
});
