import { creditNoteDeadline, financialYearOf, formatDateDmy } from '@bahi/domain';
import type { NoteInput } from '@bahi/domain/schemas';
import { ValidationError } from '../core/http/errors';
import {
  checkOriginalAndDate,
  type LineLeft,
  type PricedCorrection,
  priceReturnOrValueLines,
} from '../documents/correction-rules';
import type { InvoiceItemRow, InvoiceRow } from '../documents/original-documents-repository';
import type { NoteType } from './note-repository';

// What a note adds to the correcting documents' shared rules (documents/correction-rules.ts): a
// debit note adds value rather than taking it off, a credit note has a deadline and may take a
// value (not units) off, and a credit note that takes all that is left takes the round-off too.

/** '2024-25' for a date of that financial year. */
function longYearLabel(date: string): string {
  const year = financialYearOf(date);
  return `${year.startDate.slice(0, 4)}-${year.label.slice(3)}`;
}

/** The header rules: the invoice stands, the note is not dated before it nor after the deadline. */
export function checkInvoiceAndDate(type: NoteType, invoice: InvoiceRow, noteDate: string): void {
  checkOriginalAndDate({ cancelled: invoice.status === 'Cancelled', date: invoice.date }, noteDate, {
    noun: 'invoice',
    name: `Invoice ${invoice.invoice_number}`,
    idField: 'invoice_id',
    dateField: 'note_date',
    dateLabel: 'Note date',
    refusedWhenCancelled: 'no note can be issued against it',
  });
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
  remaining: Map<number, LineLeft<InvoiceItemRow>>,
): PricedCorrection<InvoiceItemRow>[] {
  return priceReturnOrValueLines(input.kind, input.lines, remaining, {
    lineIdField: 'invoice_item_id',
    lineIdOf: (line) => line.invoice_item_id,
    notOnOriginal: `This line is not on invoice ${invoice.invoice_number}`,
    noun: 'invoice',
    // A debit note adds value to a line: only a credit note is held to what the line still has.
    valueTakenOff: type === 'credit' ? 'credited' : null,
  });
}

/**
 * Whether a credit note leaves no taxable value on any line of its invoice: it then also takes
 * the invoice's round-off, so a full return leaves the invoice owing nothing (not the paise the
 * invoice was rounded by).
 */
export function takesAllThatIsLeft(
  remaining: Map<number, LineLeft<InvoiceItemRow>>,
  lines: readonly { item: InvoiceItemRow; taxableValue: number }[],
): boolean {
  const credited = new Map(lines.map((line) => [line.item.id, line.taxableValue]));
  return [...remaining.values()].every(
    (left) => left.remainingValue - (credited.get(left.item.id) ?? 0) <= 0,
  );
}
