import { invoiceRoutes } from '@bahi/domain/contract';
import { Button } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { DataList } from '../../../components/data-list/data-list';
import { InvoiceDrawer } from '../form/invoice-drawer';
import { InvoiceSavedDialog } from '../form/invoice-saved-dialog';
import { useInvoiceDrawer } from '../form/use-invoice-drawer';
import { invoiceListColumns } from './invoice-columns';

/** / and /invoices: every invoice, newest first, with the invoice form in the wide drawer. */
export function InvoiceListPage() {
  const drawer = useInvoiceDrawer();
  // Alt+N starts an invoice from anywhere on the list (inside the form it adds a line instead).
  useHotkeys([['alt+N', () => !drawer.opened && !drawer.saved && drawer.openCreate()]]);
  return (
    <>
      <DataList
        route={invoiceRoutes.list}
        label="Invoices"
        columns={(rows) => invoiceListColumns(rows, drawer.openEdit)}
        searchPlaceholder="Search by invoice no, customer or product"
        minWidth={1000}
        dense
        actions={
          <Button onClick={drawer.toggleCreate} title="Alt+N">
            Add Invoice
          </Button>
        }
      />
      <InvoiceDrawer drawer={drawer} />
      <InvoiceSavedDialog
        invoice={drawer.saved}
        onClose={drawer.closeSaved}
        onNewInvoice={drawer.newAfterSaved}
      />
    </>
  );
}
