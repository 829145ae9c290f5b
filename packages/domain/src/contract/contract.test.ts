import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import type { Category, CategoryInput } from '../schemas/category';
import type { InvoiceDetail } from '../schemas/invoice-detail';
import type { PartyListRow } from '../schemas/voucher-detail';
import * as contract from './index';
import {
  apiRoutes,
  categoryRoutes,
  customerRoutes,
  fillPath,
  healthRoutes,
  invoiceRoutes,
  paymentRoutes,
  type purchaseRoutes,
  type RouteArgs,
  type RouteArgsOptional,
  type RouteResult,
  type RouteSpec,
  receiptRoutes,
  responseSchemas,
  settingsRoutes,
} from './index';

const pathParams = (path: string) => [...path.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1]);

function isRoute(value: unknown): value is RouteSpec {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value;
}

/** Every route of every group the contract exports (objects whose values are routes). */
function exportedRoutes(): RouteSpec[] {
  const routes = new Set<RouteSpec>();
  for (const value of Object.values(contract)) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) continue;
    for (const member of Object.values(value)) {
      if (isRoute(member)) routes.add(member);
      else if (typeof member === 'object' && member !== null) {
        for (const inner of Object.values(member)) if (isRoute(inner)) routes.add(inner);
      }
    }
  }
  return [...routes];
}

describe('the API contract', () => {
  it('lists each route once, under a unique method and path', () => {
    const keys = apiRoutes.map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(apiRoutes).size).toBe(apiRoutes.length);
    // And nothing else: every listed route belongs to an exported group.
    expect(apiRoutes.length).toBe(exportedRoutes().length);
  });

  it('forgets no route of the exported groups in apiRoutes', () => {
    const listed = new Set(apiRoutes);
    const missing = exportedRoutes().filter((route) => !listed.has(route));
    expect(missing.map((route) => `${route.method} ${route.path}`)).toEqual([]);
  });

  it('writes paths from / without the /api prefix, in :param style', () => {
    for (const route of apiRoutes) {
      expect(route.path, route.path).toMatch(/^\/[a-z]/);
      expect(route.path.startsWith('/api/'), route.path).toBe(false);
      expect(route.path, route.path).not.toMatch(/[{}]|\/$/);
    }
  });

  it('describes every path parameter in the params schema, and nothing else', () => {
    for (const route of apiRoutes) {
      const names = pathParams(route.path);
      if (names.length === 0) {
        expect(route.params, route.path).toBeUndefined();
        continue;
      }
      expect(route.params, route.path).toBeInstanceOf(z.ZodObject);
      const shape = (route.params as z.ZodObject).shape;
      expect(Object.keys(shape).sort(), route.path).toEqual([...names].sort());
    }
  });

  it('gives a body only to POST and PUT, and a JSON or file answer to every GET', () => {
    for (const route of apiRoutes) {
      if (route.body) expect(['POST', 'PUT'], route.path).toContain(route.method);
      if (route.method === 'GET') {
        expect('schema' in route.success || 'file' in route.success, route.path).toBe(true);
      }
    }
  });

  it('answers every refusal with the error body, after the success (JSON or a file); signed-in calls also 401 and 403; any save may meet a full disk', () => {
    expect(Object.keys(responseSchemas(categoryRoutes.remove))).toEqual([
      '204',
      '400',
      '401',
      '403',
      '404',
      '409',
      '507',
    ]);
    expect(Object.keys(responseSchemas(invoiceRoutes.pdf))).toEqual(['200', '400', '401', '403', '404']);
    expect(responseSchemas(invoiceRoutes.pdf)[200]).toMatchObject({ content: { 'application/pdf': {} } });
    expect(Object.keys(responseSchemas(invoiceRoutes.remove))).toEqual([
      '400',
      '401',
      '403',
      '404',
      '409',
      '507',
    ]);
    expect(Object.keys(responseSchemas(settingsRoutes.get))).toEqual(['200', '401', '403']);
    expect(Object.keys(responseSchemas(healthRoutes.check))).toEqual(['200', '503']);
  });

  it('gives receipts and payments the same calls at their own paths', () => {
    expect(Object.keys(receiptRoutes)).toEqual(Object.keys(paymentRoutes));
    expect(receiptRoutes.detail.path).toBe('/receipts/:id');
    expect(paymentRoutes.pdf.path).toBe('/payments/:id/pdf');
    expect(receiptRoutes.create.body).not.toBe(paymentRoutes.create.body);
  });
});

describe('fillPath', () => {
  it('puts each parameter into its place, URL-encoded', () => {
    expect(fillPath('/invoices/:id', { id: 7 })).toBe('/invoices/7');
    expect(fillPath('/invoices/:id/status', { id: '12' })).toBe('/invoices/12/status');
    expect(fillPath('/admin/purchases/:purchaseId', { purchaseId: 'PUR/25-26/0001' })).toBe(
      '/admin/purchases/PUR%2F25-26%2F0001',
    );
  });

  it('leaves a path without parameters alone', () => {
    expect(fillPath('/invoices/next-number', undefined)).toBe('/invoices/next-number');
  });

  it('refuses a missing parameter', () => {
    expect(() => fillPath('/invoices/:id', {})).toThrow('Missing path parameter id');
    expect(() => fillPath('/invoices/:id', undefined)).toThrow('Missing path parameter id');
  });
});

describe('the contract types', () => {
  it('types answers from the success schemas', () => {
    expectTypeOf<RouteResult<typeof invoiceRoutes.detail>>().toEqualTypeOf<InvoiceDetail>();
    expectTypeOf<RouteResult<typeof categoryRoutes.get>>().toEqualTypeOf<Category>();
    expectTypeOf<RouteResult<typeof customerRoutes.list>['data'][number]>().toEqualTypeOf<PartyListRow>();
    expectTypeOf<RouteResult<typeof categoryRoutes.remove>>().toEqualTypeOf<undefined>();
    expectTypeOf<RouteResult<typeof invoiceRoutes.remove>>().toEqualTypeOf<never>();
  });

  it('keeps literal paths, also from the shared helpers', () => {
    expectTypeOf(categoryRoutes.update.path).toEqualTypeOf<'/categories/:id'>();
    expectTypeOf(customerRoutes.lookup.path).toEqualTypeOf<'/admin/customers'>();
    expectTypeOf(receiptRoutes.pdf.path).toEqualTypeOf<'/receipts/:id/pdf'>();
    expectTypeOf(categoryRoutes.update.method).toEqualTypeOf<'PUT'>();
  });

  it('asks for params and body where the route takes them', () => {
    expectTypeOf<RouteArgs<typeof categoryRoutes.update>>().toEqualTypeOf<
      { params: { id: number | string } } & { query?: undefined } & { body: CategoryInput }
    >();
    expectTypeOf<RouteArgsOptional<typeof settingsRoutes.get>>().toEqualTypeOf<true>();
    expectTypeOf<RouteArgsOptional<typeof categoryRoutes.list>>().toEqualTypeOf<true>();
    expectTypeOf<RouteArgsOptional<typeof purchaseRoutes.nextNumber>>().toEqualTypeOf<true>();
    expectTypeOf<RouteArgsOptional<typeof invoiceRoutes.create>>().toEqualTypeOf<false>();
    // @ts-expect-error: a category has a name, not a title.
    const wrong: RouteArgs<typeof categoryRoutes.create> = { body: { title: 'Tea' } };
    void wrong;
  });
});
