import { supplierRoutes } from '@bahi/domain/contract';
import type { Supplier } from '@bahi/domain/schemas';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { MasterListPage } from '../../components/master-list/master-list-page';
import { partyColumns } from '../../components/party-form/party-columns';
import { QUICK_ADD_SUPPLIER } from '../../components/quick-add/quick-add-kinds';
import { displayName } from '../../lib/format';

export { SupplierPage } from './supplier-page';

export function SuppliersPage() {
  return (
    <MasterListPage
      drawer={QUICK_ADD_SUPPLIER}
      routes={supplierRoutes}
      recordType="supplier"
      noun="Supplier"
      label="Suppliers"
      searchPlaceholder="Search by name, GSTIN or phone"
      minWidth={1000}
      columns={partyColumns<Supplier>({
        name: {
          header: 'Supplier Name',
          render: (row) => (
            <Anchor component={Link} to={`/supplier/${row.id}`}>
              {displayName(row.name)}
            </Anchor>
          ),
        },
        address: (row) => row.address ?? '—',
      })}
      actionsColumn={{ header: 'Actions', width: 150 }}
      rowLabel={(row) => displayName(row.name)}
      describe={(row) => `supplier ${displayName(row.name)}`}
      importKind="suppliers"
    />
  );
}
