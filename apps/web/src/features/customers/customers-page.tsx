import { customerRoutes } from '@bahi/domain/contract';
import type { PartyListRow } from '@bahi/domain/schemas';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { MasterListPage } from '../../components/master-list/master-list-page';
import { partyColumns } from '../../components/party-form/party-columns';
import { QUICK_ADD_CUSTOMER } from '../../components/quick-add/quick-add-kinds';
import { displayName, formatAmount } from '../../lib/format';

export function CustomersPage() {
  return (
    <MasterListPage
      drawer={QUICK_ADD_CUSTOMER}
      routes={customerRoutes}
      openFromAddress
      recordType="customer"
      noun="Customer"
      label="Customers"
      searchPlaceholder="Search by name, GSTIN or phone"
      minWidth={1100}
      // The list's rows also carry each customer's outstanding balance (invoiced minus received).
      columns={partyColumns<PartyListRow>({
        name: {
          header: 'Customer Name',
          render: (row) => (
            <Anchor component={Link} to={`/customer/${row.id}`}>
              {displayName(row.name)}
            </Anchor>
          ),
        },
        address: (row) => row.address,
        balance: {
          header: 'Balance',
          align: 'right',
          render: (row) => <span style={{ whiteSpace: 'nowrap' }}>{formatAmount(row.balance)}</span>,
        },
      })}
      actionsColumn={{ header: 'Actions', width: 150 }}
      rowLabel={(row) => displayName(row.name)}
      describe={(row) => `customer ${displayName(row.name)}`}
      importKind="customers"
    />
  );
}
