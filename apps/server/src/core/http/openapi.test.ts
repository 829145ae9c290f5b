import { apiRoutes, PUBLIC, ROLES, type RouteSpec, roleMay } from '@bahi/domain/contract';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { routesOf } from '../../app';
import { expenseInput } from '../../test-support/expense-fixtures';
import { buildShop } from '../../test-support/report-fixtures';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createTestUser, injectAs } from '../../test-support/test-session';
import { OPENAPI_JSON_URL } from './openapi';

// The OpenAPI description against the server itself. It walks the route table and the contract
// (no hand-kept list of calls): every call is described with its method and path; a field is
// marked required exactly when the server refuses a request without it; and real answers (every
// list, report and detail of a small shop, its PDFs and CSV, a 404 for every record address, a
// 400 for a bad date in every date filter, a 422 for an empty body on every write, a 401 for
// every signed-in call) have a status the description names, the content type it names, and a
// body its schema accepts.

type Schema = Record<string, unknown>;
/** `example`: a value the call accepts, where the schema alone does not make one up (a period MMYYYY). */
type Parameter = { in: string; name: string; required?: boolean; schema: Schema; example?: unknown };
type MediaTypes = Record<string, { schema: Schema }>;
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: MediaTypes };
  responses: Record<string, { description: string; content?: MediaTypes }>;
};
type Description = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** '/invoices/:id' → '/api/invoices/{id}', the description's spelling of a contract path. */
function describedPath(path: string): string {
  return `/api${path}`.replace(/:([A-Za-z_]+)/g, '{$1}');
}

/**
 * OpenAPI 3.0 schemas differ from JSON Schema (draft 7, Ajv's) in two respects: a boolean
 * exclusiveMinimum/Maximum qualifies minimum/maximum, and `nullable: true` adds null.
 */
function toJsonSchema(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toJsonSchema);
  if (value === null || typeof value !== 'object') return value;
  const schema: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    // Property names are names, not schemas.
    schema[key] =
      key === 'properties' && child !== null && typeof child === 'object'
        ? Object.fromEntries(Object.entries(child).map(([name, each]) => [name, toJsonSchema(each)]))
        : toJsonSchema(child);
  }
  if (schema.nullable === true) {
    delete schema.nullable;
    if (typeof schema.type !== 'string') return { anyOf: [schema, { type: 'null' }] };
    schema.type = [schema.type, 'null'];
    if (Array.isArray(schema.enum)) schema.enum = [...schema.enum, null];
  }
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof schema[flag] === 'boolean') {
      if (schema[flag]) schema[flag] = schema[bound];
      else delete schema[flag];
      if (schema[flag] !== undefined) delete schema[bound];
    }
  }
  return schema;
}

const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addFormat('binary', true);
const validators = new Map<Schema, ValidateFunction>();

function validatorOf(schema: Schema): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(toJsonSchema(schema) as Schema);
    validators.set(schema, validate);
  }
  return validate;
}

/** What is wrong with a real answer in the light of the description, or nothing. */
function mismatch(operation: Operation, response: LightMyRequestResponse): string | undefined {
  const described = operation.responses[String(response.statusCode)];
  if (!described) {
    return `answered ${response.statusCode}, which the description does not name (${Object.keys(operation.responses)}): ${response.body.slice(0, 200)}`;
  }
  const mediaType =
    String(response.headers['content-type'] ?? '')
      .split(';')[0]
      ?.trim() ?? '';
  if (!described.content) {
    return response.body === '' ? undefined : `answered a body where the description has none`;
  }
  const content = described.content[mediaType];
  if (!content) {
    return `answered ${response.statusCode} as "${mediaType}", described as ${Object.keys(described.content)}`;
  }
  if (mediaType !== 'application/json') {
    if (response.rawPayload.length === 0) return 'answered an empty file';
    if (mediaType === 'application/pdf' && !response.body.startsWith('%PDF-')) return 'answered no PDF';
    return undefined;
  }
  const validate = validatorOf(content.schema);
  if (validate(response.json())) return undefined;
  return `answered ${response.statusCode} against its schema: ${ajv.errorsText(validate.errors)}`;
}

