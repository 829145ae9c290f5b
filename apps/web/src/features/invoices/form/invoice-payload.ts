import { invoiceInputSchema, invoiceItemInputSchema } from '@bahi/domain/schemas';
import { type FormErrors, issuesToFormErrors } from '../../../components/form/form-errors';
import type { InvoicePayload } from '../api/invoice-api';
import type { InvoiceFormValues, ItemRow } from './invoice-form-values';

// The form's values as the API payload (invoiceInputSchema). Checking it with that same schema
// gives the browser the server's own messages, under the same keys ('items.0.quantity').

/** Tells whether a product is open-price (price_editable): only those lines send a rate. */
export type IsOpenPrice = (productId: number) => boolean;

/** One line of the invoice payload. */
export type ItemPayload = InvoicePayload['items'][number];

export function toItemPayload(row: ItemRow, isOpenPrice: IsOpenPrice): ItemPayload {
  const product = row.product;
  const typedRate = row.rate.trim();
  return {
    product_id: product?.id ?? null,
    mrp: product?.mrp ?? null,
    gst_rate: product?.gst_rate ?? null,
    quantity: row.quantity,
    // A cleared discount box means no discount, the default of a new line.
    discount: row.discount.trim() === '' ? 0 : row.discount,
    ...(product && isOpenPrice(product.id) && typedRate !== '' ? { rate: typedRate } : {}),
  };
}

export function toInvoicePayload(
  values: InvoiceFormValues,
  invoiceNumber: string,
  isOpenPrice: IsOpenPrice,
): InvoicePayload {
  return {
    invoice_number: invoiceNumber,
    date: values.date,
    customer_id: values.customerId,
    status: values.status,
    items: values.rows.map((row) => toItemPayload(row, isOpenPrice)),
  };
}

export type CheckedPayload = { ok: true; payload: InvoicePayload } | { ok: false; errors: FormErrors };

/** The payload to send, or the messages to show; a line without a product gets one message. */
export function checkInvoicePayload(payload: InvoicePayload): CheckedPayload {
  const result = invoiceInputSchema.safeParse(payload);
  if (result.success) return { ok: true, payload };
  return { ok: false, errors: issuesToFormErrors(result.error.issues) };
}

/** One line read by the shared item schema, or null while it is incomplete or invalid. */
export function readItem(row: ItemRow, isOpenPrice: IsOpenPrice) {
  const result = invoiceItemInputSchema.safeParse(toItemPayload(row, isOpenPrice));
  return result.success ? result.data : null;
}
