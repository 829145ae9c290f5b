import { formatQuantity } from '@bahi/domain';
import type { ProductBatch } from '@bahi/domain/schemas';
import { formatAmount, formatDate } from '../../../lib/format';
import type { LineBatchChoice } from './invoice-form-values';

// The choices of an invoice line's batch picker: earliest expiry first (what the server does
// when no batch is named) and then each batch holding stock on the invoice's date, as the clerk
// reads it on the label or the supplier's bill: number, expiry, MRP and how much is left.

/** The picker's value for "no batch named". */
export const EARLIEST_EXPIRY = '';

export type BatchOption = { value: string; label: string };

export function batchOptionLabel(batch: ProductBatch, unit: string): string {
  const label = `${batch.batch_number} · Exp ${formatDate(batch.expiry_date)} · MRP ${formatAmount(batch.mrp)} · ${formatQuantity(batch.on_hand)} ${unit}`;
  return batch.expired ? `${label} · expired` : label;
}

/**
 * Earliest expiry first, then the batches in stock. A chosen batch no longer listed (sold out, or
 * bought after a changed invoice date) stays a choice, so the picker never silently drops it.
 */
export function batchOptions(
  batches: readonly ProductBatch[],
  unit: string,
  chosen: LineBatchChoice | null,
): BatchOption[] {
  const options = [
    { value: EARLIEST_EXPIRY, label: 'Earliest expiry first' },
    ...batches.map((batch) => ({ value: String(batch.batch_id), label: batchOptionLabel(batch, unit) })),
  ];
  if (chosen && !batches.some((batch) => batch.batch_id === chosen.id)) {
    options.push({
      value: String(chosen.id),
      label: `${chosen.batch_number} · Exp ${formatDate(chosen.expiry_date)} · none in stock on this day`,
    });
  }
  return options;
}

/** The batch an option stands for; null for earliest expiry first. */
export function batchOfOption(
  value: string,
  batches: readonly ProductBatch[],
  chosen: LineBatchChoice | null,
): LineBatchChoice | null {
  if (value === EARLIEST_EXPIRY) return null;
  const batch = batches.find((entry) => String(entry.batch_id) === value);
  if (batch) return { id: batch.batch_id, batch_number: batch.batch_number, expiry_date: batch.expiry_date };
  return chosen && String(chosen.id) === value ? chosen : null;
}
