// What a failed API call throws: the HTTP status, the server's message and its per-field
// messages ({ message, errors?: { field: [messages] } }). Status 0 means the server was not
// reached at all (offline, server down), which screens word differently from a refusal.

export type FieldErrors = Record<string, string[]>;

export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: FieldErrors;

  constructor(status: number, message: string, fieldErrors: FieldErrors = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = fieldErrors;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

/** What a screen says when its address names no record: typed by hand, or a broken link. */
export const NO_SUCH_RECORD = 'Nothing has this address. Check the link, or find the record in its list.';

/**
 * The API's rule for ids ("id must be a whole number from 1 to 2147483647", or "No record has
 * this id") is for programs calling it; on a screen it only ever means the address was wrong.
 */
function isBadIdMessage(status: number, message: string): boolean {
  if (status === 400) return /^\w*id must be a whole number from 1 to \d+$/.test(message);
  return status === 404 && message.startsWith('No record has this id');
}

/** Reads an error body defensively: a proxy or a crash may answer HTML or nothing at all. */
export function toApiError(status: number, body: unknown): ApiError {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const message =
    typeof record.message === 'string' && record.message ? record.message : `Request failed (${status})`;
  const shown = isBadIdMessage(status, message) ? NO_SUCH_RECORD : message;
  return new ApiError(status, shown, readFieldErrors(record.errors));
}

function readFieldErrors(value: unknown): FieldErrors {
  if (typeof value !== 'object' || value === null) return {};
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(value)) {
    const list = Array.isArray(messages) ? messages : [messages];
    const texts = list.filter((message): message is string => typeof message === 'string');
    if (texts.length > 0) errors[field] = texts;
  }
  return errors;
}

/** The server's message for a failure, or undefined when the server was not reached. */
export function serverMessage(error: unknown): string | undefined {
  if (error instanceof ApiError && !error.isNetworkError) return error.message;
  return undefined;
}
