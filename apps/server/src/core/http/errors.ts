// Errors that routes and repositories throw on purpose. The error handler turns each into the
// API's error shape: { message, errors? } with the status code named here.

export type FieldErrors = Record<string, string[]>;

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** 404: the record asked for does not exist. */
export class NotFoundError extends HttpError {
  constructor(message: string) {
    super(404, message);
  }
}

/** 409: refused because of other records (a delete of something still referenced). */
export class ConflictError extends HttpError {
  constructor(message: string, errors?: FieldErrors) {
    super(409, message, errors);
  }
}

/** 422: the request is well-formed but a field breaks a rule. */
export class ValidationError extends HttpError {
  constructor(errors: FieldErrors, message = firstMessage(errors)) {
    super(422, message, errors);
  }
}

/** Shorthand for the common case of one field with one message. */
export function fieldError(field: string, message: string): ValidationError {
  return new ValidationError({ [field]: [message] });
}

function firstMessage(errors: FieldErrors): string {
  const first = Object.values(errors)[0]?.[0];
  return first ?? 'Validation failed';
}

/** A row of a file that cannot be imported as it is. */
export type RowProblem = {
  row: number;
  field: string;
  message: string;
  /** Where and what was read, and whose row it is (imports fill these in for the reader). */
  column?: string | null;
  value?: string | null;
  record?: string | null;
};

/** 400: an import refused; nothing was written. The answer lists every row's problems. */
export class ImportRefusedError extends HttpError {
  constructor(
    message: string,
    readonly problems: readonly RowProblem[],
    errors?: FieldErrors,
  ) {
    super(400, message, errors);
  }
}

/** 401: not signed in, or the session has ended. */
export class UnauthorizedError extends HttpError {
  constructor(message = 'Sign in to continue') {
    super(401, message);
  }
}

/** 403: signed in, but the role (or the rule for the role) does not allow this. */
export class ForbiddenError extends HttpError {
  constructor(message: string) {
    super(403, message);
  }
}

/** 429: too many attempts; the answer says when to try again (and Retry-After in seconds). */
export class TooManyRequestsError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}

/** 502: a server the call relies on (the shop's mail server) refused or could not be reached. */
export class BadGatewayError extends HttpError {
  constructor(message: string, options?: ErrorOptions) {
    super(502, message, undefined, options);
  }
}
