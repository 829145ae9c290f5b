import { z } from 'zod';
import { errorResponseSchema } from '../schemas/common';
import { fromDecimalDigits, MAX_ID } from '../schemas/fields';
import { describeRoles, PUBLIC, type RouteRoles } from './roles';

export { fillPath } from './path';

// The typed API contract: each /api call is described once, here, by its method, path, request
// schemas and answers. The server registers its handlers against these descriptions (validation
// and the OpenAPI description come from them) and the web client calls through them, so a call
// with the wrong payload, or a screen reading a field the server does not send, fails to compile.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The media type of an Excel workbook (.xlsx). */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The refusals a call can answer with, each as { message, errors? }. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 422 | 429 | 502 | 503 | 507;

export const ERROR_DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: 'Malformed request (bad JSON, query or path parameter)',
  401: 'Not signed in, or the session has expired',
  403: "The user's role may not make this call",
  404: 'No such record',
  409: 'Refused because other records refer to this one',
  422: 'A field breaks a rule; errors lists the messages per field',
  429: 'Too many attempts; the message says when to try again',
  502: 'The mail server refused or could not be reached; the message says why, nothing was recorded',
  503: 'The database cannot be read or written; the message says why',
  507: 'The disk is full: free space and save again',
};

/** A JSON answer with its status, or a file (PDF) that no JSON schema describes. */
export type RouteSuccess =
  | { status: 200 | 201; schema: z.ZodType }
  | { status: 204 }
  | {
      status: 200;
      file:
        | 'application/pdf'
        | 'text/csv'
        | 'application/json'
        | 'application/zip'
        | 'application/octet-stream'
        | 'application/xml'
        | typeof XLSX_TYPE;
      /** What a JSON file holds, for the OpenAPI description (other files are bytes). */
      content?: z.ZodType;
    }
  /** No success exists: the call always refuses with one of its errors (DELETE /invoices/:id). */
  | { refused: true };

export type RouteSpec = {
  method: HttpMethod;
  /** Under /api, with :name for path parameters: '/invoices/:id'. */
  path: string;
  tags: readonly string[];
  /** Left out only where the server declares none (GET /health). */
  summary?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  success: RouteSuccess;
  errors: readonly ErrorStatus[];
  /**
   * A create that takes an Idempotency-Key header: a repeat with the same key answers the first
   * result instead of creating a second record (docs/api.md, "Retrying a save").
   */
  idempotent?: true;
  /** The largest body the call takes, in bytes, where it is more than the server's 1 MB (a file upload). */
  bodyLimit?: number;
  /**
   * Who may make the call: PUBLIC, or a row of the role matrix (ACCESS in ./roles). Required, so
   * a route without roles does not compile. Calls that are not public also answer 401 and 403.
   */
  roles: RouteRoles;
};

/** Keeps the literal types of a route description (method, path, schemas) for both sides. */
export function defineRoute<const R extends RouteSpec>(route: R): R {
  return route;
}

const ID_MESSAGE = `id must be a whole number from 1 to ${MAX_ID}`;

/** The :id of a record's path: a number, or its plain decimal digits as a URL has it ('01' is refused). */
export const idParamsSchema = z.object({
  id: z.preprocess(
    (value: number | string) => fromDecimalDigits(value),
    z.number({ error: ID_MESSAGE }).int(ID_MESSAGE).min(1, ID_MESSAGE).max(MAX_ID, ID_MESSAGE),
  ),
});

/** The most characters an Idempotency-Key may have. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
const IDEMPOTENCY_KEY_MESSAGE = `Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} visible ASCII characters`;

/** The headers of an idempotent create: other headers pass through untouched. */
export const idempotencyHeadersSchema = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(/^[\x21-\x7e]+$/, IDEMPOTENCY_KEY_MESSAGE)
    .max(IDEMPOTENCY_KEY_MAX_LENGTH, IDEMPOTENCY_KEY_MESSAGE)
    .optional()
    .describe(
      'A new random value (a UUID) per form or attempt; resending the same request with the same key answers the first result and creates nothing more, for at least 24 hours',
    ),
});

/** A response of another type than JSON: the file a call answers with. */
export type FileResponse = { description: string; content: Record<string, { schema: z.ZodType }> };

