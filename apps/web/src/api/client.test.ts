import {
  categoryRoutes,
  invoiceRoutes,
  productRoutes,
  purchaseRoutes,
  settingsRoutes,
} from '@bahi/domain/contract';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { buildUrl, callApi, routeUrl } from './client';

describe('buildUrl', () => {
  it('puts the path under /api and leaves out empty parameters', () => {
    expect(buildUrl('products', { offset: 0, limit: 50, search: '', from: undefined })).toBe(
      '/api/products?offset=0&limit=50',
    );
  });
  it('encodes search text', () => {
    expect(buildUrl('/customers', { search: 'a&b traders' })).toBe('/api/customers?search=a%26b+traders');
  });
});

describe('routeUrl', () => {
  it('fills the path parameters and adds the query', () => {
    expect(routeUrl(invoiceRoutes.pdf, { params: { id: 12 } })).toBe('/api/invoices/12/pdf');
    expect(routeUrl(productRoutes.list, { query: { offset: 50, limit: 50, search: '' } })).toBe(
      '/api/products?offset=50&limit=50',
    );
    expect(routeUrl(purchaseRoutes.detail, { params: { purchaseId: 'PUR/25-26/0001' } })).toBe(
      '/api/admin/purchases/PUR%2F25-26%2F0001',
    );
  });
});

describe('callApi', () => {
  const fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  afterEach(() => fetchMock.mockReset());
  // The web tests share their module graph and globals (vitest.config.ts): give fetch back.
  afterAll(() => {
    vi.unstubAllGlobals();
  });

  const lastCall = () => {
    const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
    return { url, method: init?.method, body: init?.body };
  };

  it('sends the body as JSON to the filled path and answers the parsed JSON', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ id: 4, name: 'Tea', created_at: 'x' })));
    const saved = await callApi(categoryRoutes.update, { params: { id: 4 }, body: { name: 'Tea' } });
    expect(saved.name).toBe('Tea');
    expect(lastCall()).toEqual({ url: '/api/categories/4', method: 'PUT', body: '{"name":"Tea"}' });
  });

  it("sends a create's Idempotency-Key as a header", async () => {
    fetchMock.mockImplementation(async () => new Response('{}', { status: 201 }));
    await callApi(invoiceRoutes.create, { body: {} as never, idempotencyKey: 'form-7' });
    const headers = fetchMock.mock.calls.at(-1)?.[1]?.headers as Record<string, string>;
    expect(headers['idempotency-key']).toBe('form-7');
    await callApi(categoryRoutes.update, { params: { id: 4 }, body: { name: 'Tea' } });
    expect(fetchMock.mock.calls.at(-1)?.[1]?.headers).not.toHaveProperty('idempotency-key');
  });

  it('calls a route without arguments', async () => {
    fetchMock.mockResolvedValue(new Response('{}'));
    await callApi(settingsRoutes.get);
    expect(lastCall()).toEqual({ url: '/api/settings', method: 'GET', body: undefined });
  });

  it('answers nothing for 204', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    expect(await callApi(categoryRoutes.remove, { params: { id: 9 } })).toBeUndefined();
    expect(lastCall()).toMatchObject({ url: '/api/categories/9', method: 'DELETE' });
  });

  it('answers a file as a Blob, and a refusal as the ApiError of the JSON calls', async () => {
    fetchMock.mockResolvedValueOnce(new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' })));
    const file = await callApi(invoiceRoutes.pdf, { params: { id: 3 } });
    expect(await file.text()).toBe('%PDF-1.7');
    expect(lastCall().url).toBe('/api/invoices/3/pdf');

    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ message: 'Invoice not found' }), { status: 404 }),
    );
    const refusal = await callApi(invoiceRoutes.pdf, { params: { id: 99 } }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ status: 404, message: 'Invoice not found' });
  });

  it('says the server could not be reached when the request fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(callApi(settingsRoutes.get)).rejects.toMatchObject({ status: 0 });
  });
});
