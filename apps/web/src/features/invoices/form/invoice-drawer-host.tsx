import type { InvoiceListRow } from '@bahi/domain/schemas';
import { useHotkeys } from '@mantine/hooks';
import { type Ref, useEffect, useImperativeHandle } from 'react';
import { InvoiceDrawer } from './invoice-drawer';
import { InvoiceSavedDialog } from './invoice-saved-dialog';
import { type InvoiceDrawerState, useInvoiceDrawer } from './use-invoice-drawer';

// The invoice form, its drawer and the after-save dialog, loaded with their own chunk the first
// time the list asks for them (Add Invoice, Alt+N or Edit), so the list itself opens without the
// form's code. Once loaded it stays mounted: closing the drawer keeps what was typed.

/** What the list asks of the drawer: Add Invoice's toggle, Alt+N, or Edit on a row. */
export type InvoiceDrawerRequest =
  | { kind: 'toggle' }
  | { kind: 'new' }
  | { kind: 'edit'; row: InvoiceListRow };

export type InvoiceDrawerHandle = { request: (request: InvoiceDrawerRequest) => void };

function carryOut(drawer: InvoiceDrawerState, request: InvoiceDrawerRequest): void {
  if (request.kind === 'toggle') drawer.toggleCreate();
  // Alt+N starts an invoice from anywhere on the list (inside the form it adds a line instead).
  else if (request.kind === 'new') {
    if (!drawer.opened && !drawer.saved) drawer.openCreate();
  } else drawer.openEdit(request.row);
}

type Props = { first: InvoiceDrawerRequest; ref: Ref<InvoiceDrawerHandle> };

export function InvoiceDrawerHost({ first, ref }: Props) {
  const drawer = useInvoiceDrawer();
  useImperativeHandle(ref, () => ({ request: (request) => carryOut(drawer, request) }), [drawer]);
  useHotkeys([['alt+N', () => carryOut(drawer, { kind: 'new' })]]);
  // The request that loaded this chunk, carried out once it is here.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first request, on mount
  useEffect(() => carryOut(drawer, first), []);
  return (
    <>
      <InvoiceDrawer drawer={drawer} />
      <InvoiceSavedDialog
        invoice={drawer.saved}
        onClose={drawer.closeSaved}
        onNewInvoice={drawer.newAfterSaved}
      />
    </>
  );
}
