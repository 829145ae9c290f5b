import type { OutstandingReport, OutstandingRow } from '@bahi/domain/schemas';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { amountText } from './report-definitions';
import type { ReportColumn } from './report-table';

// The outstanding report's columns: by the bill's age, or aged by due date (not yet due, then
// days past due), and the totals row to match.

export type Party = OutstandingReport['party'];
export type AgeBy = OutstandingReport['age_by'];

type AmountKey = Exclude<keyof OutstandingRow, 'party_id' | 'party_name' | 'party_phone' | 'documents'>;

const AGE_COLUMNS: Record<AgeBy, [AmountKey, string][]> = {
  bill_date: [
    ['days_0_30', '0-30 Days'],
    ['days_31_60', '31-60 Days'],
    ['days_61_90', '61-90 Days'],
    ['days_over_90', 'Over 90 Days'],
  ],
  due_date: [
    ['not_due', 'Not Due'],
    ['days_0_30', '1-30 Days Overdue'],
    ['days_31_60', '31-60 Days Overdue'],
    ['days_61_90', '61-90 Days Overdue'],
    ['days_over_90', 'Over 90 Days Overdue'],
  ],
};

function amountKeys(ageBy: AgeBy): AmountKey[] {
  return [...AGE_COLUMNS[ageBy].map(([key]) => key), 'outstanding', 'on_account', 'balance'];
}

/** A customer's or supplier's own page. */
export function partyPage(party: Party, partyId: number): string {
  return party === 'customers' ? `/customer/${partyId}` : `/supplier/${partyId}`;
}

export function outstandingColumns(party: Party, ageBy: AgeBy): ReportColumn<OutstandingRow>[] {
  const amount = (header: string, key: AmountKey): ReportColumn<OutstandingRow> => ({
    header: `${header} (₹)`,
    text: (row) => amountText(row[key]),
    numeric: true,
  });
  return [
    {
      header: party === 'customers' ? 'Customer' : 'Supplier',
      text: (row) => row.party_name,
      render: (row) => (
        <Anchor component={Link} to={partyPage(party, row.party_id)} size="sm">
          {row.party_name}
        </Anchor>
      ),
    },
    { header: 'Phone', text: (row) => row.party_phone ?? '' },
    {
      header: party === 'customers' ? 'Open Invoices' : 'Open Purchases',
      text: (row) => String(row.documents),
      numeric: true,
    },
    ...AGE_COLUMNS[ageBy].map(([key, header]) => amount(header, key)),
    amount('Outstanding', 'outstanding'),
    amount('On Account', 'on_account'),
    amount('Balance', 'balance'),
  ];
}

export function outstandingTotals(report: OutstandingReport): string[] {
  const { totals } = report;
  return [
    'Total',
    '',
    String(totals.documents),
    ...amountKeys(report.age_by).map((key) => amountText(totals[key])),
  ];
}
