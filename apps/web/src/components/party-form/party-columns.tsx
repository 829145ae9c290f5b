import type { ReactNode } from 'react';
import { addedOnColumn } from '../data-list/added-on-column';
import type { Column } from '../data-list/list-table';

// The customer and supplier lists' columns: each names its party its own way and shows its own
// address; a list may add a figure (a customer's balance) before when the party was added.

type PartyRow = {
  email: string | null;
  phone: string | null;
  gstin: string | null;
  created_at: string;
};

export function partyColumns<L extends PartyRow>(columns: {
  name: Column<L>;
  address: (row: L) => ReactNode;
  balance?: Column<L>;
}): Column<L>[] {
  return [
    columns.name,
    { header: 'Email', render: (row) => row.email ?? '—' },
    { header: 'Phone', render: (row) => row.phone ?? '—' },
    { header: 'GSTIN', render: (row) => row.gstin ?? '—' },
    { header: 'Address', render: columns.address },
    ...(columns.balance ? [columns.balance] : []),
    addedOnColumn(),
  ];
}
