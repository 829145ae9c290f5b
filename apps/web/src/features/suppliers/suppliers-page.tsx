import { supplierRoutes } from '@bahi/domain/contract';
import { type Supplier, supplierInputSchema } from '@bahi/domain/schemas';
import { standardFailure } from '../../components/form/notify';
import type { SaveMessages } from '../../components/form/use-entity-editor';
import { MasterListPage } from '../../components/master-list/master-list-page';
import { partyColumns } from '../../components/party-form/party-columns';
import { PartyFields } from '../../components/party-form/party-fields';
import { emptyPartyValues, toPartyValues } from '../../components/party-form/party-values';
import { displayName } from '../../lib/format';

// The supplier drawer's toast texts, worded as the customer drawer's.
const supplierMessages: SaveMessages = {
  created: 'Supplier added successfully!',
  updated: 'Supplier updated successfully!',
  failure: standardFailure('Failed to submit supplier.'),
};

export function SuppliersPage() {
  return (
    <MasterListPage
      routes={supplierRoutes}
      schema={supplierInputSchema}
      emptyValues={emptyPartyValues}
      toValues={toPartyValues}
      messages={supplierMessages}
      recordType="supplier"
      noun="Supplier"
      label="Suppliers"
      searchPlaceholder="Search by name, GSTIN or phone"
      minWidth={1000}
      columns={partyColumns<Supplier>({
        name: { header: 'Supplier Name', render: (row) => displayName(row.name) },
        address: (row) => row.address ?? '—',
      })}
      actionsColumn={{ header: 'Actions', width: 150 }}
      rowLabel={(row) => displayName(row.name)}
      describe={(row) => `supplier ${displayName(row.name)}`}
      importKind="suppliers"
      drawerSize={350}
      fields={(editor) => (
        <PartyFields
          form={editor.form}
          nameLabel="Supplier Name"
          kind="supplier"
          editingId={editor.editing?.id}
        />
      )}
    />
  );
}
