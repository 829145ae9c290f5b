import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { call } from './api-calls';
import { createSupplier, GSTIN_GUJARAT } from './document-fixtures';

// What the e-way bill tests share: the shop's e-way bill settings and the supplier in another
// state that returns of goods go back to.

/** Limits of Rs 50,000 within the state and between states, the shop at Raipur 492001; `more` adds settings. */
export async function prepareEwayBills(app: FastifyInstance, more: Record<string, unknown> = {}) {
  const settings = await call(app, 'PUT', '/api/e-documents/settings', {
    eway_threshold: 50000,
    eway_intra_threshold: 50000,
    pin_code: '492001',
    place: 'Raipur',
    ...more,
  });
  expect(settings.status, JSON.stringify(settings.body)).toBe(200);
}

/** Surat Distributors, Gujarat (GSTIN_GUJARAT), PIN 395003: answers its id. */
export function createSuratSupplier(app: FastifyInstance): Promise<number> {
  return createSupplier(app, {
    name: 'Surat Distributors',
    gstin: GSTIN_GUJARAT,
    address: 'Ring Road, Surat',
    pin_code: '395003',
  });
}
