import type { InvoiceDetail, InvoiceListRow } from '@bahi/domain/schemas';
import { useState } from 'react';
import { useInvoiceForm } from './use-invoice-form';

/**
 * The invoice list's wide drawer. Closing a new invoice without saving keeps what was typed, so
 * an accidental Escape costs nothing: Add Invoice brings the draft back. A save resets the form.
 */
export function useInvoiceDrawer() {
  const [opened, setOpened] = useState(false);
  /** The invoice just saved, offered for print, download or sharing. */
  const [saved, setSaved] = useState<InvoiceDetail | null>(null);
  const close = () => setOpened(false);
  const form = useInvoiceForm({
    onSaved: (invoice) => {
      close();
      setSaved(invoice);
    },
    onLoadFailed: close,
  });

  const openCreate = () => {
    if (form.editing) form.startNew();
    setOpened(true);
  };
  const openEdit = (row: InvoiceListRow) => {
    form.startEdit({ id: row.id, invoiceNumber: row.invoice_number });
    setOpened(true);
  };
  const closeSaved = () => setSaved(null);
  const newAfterSaved = () => {
    setSaved(null);
    openCreate();
  };
  return {
    opened,
    close,
    openCreate,
    openEdit,
    toggleCreate: opened ? close : openCreate,
    form,
    saved,
    closeSaved,
    newAfterSaved,
  };
}

export type InvoiceDrawerState = ReturnType<typeof useInvoiceDrawer>;
