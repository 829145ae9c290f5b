import { notifications } from '@mantine/notifications';
import { ApiError } from '../../api/api-error';

// Toasts. Successes go quickly; failures stay longer because they ask the user to do something.

export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', message, autoClose: 4000 });
}

export type Failure = { title: string; detail?: string | undefined };

export function notifyFailure({ title, detail }: Failure): void {
  notifications.show(
    detail
      ? { color: 'red', title, message: detail, autoClose: 8000 }
      : { color: 'red', message: title, autoClose: 8000 },
  );
}

/** A plain-words second line for a failure toast, saying what went wrong and what to do. */
export function describeFailure(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return 'Something unexpected went wrong. Please try again.';
  if (error.isNetworkError) return 'The server could not be reached. Please try again later.';
  if (error.status === 422) return 'Please correct the fields marked in red.';
  return error.message;
}

/** The usual failure toast: the screen's fixed headline and the reason under it. */
export function standardFailure(title: string) {
  return (error: unknown): Failure => ({ title, detail: describeFailure(error) });
}
