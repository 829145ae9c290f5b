import { customerRoutes } from '@bahi/domain/contract';
import { customerInputSchema, type PartyListRow } from '@bahi/domain/schemas';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { standardFailure } from '../../components/form/notify';
import type { SaveMessages } from '../../components/form/use-entity-editor';
import { MasterListPage } from '../../components/master-list/master-list-page';
import { partyColumns } from '../../components/party-form/party-columns';
import { PartyFields } from '../../components/party-form/party-fields';
import { emptyPartyValues, toPartyValues } from '../../components/party-form/party-values';
import { displayName, formatAmount } from '../../lib/format';

// The customer drawer's toast texts.
const customerMessages: SaveMessages = {
  created: 'Customer added successfully!',
  updated: 'Customer updated successfully!',
  failure: standardFailure('Failed to submit customer.'),
};

export function CustomersPage() {
  return (
    <MasterListPage
      routes={customerRoutes}
      schema={customerInputSchema}
      emptyValues={emptyPartyValues}
      toValues={toPartyValues}
      messages={customerMessages}
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
      drawerSize={350}
      fields={(editor) => (
        <PartyFields
          form={editor.form}
          nameLabel="Customer Name"
          kind="customer"
          editingId={editor.editing?.id}
        />
      )}
    />
  );
}
