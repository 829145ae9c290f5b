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

/** Reads an error body defensively: a proxy or a crash may answer HTML or nothing at all. */
export function toApiError(status: number, body: unknown): ApiError {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const message =
    typeof record.message === 'string' && record.message ? record.message : `Request failed (${status})`;
  return new ApiError(status, message, readFieldErrors(record.errors));
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
