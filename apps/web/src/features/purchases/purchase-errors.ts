import type { FieldErrors } from '../../api/api-error';

// The 'Validation Errors:' notification of the purchase form: one line per field, 'field:
// messages joined by comma'. Fields are named as the form labels them ('Row 2 Qty'), not by their
// payload paths, so the user can find them.

const HEADER_LABELS: Record<string, string> = {
  supplier_id: 'Supplier',
  purchase_number: 'Purchase No',
  invoice_number: 'Supplier Invoice No',
  purchase_date: 'Date',
  items: 'Items',
};

const ROW_LABELS: Record<string, string> = {
  product_id: 'Product',
  quantity: 'Qty',
  amount: 'Amount',
  discount: 'Discount',
  gst_rate: 'GST',
  mrp: 'MRP',
  rate: 'Rate',
  free_quantity: 'Free',
  batch_number: 'Batch No',
  expiry_date: 'Expiry',
};

/** 'items.1.quantity' → 'Row 2 Qty'; a path the form does not know is shown as it is. */
export function labelField(path: string): string {
  const row = /^items\.(\d+)\.(\w+)$/.exec(path);
  if (row?.[1] && row[2]) return `Row ${Number(row[1]) + 1} ${ROW_LABELS[row[2]] ?? row[2]}`;
  return HEADER_LABELS[path] ?? path;
}

export function describeFieldErrors(errors: FieldErrors): string[] {
  return Object.entries(errors)
    .filter(([, messages]) => messages.length > 0)
    .map(([path, messages]) => `${labelField(path)}: ${messages.join(', ')}`);
}

type Issue = { path: readonly PropertyKey[]; message: string };

/** zod issues in the API's error shape, so browser and server failures read the same. */
export function issuesToFieldErrors(issues: readonly Issue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.') || 'purchase';
    const messages = errors[path] ?? [];
    if (!messages.includes(issue.message)) errors[path] = [...messages, issue.message];
  }
  return errors;
}

/** One message per field for showing under the fields. */
export function toFieldMessages(errors: FieldErrors): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const [path, list] of Object.entries(errors)) {
    if (list.length > 0) messages[path] = list.join(', ');
  }
  return messages;
}
