import { supplierRoutes } from '@bahi/domain/contract';
import { type Supplier, supplierInputSchema } from '@bahi/domain/schemas';
import { Button } from '@mantine/core';
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
import { displayName } from '../../lib/format';

// The supplier drawer's toast texts, worded as the customer drawer's.
const supplierMessages: SaveMessages = {
  created: 'Supplier added successfully!',
  updated: 'Supplier updated successfully!',
  failure: standardFailure('Failed to submit supplier.'),
};

const columns = (edit: (row: Supplier) => void, remove: (row: Supplier) => void): Column<Supplier>[] => [
  { header: 'Supplier Name', render: (row) => displayName(row.name) },
  { header: 'Email', render: (row) => row.email ?? '—' },
  { header: 'Phone', render: (row) => row.phone ?? '—' },
  { header: 'GSTIN', render: (row) => row.gstin ?? '—' },
  { header: 'Address', render: (row) => row.address ?? '—' },
  addedOnColumn(),
  {
    header: 'Actions',
    width: 150,
    render: (row) => (
      <RowActions
        history={{ recordType: 'supplier', recordId: row.id }}
        label={displayName(row.name)}
        onEdit={() => edit(row)}
        onDelete={() => remove(row)}
      />
    ),
  },
];

export function SuppliersPage() {
  const editor = useEntityEditor({
    resource: supplierRoutes,
    schema: supplierInputSchema,
    emptyValues: emptyPartyValues,
    toValues: toPartyValues,
    messages: supplierMessages,
  });
  const confirmDelete = useDeleteAction(supplierRoutes, {
    describe: (row) => `supplier ${displayName(row.name)}`,
  });

  return (
    <>
      <DataList
        route={supplierRoutes.list}
        label="Suppliers"
        columns={columns(editor.openEdit, confirmDelete)}
        searchPlaceholder="Search by name, GSTIN or phone"
        minWidth={1000}
        actions={
          <>
            <ImportButton kind="suppliers" />
            <Button onClick={editor.openCreate}>Add Supplier</Button>
          </>
        }
      />
      <FormDrawer
        opened={editor.opened}
        onClose={editor.close}
        title={editor.editing ? 'Edit Supplier' : 'Add Supplier'}
        size={350}
        isUpdate={editor.editing !== null}
        saving={editor.saving}
        onSubmit={editor.submit}
      >
        <PartyFields
          form={editor.form}
          nameLabel="Supplier Name"
          kind="supplier"
          editingId={editor.editing?.id}
        />
      </FormDrawer>
    </>
  );
}