/** The object schemas whose fields make up a zod request schema (through pipes, intersections). */
function objectShapes(schema: z.ZodType): Record<string, z.ZodType>[] {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  switch (def.type) {
    case 'object':
      return [def.shape as Record<string, z.ZodType>];
    case 'pipe': {
      const input = def.in as z.ZodType;
      return objectShapes(input._zod.def.type === 'transform' ? (def.out as z.ZodType) : input);
    }
    case 'intersection':
      return [...objectShapes(def.left as z.ZodType), ...objectShapes(def.right as z.ZodType)];
    default:
      return [];
  }
}

/** The fields the server refuses a request without: those whose schema rejects absence. */
function requiredByServer(schema: z.ZodType): string[] {
  return objectShapes(schema)
    .flatMap((shape) => Object.entries(shape))
    .filter(([, field]) => !field.safeParse(undefined).success)
    .map(([name]) => name)
    .sort();
}

/** The required fields of a described object schema (through allOf). */
function requiredByDescription(schema: Schema | undefined): string[] {
  if (!schema) return [];
  const own = (schema.required as string[] | undefined) ?? [];
  const parts = ((schema.allOf as Schema[] | undefined) ?? []).flatMap(requiredByDescription);
  return [...new Set([...own, ...parts])].sort();
}

