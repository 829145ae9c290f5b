import { describe, expect, it } from 'vitest';
import { buildUrl } from './client';

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
