import type { OpeningKind } from '@bahi/domain/schemas';
import type { OpeningBillBody } from '../api/opening';

// The opening balance form as data: what it starts with, what it sends, and the server's messages
// under the fields they name.

export type OpeningBillForm = {
  kind: OpeningKind;
  number: string;
  date: string;
  amount: string;
  due_date: string;
};

export const EMPTY_OPENING_BILL: OpeningBillForm = {
  kind: 'bill',
  number: '',
  date: '',
  amount: '',
  due_date: '',
};

/**
 * What is sent: a bill with its number and due date; an advance without them (the form hides both
 * for an advance, so what was typed there before switching must not be checked or saved).
 */
export function openingBillBody(form: OpeningBillForm): OpeningBillBody {
  if (form.kind === 'advance') return { kind: 'advance', date: form.date, amount: form.amount };
  return form;
}

/** The first message per field of a 422 answer, keyed as the form's fields are. */
export function fieldMessages(fieldErrors: Record<string, readonly string[]>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fieldErrors).map(([field, messages]) => [field, messages[0] ?? '']),
  );
}