describe('the OpenAPI description', () => {
  let t: TestApp;
  let description: Description;
  const operationOf = (route: RouteSpec): Operation | undefined =>
    description.paths[describedPath(route.path)]?.[route.method.toLowerCase()];

  beforeAll(async () => {
    t = await createTestApp();
    await buildShop(t.app);
    const expense = await t.app.inject({ method: 'POST', url: '/api/expenses', payload: expenseInput() });
    expect(expense.statusCode).toBe(201);
    const backup = await t.app.inject({ method: 'POST', url: '/api/backups' });
    expect(backup.statusCode).toBe(201);
    const response = await t.app.inject({ method: 'GET', url: OPENAPI_JSON_URL });
    expect(response.statusCode).toBe(200);
    description = response.json();
  }, 120_000);
  afterAll(async () => t.close());

  /** A real value for each path parameter: the first row of the list the address belongs to. */
  async function pathFor(route: RouteSpec, params: Record<string, string | number> = {}) {
    let path = `/api${route.path}`;
    for (const [, name] of route.path.matchAll(/:([A-Za-z_]+)/g)) {
      const value = params[name ?? ''] ?? (await firstKeyOf(route.path, name ?? ''));
      if (value === undefined) return undefined;
      path = path.replace(`:${name}`, encodeURIComponent(String(value)));
    }
    return path;
  }

  async function firstKeyOf(path: string, name: string): Promise<string | number | undefined> {
    const segments = path.split('/').filter((part) => part !== '' && part !== 'admin');
    const collection = segments[0] ?? '';
    for (const list of [`/api/${collection}`, `/api/${collection}s`]) {
      const response = await t.app.inject({ method: 'GET', url: list });
      if (response.statusCode !== 200) continue;
      const body = response.json() as { data?: Record<string, unknown>[] } | Record<string, unknown>[];
      const rows = Array.isArray(body) ? body : (body.data ?? []);
      const row = rows[0];
      const key = row?.[name] ?? row?.id ?? row?.name;
      if (typeof key === 'string' || typeof key === 'number') return key;
    }
    return undefined;
  }

  it('describes every call of the contract, and every API route of the server, with its method and path', () => {
    const missing: string[] = [];
    for (const route of apiRoutes) {
      if (!operationOf(route)) missing.push(`${route.method} ${route.path}`);
    }
    const documentation = new Set(['/api/openapi.json']);
    for (const { method, url } of routesOf(t.app)) {
      if (!url.startsWith('/api/') || url.startsWith('/api/docs') || documentation.has(url)) continue;
      if (method === 'HEAD') continue;
      const path = url.replace(/:([A-Za-z_]+)/g, '{$1}');
      if (!description.paths[path]?.[method.toLowerCase()]) missing.push(`${method} ${url} (route table)`);
    }
    expect(missing).toEqual([]);
    const described = Object.values(description.paths).flatMap((methods) => Object.keys(methods));
    expect(described.length).toBe(apiRoutes.length);
  });

  it('marks a field required exactly when the server refuses a request without it', () => {
    const wrong: string[] = [];
    for (const route of apiRoutes) {
      const operation = operationOf(route);
      if (!operation) continue;
      if (route.query) {
        const described = (operation.parameters ?? [])
          .filter((parameter) => parameter.in === 'query' && parameter.required)
          .map((parameter) => parameter.name)
          .sort();
        const server = requiredByServer(route.query);
        if (described.join() !== server.join()) {
          wrong.push(`${route.method} ${route.path} query: described [${described}], server [${server}]`);
        }
      }
      if (route.body) {
        const described = requiredByDescription(operation.requestBody?.content['application/json']?.schema);
        const server = requiredByServer(route.body);
        if (described.join() !== server.join()) {
          wrong.push(`${route.method} ${route.path} body: described [${described}], server [${server}]`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('is browsable at /api/docs (Swagger UI over @fastify/static)', async () => {
    for (const url of [
      '/api/docs/',
      '/api/docs/static/swagger-ui.css',
      '/api/docs/static/swagger-initializer.js',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body.length, url).toBeGreaterThan(100);
    }
  });

  it('names the file type of every file answer (PDF, CSV, backup) and no body for 204', () => {
    for (const route of apiRoutes) {
      const operation = operationOf(route);
      const success = route.success;
      if ('file' in success) {
        expect(Object.keys(operation?.responses['200']?.content ?? {}), route.path).toEqual([success.file]);
      }
      if ('status' in success && success.status === 204) {
        expect(operation?.responses['204']?.content, route.path).toBeUndefined();
      }
    }
  });

  it('gives dates their format and pattern, GSTIN, HSN and phone their patterns, money its bounds', () => {
    const stock = operationOf(apiRoutes.find((route) => route.path === '/stock') as RouteSpec);
    const asOf = stock?.parameters?.find((parameter) => parameter.name === 'as_of');
    expect(asOf?.schema).toMatchObject({ format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
    const bodyOf = (method: string, path: string) =>
      description.paths[path]?.[method]?.requestBody?.content['application/json']?.schema as
        | { properties: Record<string, Schema> }
        | undefined;
    const invoice = bodyOf('post', '/api/invoices');
    expect(invoice?.properties.date).toMatchObject({ format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
    const product = bodyOf('post', '/api/products');
    expect(product?.properties.hsn_code?.pattern).toBe('^(?:\\d{4}|\\d{6}|\\d{8})$');
    expect(product?.properties.mrp).toMatchObject({ type: 'number', minimum: 0, maximum: 999_999_999.99 });
    expect(product?.properties.mrp?.description).toMatch(/^Rupees with at most 2 decimals/);
    const customer = bodyOf('post', '/api/customers');
    expect(customer?.properties.gstin?.pattern).toMatch(/^\^/);
    expect(customer?.properties.phone?.pattern).toMatch(/^\^/);
    // Days in answers are described too, and every real answer above is held against that.
    const invoiceList = description.paths['/api/invoices']?.get?.responses['200']?.content?.[
      'application/json'
    ]?.schema as { properties: { data: { items: { properties: Record<string, Schema> } } } } | undefined;
    expect(invoiceList?.properties.data.items.properties.date).toMatchObject({ format: 'date' });
    const settings = bodyOf('put', '/api/settings');
    expect(settings?.properties.gstin?.pattern).toMatch(/^\^/);
  });

  /** A value for each query parameter the description says is required: a day, or the first choice. */
  function requiredQuery(operation: Operation): string {
    const pairs = (operation.parameters ?? [])
      .filter((parameter) => parameter.in === 'query' && parameter.required)
      .map(({ name, schema, example }) => {
        const value =
          schema.format === 'date'
            ? '2025-06-30'
            : (example ?? (schema.enum as unknown[] | undefined)?.[0] ?? '1');
        return `${name}=${encodeURIComponent(String(value))}`;
      });
    return pairs.length > 0 ? `?${pairs.join('&')}` : '';
  }

  it('describes the real answers of every list, report and record of a small shop', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const route of apiRoutes.filter((each) => each.method === 'GET')) {
      const operation = operationOf(route);
      const path = await pathFor(route);
      if (!operation || !path) continue;
      const response = await t.app.inject({ method: 'GET', url: `${path}${requiredQuery(operation)}` });
      if (response.statusCode !== 200) failures.push(`GET ${path}: ${response.statusCode} ${response.body}`);
      const problem = mismatch(operation, response);
      if (problem) failures.push(`GET ${path}: ${problem}`);
      checked += 1;
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(40);
  });

  it('describes a 404 for every record address, with its body', async () => {
    const failures: string[] = [];
    for (const route of apiRoutes.filter((each) => each.method === 'GET' && each.path.includes(':'))) {
      const operation = operationOf(route);
      const params = Object.fromEntries(
        [...route.path.matchAll(/:([A-Za-z_]+)/g)].map(([, name]) => [
          name,
          name === 'name' ? 'bahi-2020-01-01T00-00-00-000Z-manual.db' : 2_000_000_000,
        ]),
      );
      const path = await pathFor(route, params);
      if (!operation || !path) continue;
      const response = await t.app.inject({ method: 'GET', url: path });
      if (response.statusCode !== 404) failures.push(`GET ${path}: ${response.statusCode}, not 404`);
      const problem = mismatch(operation, response);
      if (problem) failures.push(`GET ${path}: ${problem}`);
    }
    expect(failures).toEqual([]);
  });

  it('describes the 400 of a malformed path parameter or query value on every call that takes one', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const route of apiRoutes.filter((each) => each.method === 'GET')) {
      const operation = operationOf(route);
      const path = await pathFor(route);
      if (!operation || !path) continue;
      const attempts: string[] = [];
      // A number where a record id goes ('/invoices/abc'); backup names have a pattern instead.
      if (route.path.includes(':id')) attempts.push(path.replace(/\/\d+(?=\/|$)/, '/abc'));
      for (const { name, schema } of (operation.parameters ?? []).filter((each) => each.in === 'query')) {
        const value =
          schema.type === 'integer' || schema.type === 'number' ? 'abc' : schema.enum ? 'nonsense' : null;
        if (value !== null)
          attempts.push(`${path}?${name}=${value}${requiredQuery(operation).replace(/^\?/, '&')}`);
      }
      for (const url of attempts) {
        const response = await t.app.inject({ method: 'GET', url });
        if (response.statusCode !== 400) failures.push(`GET ${url}: ${response.statusCode}, not 400`);
        const problem = mismatch(operation, response);
        if (problem) failures.push(`GET ${url}: ${problem}`);
        checked += 1;
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(20);
  });

  it('describes the 400 of an impossible date in every date filter', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const route of apiRoutes.filter((each) => each.method === 'GET')) {
      const operation = operationOf(route);
      const dates = (operation?.parameters ?? []).filter(
        (parameter) => parameter.in === 'query' && parameter.schema.format === 'date',
      );
      const path = await pathFor(route);
      if (!operation || !path) continue;
      for (const { name } of dates) {
        const others = requiredQuery(operation).replace(/^\?/, '&');
        const response = await t.app.inject({ method: 'GET', url: `${path}?${name}=2026-02-30${others}` });
        const label = `GET ${path}?${name}=2026-02-30`;
        if (response.statusCode !== 400) failures.push(`${label}: ${response.statusCode}, not 400`);
        else if (!String(response.json().message).startsWith(name)) {
          failures.push(`${label}: the message does not name ${name}: ${response.json().message}`);
        }
        const problem = mismatch(operation, response);
        if (problem) failures.push(`${label}: ${problem}`);
        checked += 1;
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(15);
  });

  it('describes the 422 of an impossible date in every body that takes a date', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const route of apiRoutes.filter((each) => each.body)) {
      const operation = operationOf(route);
      const schema = operation?.requestBody?.content['application/json']?.schema as
        | { properties?: Record<string, Schema> }
        | undefined;
      const dates = Object.entries(schema?.properties ?? {}).filter(([, field]) => field.format === 'date');
      const path = await pathFor(route);
      if (!operation || !path) continue;
      for (const [name] of dates) {
        const response = await t.app.inject({
          method: route.method,
          url: path,
          payload: { [name]: '2026-02-30' },
        });
        const label = `${route.method} ${path} with ${name} 2026-02-30`;
        if (response.statusCode !== 422) failures.push(`${label}: ${response.statusCode}, not 422`);
        else if (!(response.json().errors?.[name]?.[0] ?? '').includes('must be a real date')) {
          failures.push(`${label}: no message for ${name}: ${response.body}`);
        }
        const problem = mismatch(operation, response);
        if (problem) failures.push(`${label}: ${problem}`);
        checked += 1;
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(5);
  });

  it('describes the answer to an empty body on every write (422, or what the call makes of it)', async () => {
    const failures: string[] = [];
    // Signing out would end the session the walk runs on.
    const sessionEnders = new Set(['/auth/logout', '/auth/logout-everywhere']);
    for (const route of apiRoutes.filter((each) => each.body && !sessionEnders.has(each.path))) {
      const operation = operationOf(route);
      const path = await pathFor(route);
      if (!operation || !path) continue;
      const response = await t.app.inject({ method: route.method, url: path, payload: {} });
      if (response.statusCode >= 500) failures.push(`${route.method} ${path}: ${response.statusCode}`);
      const problem = mismatch(operation, response);
      if (problem) failures.push(`${route.method} ${path}: ${problem}`);
    }
    expect(failures).toEqual([]);
  });

  it('describes the 403 of every call made by a role it leaves out', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const route of apiRoutes.filter((each) => each.roles !== PUBLIC)) {
      const role = ROLES.find((each) => !roleMay(route.roles, each));
      const operation = operationOf(route);
      const path = await pathFor(route);
      if (!role || !operation || !path) continue;
      const user = await createTestUser(t.db, role, `Refused ${role} ${checked}`);
      const response = await injectAs(t.app, user, {
        method: route.method,
        url: path,
        ...(route.body ? { payload: {} } : {}),
      });
      if (response.statusCode !== 403)
        failures.push(`${route.method} ${path} as ${role}: ${response.statusCode}`);
      const problem = mismatch(operation, response);
      if (problem) failures.push(`${route.method} ${path} as ${role}: ${problem}`);
      checked += 1;
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(20);
  });

  it('describes the 409 of deleting a record others refer to', async () => {
    const route = apiRoutes.find((each) => each.method === 'DELETE' && each.path === '/gst-rates/:id');
    const operation = route && operationOf(route);
    const rates = (await t.app.inject({ method: 'GET', url: '/api/gst-rates?limit=500' })).json() as {
      data: { id: number; gst_rate: number }[];
    };
    const used = rates.data.find((rate) => rate.gst_rate === 18);
    expect(operation && used).toBeTruthy();
    const response = await t.app.inject({ method: 'DELETE', url: `/api/gst-rates/${used?.id}` });
    expect(response.statusCode).toBe(409);
    expect(mismatch(operation as Operation, response)).toBeUndefined();
  });

  it('describes the 409 of a master PUT whose record was changed meanwhile', async () => {
    const route = apiRoutes.find((each) => each.method === 'PUT' && each.path === '/categories/:id');
    const operation = route && operationOf(route);
    expect(operation).toBeTruthy();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/categories',
      payload: { name: 'Stale shelf' },
    });
    const category = created.json() as { id: number; version: number };
    const first = await t.app.inject({
      method: 'PUT',
      url: `/api/categories/${category.id}`,
      payload: { name: 'Renamed once', version: category.version },
    });
    expect(first.statusCode).toBe(200);
    const stale = await t.app.inject({
      method: 'PUT',
      url: `/api/categories/${category.id}`,
      payload: { name: 'Renamed twice', version: category.version },
    });
    expect(stale.statusCode).toBe(409);
    expect(mismatch(operation as Operation, stale)).toBeUndefined();
  });

  it('describes the 401 of every signed-in call made without a session', async () => {
    const failures: string[] = [];
    for (const route of apiRoutes.filter((each) => each.roles !== PUBLIC)) {
      const operation = operationOf(route);
      const path = await pathFor(route);
      if (!operation || !path) continue;
      const response = await injectAs(t.app, null, {
        method: route.method,
        url: path,
        ...(route.body ? { payload: {} } : {}),
      });
      if (response.statusCode !== 401) failures.push(`${route.method} ${path}: ${response.statusCode}`);
      const problem = mismatch(operation, response);
      if (problem) failures.push(`${route.method} ${path}: ${problem}`);
    }
    expect(failures).toEqual([]);
  });
});
