import { invoiceRoutes } from '@bahi/domain/contract';
import { Button, Group, Stack } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router';
import { DataList } from '../../../components/data-list/data-list';
import { EDocumentFilters, useEDocumentFilters } from '../../../components/e-documents/e-document-filters';
import type { InvoiceDrawerHandle, InvoiceDrawerRequest } from '../form/invoice-drawer-host';
import { invoiceListColumns } from './invoice-columns';

const InvoiceDrawerHost = lazy(() =>
  import('../form/invoice-drawer-host').then((module) => ({ default: module.InvoiceDrawerHost })),
);

/**
 * / and /invoices: every invoice, newest first, with the invoice form in the wide drawer. The form
 * is loaded on the first Add Invoice, Alt+N or Edit, not with the list.
 */
export function InvoiceListPage() {
  const host = useRef<InvoiceDrawerHandle>(null);
  const [first, setFirst] = useState<InvoiceDrawerRequest | null>(null);
  const request = (next: InvoiceDrawerRequest) => {
    if (host.current) host.current.request(next);
    else setFirst(next);
  };
  // Until the form is here; then its own Alt+N takes over.
  useHotkeys([['alt+N', () => !host.current && request({ kind: 'new' })]]);
  const eDocuments = useEDocumentFilters();
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <EDocumentFilters filters={eDocuments} />
        <Button variant="default" component={Link} to="/invoices/numbers-due">
          Numbers to get today
        </Button>
      </Group>
      <DataList
        route={invoiceRoutes.list}
        label="Invoices"
        columns={(rows) => invoiceListColumns(rows, (row) => request({ kind: 'edit', row }))}
        searchPlaceholder="Search by invoice no, customer or product"
        minWidth={1100}
        params={eDocuments.query}
        dense
        actions={
          <Button onClick={() => request({ kind: 'toggle' })} title="Alt+N">
            Add Invoice
          </Button>
        }
      />
      {first && (
        <Suspense fallback={null}>
          <InvoiceDrawerHost first={first} ref={host} />
        </Suspense>
      )}
    </Stack>
  );
}
