import { invoiceRoutes } from '@bahi/domain/contract';
import { Text } from '@mantine/core';
import { useParams } from 'react-router';
import { useCustomerLookup } from '../../../api/lookups';
import { useTitleFromRecord } from '../../../app/shell/record-title';
import { DataList } from '../../../components/data-list/data-list';
import { displayName } from '../../../lib/format';
import { customerInvoiceColumns } from './invoice-columns';

/** invoices/customer/{id}: one customer's invoices, titled 'Invoices for {name}'. */
export function CustomerInvoicesPage() {
  const { id = '' } = useParams();
  const customers = useCustomerLookup();
  const customer = customers.data?.find((row) => String(row.id) === id);
  useTitleFromRecord(customer ? `Invoices for ${displayName(customer.name)}` : undefined);
  return (
    <>
      {customer && (
        <Text c="dimmed" mb="sm" mt={-8}>
          {displayName(customer.name)}
          {customer.gstin ? ` · GSTIN ${customer.gstin}` : ''}
        </Text>
      )}
      <DataList
        route={invoiceRoutes.list}
        label="Customer invoices"
        columns={customerInvoiceColumns}
        searchPlaceholder="Search by invoice no or product"
        minWidth={1000}
        params={{ customer_id: id }}
      />
    </>
  );
}
