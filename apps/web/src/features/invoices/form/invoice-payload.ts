import { quantityProblem } from '@bahi/domain';
import { invoiceInputSchema, invoiceItemInputSchema } from '@bahi/domain/schemas';
import { type FormErrors, issuesToFormErrors } from '../../../components/form/form-errors';
import type { InvoicePayload } from '../api/invoice-api';
import type { InvoiceFormValues, InvoicePaymentValues, ItemRow } from './invoice-form-values';

// The form's values as the API payload (invoiceInputSchema). Checking it with that same schema
// gives the browser the server's own messages, under the same keys ('items.0.quantity').

/** One line of the invoice payload. */
export type ItemPayload = InvoicePayload['items'][number];

export function toItemPayload(row: ItemRow): ItemPayload {
  const product = row.product;
  const typedRate = row.rate.trim();
  return {
    product_id: product?.id ?? null,
    price_basis: row.basis,
    mrp: product?.mrp ?? null,
    // Only a trade-rate line sends a rate; an MRP line's rate is worked out from the MRP.
    rate: row.basis === 'rate' && typedRate !== '' ? typedRate : null,
    gst_rate: product?.gst_rate ?? null,
    quantity: row.quantity,
    // Blank: no free units (the schema's default of 0).
    free_quantity: row.free_quantity?.trim() ? row.free_quantity : undefined,
    // A cleared discount box means no discount, the default of a new line.
    discount: row.discount.trim() === '' ? 0 : row.discount,
    // Left out: the server takes the batches earliest expiry first.
    batch_id: row.batch?.id ?? undefined,
  };
}

export function toInvoicePayload(values: InvoiceFormValues, invoiceNumber: string): InvoicePayload {
  return {
    invoice_number: invoiceNumber,
    // Left as suggested, the number may move on to the next free one if another clerk saves first.
    invoice_number_suggested: !values.numberEdited || values.numberIsSuggestion === true,
    date: values.date,
    customer_id: values.customerId,
    status: values.status,
    items: values.rows.map(toItemPayload),
    received_now: toReceivedNow(values.payment),
    refresh_seller: values.payment.refreshSeller,
  };
}

/** Blank: nothing received with the invoice; otherwise a receipt of this amount and mode. */
function toReceivedNow(payment: InvoicePaymentValues): InvoicePayload['received_now'] {
  const amount = payment.receivedNow.trim();
  if (amount === '') return null;
  return {
    amount,
    mode: payment.mode,
    cheque_number: payment.mode === 'cheque' ? payment.chequeNumber : null,
  };
}

export type CheckedPayload = { ok: true; payload: InvoicePayload } | { ok: false; errors: FormErrors };

/**
 * The payload to send, or the messages to show. Besides the shared schema, each line's quantity is
 * checked against its product's unit (2.5 KGS yes, 2.5 PCS no), as the server does.
 */
export function checkInvoicePayload(payload: InvoicePayload, rows: readonly ItemRow[] = []): CheckedPayload {
  const result = invoiceInputSchema.safeParse(payload);
  const errors: FormErrors = result.success ? {} : issuesToFormErrors(result.error.issues);
  rows.forEach((row, index) => {
    const key = `items.${index}.quantity`;
    const quantity = Number(row.quantity);
    if (!row.product || errors[key] || !Number.isFinite(quantity)) return;
    const problem = quantityProblem(quantity, row.product.unit);
    if (problem) errors[key] = problem;
  });
  if (Object.keys(errors).length === 0) return { ok: true, payload };
  return { ok: false, errors };
}

/** One line read by the shared item schema, or null while it is incomplete or invalid. */
export function readItem(row: ItemRow) {
  const result = invoiceItemInputSchema.safeParse(toItemPayload(row));
  return result.success ? result.data : null;
}
