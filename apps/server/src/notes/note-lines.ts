import {
  creditNoteDeadline,
  financialYearOf,
  formatDateDmy,
  formatQuantity,
  formatRupees,
  milliToQuantity,
  quantityProblem,
  quantityToMilli,
  returnCredit,
  rupeesToPaise,
} from '@bahi/domain';
import type { NoteInput } from '@bahi/domain/schemas';
import { type FieldErrors, ValidationError } from '../core/http/errors';
import type { InvoiceItemRow, InvoiceRow } from '../invoices/invoice-repository';
import type { findNotedOfInvoiceLines, NoteType } from './note-repository';

// The line rules of a note: what each invoice line still has (units not returned, value not
// credited), the invoice and date checks, each line priced against what is left (422 per field),
// and whether a credit note takes all that is left. note-service.ts uses them in its transaction.

/** What each invoice line still has for a note: units not returned, value not credited. */
export function remainingOfLines(
  items: readonly InvoiceItemRow[],
  noted: Awaited<ReturnType<typeof findNotedOfInvoiceLines>>,
) {
  const byLine = new Map(noted.map((row) => [row.invoice_item_id, row]));
  return new Map(
    items.map((item) => {
      const sums = byLine.get(item.id);
      return [
        item.id,
        {
          item,
          remainingQuantityMilli: Number(item.quantity_milli) - (sums?.returned_milli ?? 0),
          remainingValue: Number(item.subtotal) - (sums?.credited ?? 0) + (sums?.debited ?? 0),
        },
      ];
    }),
  );
}

/** '2024-25' for a date of that financial year. */
function longYearLabel(date: string): string {
  const year = financialYearOf(date);
  return `${year.startDate.slice(0, 4)}-${year.label.slice(3)}`;
}

/** The header rules: the invoice stands, the note is not dated before it nor after the deadline. */
export function checkInvoiceAndDate(type: NoteType, invoice: InvoiceRow, noteDate: string): void {
  if (invoice.status === 'Cancelled') {
    throw new ValidationError({
      invoice_id: [`Invoice ${invoice.invoice_number} is cancelled: no note can be issued against it`],
    });
  }
  if (noteDate < invoice.date) {
    throw new ValidationError({
      note_date: [`Note date must be on or after the invoice's date (${formatDateDmy(invoice.date)})`],
    });
  }
  const deadline = creditNoteDeadline(invoice.date);
  if (type === 'credit' && noteDate > deadline) {
    throw new ValidationError({
      note_date: [
        `A credit note for an invoice of ${longYearLabel(invoice.date)} can be issued up to ${formatDateDmy(deadline)}`,
      ],
    });
  }
}

/** Each line of the note worked out against what its invoice line still has; 422 per line. */
export function priceNoteLines(
  type: NoteType,
  input: NoteInput,
  invoice: InvoiceRow,
  remaining: ReturnType<typeof remainingOfLines>,
): { item: InvoiceItemRow; quantityMilli: number; taxableValue: number }[] {
  const errors: FieldErrors = {};
  const priced = input.lines.flatMap((line, index) => {
    const left = remaining.get(line.invoice_item_id);
    if (!left) {
      errors[`lines.${index}.invoice_item_id`] = [`This line is not on invoice ${invoice.invoice_number}`];
      return [];
    }
    const { item } = left;
    if (input.kind === 'return') {
      const quantity = line.quantity ?? 0;
      const problem = quantityProblem(quantity, item.unit);
      const quantityMilli = quantityToMilli(quantity);
      if (problem) errors[`lines.${index}.quantity`] = [problem];
      else if (quantityMilli > left.remainingQuantityMilli) {
        errors[`lines.${index}.quantity`] = [
          left.remainingQuantityMilli === 0
            ? `Every unit of ${item.product_name} on this invoice has already been returned`
            : `At most ${formatQuantity(milliToQuantity(left.remainingQuantityMilli))} ${item.unit} of ${item.product_name} can still be returned`,
        ];
      } else return [{ item, quantityMilli, taxableValue: returnCredit(left, quantityMilli) }];
      return [];
    }
    const value = rupeesToPaise(line.taxable_value ?? 0);
    if (type === 'credit' && value > left.remainingValue) {
      errors[`lines.${index}.taxable_value`] = [
        `At most ${formatRupees(Math.max(left.remainingValue, 0))} of ${item.product_name} can still be credited`,
      ];
      return [];
    }
    return [{ item, quantityMilli: 0, taxableValue: value }];
  });
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return priced;
}

/**
 * Whether a credit note leaves no taxable value on any line of its invoice: it then also takes
 * the invoice's round-off, so a full return leaves the invoice owing nothing (not the paise the
 * invoice was rounded by).
 */
export function takesAllThatIsLeft(
  remaining: ReturnType<typeof remainingOfLines>,
  lines: readonly { item: InvoiceItemRow; taxableValue: number }[],
): boolean {
  const credited = new Map(lines.map((line) => [line.item.id, line.taxableValue]));
  return [...remaining.values()].every(
    (left) => left.remainingValue - (credited.get(left.item.id) ?? 0) <= 0,
  );
}
