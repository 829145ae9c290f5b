import { customerRoutes } from '@bahi/domain/contract';
import { type Customer, customerInputSchema, type PartyListRow } from '@bahi/domain/schemas';
import { Anchor, Button } from '@mantine/core';
import { Link } from 'react-router';
import { addedOnColumn } from '../../components/data-list/added-on-column';
import { DataList } from '../../components/data-list/data-list';
import type { Column } from '../../components/data-list/list-table';
import { FormDrawer } from '../../components/form/form-drawer';
import { standardFailure } from '../../components/form/notify';
import { type SaveMessages, useEntityEditor } from '../../components/form/use-entity-editor';
import { ImportButton } from '../../components/import-button';
import { PartyFields } from '../../components/party-form/party-fields';
import { emptyPartyValues, toPartyValues } from '../../components/party-form/party-values';
import { RowActions } from '../../components/row-actions';
import { useDeleteAction } from '../../components/use-delete-action';
import { displayName, formatAmount } from '../../lib/format';

// The customer drawer's toast texts.
const customerMessages: SaveMessages = {
  created: 'Customer added successfully!',
  updated: 'Customer updated successfully!',
  failure: standardFailure('Failed to submit customer.'),
};

// The list's rows also carry each customer's outstanding balance (invoiced minus received).
const columns = (edit: (row: Customer) => void, remove: (row: Customer) => void): Column<PartyListRow>[] => [
  {
    header: 'Customer Name',
    render: (row) => (
      <Anchor component={Link} to={`/customer/${row.id}`}>
        {displayName(row.name)}
      </Anchor>
    ),
  },
  { header: 'Email', render: (row) => row.email ?? '—' },
  { header: 'Phone', render: (row) => row.phone ?? '—' },
  { header: 'GSTIN', render: (row) => row.gstin ?? '—' },
  { header: 'Address', render: (row) => row.address },
  {
    header: 'Balance',
    align: 'right',
    render: (row) => <span style={{ whiteSpace: 'nowrap' }}>{formatAmount(row.balance)}</span>,
  },
  addedOnColumn(),
  {
    header: 'Actions',
    width: 150,
    render: (row) => (
      <RowActions
        history={{ recordType: 'customer', recordId: row.id }}
        label={displayName(row.name)}
        onEdit={() => edit(row)}
        onDelete={() => remove(row)}
      />
    ),
  },
];

export function CustomersPage() {
  const editor = useEntityEditor({
    resource: customerRoutes,
    schema: customerInputSchema,
    emptyValues: emptyPartyValues,
    toValues: toPartyValues,
    messages: customerMessages,
    openFromAddress: true,
  });
  const confirmDelete = useDeleteAction(customerRoutes, {
    describe: (row) => `customer ${displayName(row.name)}`,
  });

  return (
    <>
      <DataList
        route={customerRoutes.list}
        label="Customers"
        columns={columns(editor.openEdit, confirmDelete)}
        searchPlaceholder="Search by name, GSTIN or phone"
        minWidth={1100}
        actions={
          <>
            <ImportButton kind="customers" />
            <Button onClick={editor.openCreate}>Add Customer</Button>
          </>
        }
      />
      <FormDrawer
        opened={editor.opened}
        onClose={editor.close}
        title={editor.editing ? 'Edit Customer' : 'Add Customer'}
        size={350}
        isUpdate={editor.editing !== null}
        saving={editor.saving}
        onSubmit={editor.submit}
      >
        <PartyFields
          form={editor.form}
          nameLabel="Customer Name"
          kind="customer"
          editingId={editor.editing?.id}
        />
      </FormDrawer>
    </>
  );
}
