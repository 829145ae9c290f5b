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

/** Part B of a return of goods to the Surat supplier: by road, 1,300 km, reason Others: Purchase Return. */
export const RETURN_PART_B = {
  sub_supply_type: 8,
  sub_supply_desc: 'Purchase Return',
  transaction_type: 1,
  transporter_name: 'Shree Roadways',
  trans_mode: 1,
  vehicle_no: 'CG04AB1234',
  vehicle_type: 'R',
  distance_km: 1300,
};
