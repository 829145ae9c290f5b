import { errorResponseSchema, listResponseSchema } from '@bahi/domain/schemas';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { z } from 'zod';

// Small helpers for the catalogue API tests: one call, answered as status plus parsed JSON.
// Bodies a test reads fields from are parsed with the API's own response schemas, which also
// checks that every answer has the documented shape.

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type ApiAnswer = { status: number; body: unknown };

export async function call(
  app: FastifyInstance,
  method: Method,
  url: string,
  payload?: object,
): Promise<ApiAnswer> {
  const response = await app.inject({ method, url, ...(payload === undefined ? {} : { payload }) });
  return {
    status: response.statusCode,
    body: response.body === '' ? undefined : (response.json() as unknown),
  };
}

/** A call that must answer this status, with a body of this schema. */
export async function expectAnswer<T extends z.ZodType>(
  app: FastifyInstance,
  request: { method: Method; url: string; payload?: object },
  status: number,
  schema: T,
): Promise<z.output<T>> {
  const answer = await call(app, request.method, request.url, request.payload);
  if (answer.status !== status) {
    throw new Error(
      `${request.method} ${request.url} answered ${answer.status}: ${JSON.stringify(answer.body)}`,
    );
  }
  return schema.parse(answer.body);
}

/** POSTs a record that must be created (201), and returns it. */
export function create<T extends z.ZodType>(
  app: FastifyInstance,
  url: string,
  payload: object,
  schema: T,
): Promise<z.output<T>> {
  return expectAnswer(app, { method: 'POST', url, payload }, 201, schema);
}

/** GETs a list page that must answer 200. */
export function list<T extends z.ZodType>(app: FastifyInstance, url: string, item: T) {
  return expectAnswer(app, { method: 'GET', url }, 200, listResponseSchema(item));
}

/** The error a call must answer: its status and message. */
export function expectError(answer: ApiAnswer, status: number, message: string): void {
  expect(answer.status).toBe(status);
  expect(errorResponseSchema.parse(answer.body).message).toBe(message);
}

/** Sends a body as raw text, for malformed JSON. */
export async function sendRaw(
  app: FastifyInstance,
  method: Method,
  url: string,
  text: string,
): Promise<ApiAnswer> {
  const response = await app.inject({
    method,
    url,
    headers: { 'content-type': 'application/json' },
    payload: text,
  });
  return { status: response.statusCode, body: response.json() as unknown };
}

/** A 422 whose errors are exactly these fields and messages. */
export function expectFieldErrors(answer: ApiAnswer, errors: Record<string, string[]>): void {
  expect(answer.status).toBe(422);
  const body = errorResponseSchema.parse(answer.body);
  expect(body.errors).toEqual(errors);
  expect(Object.values(errors).flat()).toContain(body.message);
}

/**
 * True when these names all appear, in this order. Tests compare only plain ASCII names: how
 * accents and case sort depends on the database's collation.
 */
export function namesInOrder(records: ReadonlyArray<{ name: string }>, expected: readonly string[]): boolean {
  const positions = expected.map((name) => records.findIndex((record) => record.name === name));
  return positions.every(
    (position, index) => position >= 0 && (index === 0 || position > (positions[index - 1] ?? 0)),
  );
}

export function productInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Tata Salt 1 kg',
    hsn_code: '2501',
    mrp: 28,
    rate: 26.67,
    gst_rate: 5,
    reorder_level: 10,
    ...overrides,
  };
}

/**
 * A customer's POST body. Set-up customers share a few valid GSTINs (the state decides the tax) and
 * one name, so they say the duplicate is meant; record-versions.test.ts and customer-routes.test.ts
 * cover the questions themselves.
 */
export function customerInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Sharma General Store',
    email: 'sharma@example.in',
    phone: '+91 98271 12345',
    gstin: '',
    address: 'Station Road, Bilaspur',
    confirm_duplicate_gstin: true,
    confirm_duplicate_name: true,
    ...overrides,
  };
}

/** Text that must come back exactly as sent: quotes, markup and SQL are data, not instructions. */
export const AWKWARD_TEXTS = [
  "O'Brien <b>",
  "x'); DROP TABLE products;--",
  'Ünïcödé ₹ हिन्दी "quoted" \\ 100%_',
];