const FILE_DESCRIPTIONS: Record<FileType, string> = {
  'application/pdf': 'The document as a PDF file (A4), sent as an attachment',
  'text/csv': 'A CSV file (UTF-8, comma-separated, a header row), sent as an attachment',
  'application/json': 'A JSON file to upload elsewhere (such as the GST portal), sent as an attachment',
  'application/zip': 'A .zip file of CSV files, sent as an attachment',
  'application/octet-stream': 'The file as stored, sent as an attachment',
  'application/xml': 'An XML file to import elsewhere (such as Tally), sent as an attachment',
  [XLSX_TYPE]: 'An Excel workbook (.xlsx), sent as an attachment',
};

type FileType = Extract<RouteSuccess, { file: string }>['file'];

/** The bytes of a file answer: a binary string in the OpenAPI description. */
const fileBody = z.string().meta({ format: 'binary' });

/**
 * The OpenAPI responses of a route: its success (JSON, a file of its type, or 204 with no body)
 * and each refusal with the error body.
 */
export function responseSchemas(route: RouteSpec): Record<number, z.ZodType | FileResponse> {
  const responses: Record<number, z.ZodType | FileResponse> = {};
  const success = route.success;
  if ('schema' in success) responses[success.status] = success.schema;
  if ('file' in success) {
    responses[success.status] = {
      description: FILE_DESCRIPTIONS[success.file],
      content: { [success.file]: { schema: success.content ?? fileBody } },
    };
  }
  // No body at all: described as a response without content.
  if ('status' in success && success.status === 204) responses[204] = z.undefined().describe('No content');
  const statuses: ErrorStatus[] = route.roles === PUBLIC ? [...route.errors] : [...route.errors, 401, 403];
  // Any save can meet a full disk.
  if (route.method !== 'GET') statuses.push(507);
  for (const status of statuses) {
    responses[status] = errorResponseSchema.describe(ERROR_DESCRIPTIONS[status]);
  }
  return responses;
}

/** The OpenAPI description of a route: who may make it. */
export function routeDescription(route: RouteSpec): string {
  return `Roles: ${describeRoles(route.roles)}`;
}

// What each side sees of a route. The client sends what the schemas accept (their input types);
// the server's handler gets what they produce (their output types) and must answer the success
// schema's input type, which the serializer checks.
type Field<R, K extends string> = R extends { [P in K]: infer S extends z.ZodType } ? S : undefined;
type InputOf<S> = S extends z.ZodType ? z.input<S> : undefined;
type OutputOf<S> = S extends z.ZodType ? z.output<S> : undefined;

export type RouteParamsInput<R extends RouteSpec> = InputOf<Field<R, 'params'>>;
export type RouteQueryInput<R extends RouteSpec> = InputOf<Field<R, 'query'>>;
export type RouteBodyInput<R extends RouteSpec> = InputOf<Field<R, 'body'>>;
export type RouteParams<R extends RouteSpec> = OutputOf<Field<R, 'params'>>;
export type RouteQuery<R extends RouteSpec> = OutputOf<Field<R, 'query'>>;
export type RouteBody<R extends RouteSpec> = OutputOf<Field<R, 'body'>>;

// A file answer is a Blob wherever the environment has one (the browser, Node); the domain
// package itself is compiled without either, so it names Blob through globalThis.
type FileBody = typeof globalThis extends { Blob: { prototype: infer B } } ? B : unknown;

/**
 * What a successful call answers: the parsed JSON, nothing for 204, a Blob for a file, and never
 * for a call that always refuses.
 */
export type RouteResult<R extends RouteSpec> = R['success'] extends { schema: infer S extends z.ZodType }
  ? z.output<S>
  : R['success'] extends { file: string }
    ? FileBody
    : R['success'] extends { refused: true }
      ? never
      : undefined;

/** What the server's handler returns for a JSON answer. */
export type RouteReply<R extends RouteSpec> = R['success'] extends { schema: infer S extends z.ZodType }
  ? z.input<S>
  : R['success'] extends { refused: true }
    ? never
    : undefined;

// What a caller passes: params whenever the path has any; query and body when the route takes
// them, each optional when the schema accepts nothing at all ({} or no body).
type NoFields = Record<string, never>;
type Arg<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: undefined }
  : undefined extends T
    ? { [P in K]?: T }
    : NoFields extends T
      ? { [P in K]?: T }
      : { [P in K]: T };

export type RouteArgs<R extends RouteSpec> = Arg<'params', RouteParamsInput<R>> &
  Arg<'query', RouteQueryInput<R>> &
  Arg<'body', RouteBodyInput<R>>;

/** True when a call of the route may leave out its arguments altogether. */
export type RouteArgsOptional<R extends RouteSpec> = NoFields extends RouteArgs<R> ? true : false;
