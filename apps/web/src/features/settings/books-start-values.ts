import { ApiError } from '../../api/api-error';

// What the books' start date section checks before sending, and where the server's
// refusal is shown: under the field when it names the field, else as a notice.

export const BOOKS_START_REQUIRED = 'Books start date is required';

/** The message shown before anything is sent; null when the date may go. */
export function booksStartProblem(value: string): string | null {
  return value.trim() === '' ? BOOKS_START_REQUIRED : null;
}

/** The server's message on the field (422 books_start_date); undefined for any other failure. */
export function booksStartFieldMessage(failure: unknown): string | undefined {
  return failure instanceof ApiError ? failure.fieldErrors.books_start_date?.[0] : undefined;
}
