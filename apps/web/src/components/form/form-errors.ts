import type { FieldErrors } from '../../api/api-error';

// Field messages as forms show them: one message per field, keyed by the field's path
// ('name', 'items.0.quantity'), whether they come from zod in the browser or from the server.

export type FormErrors = Record<string, string>;

type Issue = { path: readonly PropertyKey[]; message: string };

/** The first zod issue of each field; issues about the whole object are keyed '_form'. */
export function issuesToFormErrors(issues: readonly Issue[]): FormErrors {
  const errors: FormErrors = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || '_form';
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The server's 422 errors ({ field: [messages] }) in the same one-message-per-field shape. */
export function serverErrorsToFormErrors(fieldErrors: FieldErrors): FormErrors {
  const errors: FormErrors = {};
  for (const [field, messages] of Object.entries(fieldErrors)) {
    if (messages.length > 0) errors[field] = messages.join(' ');
  }
  return errors;
}

/** Messages for fields the form does not show, so they can go in the failure toast instead. */
export function unplacedErrors(errors: FormErrors, shownFields: readonly string[]): string[] {
  return Object.entries(errors)
    .filter(([field]) => !shownFields.includes(field))
    .map(([, message]) => message);
}
