import fs from 'node:fs';
import Ajv from 'ajv';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { call } from './api-calls';
import { createCustomer } from './document-fixtures';

// What the e-invoice tests share: the INV-01 JSON Schema kept beside the e-invoices feature's
// tests and a signed QR code shaped as the IRP's (a test reads it back from the PDF with
// pdf/pdf-page-image.ts).

const schema = JSON.parse(
  fs.readFileSync(new URL('../e-invoices/inv01.schema.json', import.meta.url), 'utf8'),
) as object;
export const validateInv01 = new Ajv({ allErrors: true, strict: false, multipleOfPrecision: 6 }).compile(
  schema,
);

export const GSTIN_ODISHA = '21AABCU9603R1ZZ';
export const SHOP_GSTIN = '22AAAAA0000A1ZC';

/** E-invoicing on from 1 April 2025, the shop at Raipur 492001; answers an Odisha B2B customer's id. */
export async function prepareEInvoicing(app: FastifyInstance): Promise<number> {
  const settings = await call(app, 'PUT', '/api/e-documents/settings', {
    einvoice_from: '2025-04-01',
    eway_threshold: 50000,
    eway_intra_threshold: 50000,
    pin_code: '492001',
    place: 'Raipur',
  });
  expect(settings.status, JSON.stringify(settings.body)).toBe(200);
  return createCustomer(app, {
    name: 'Kalinga Retail',
    gstin: GSTIN_ODISHA,
    address: 'Unit 4, Cuttack Road, Bhubaneswar',
    pin_code: '751001',
  });
}

const base64Url = (value: string) => Buffer.from(value).toString('base64url');

/** A signed QR code shaped as the IRP's (an RS256 JWT whose data names the document); the signature is filler. */
export function signedQr(docNo: string, irn: string, docType: 'INV' | 'CRN' | 'DBN' = 'INV'): string {
  const data = JSON.stringify({
    SellerGstin: SHOP_GSTIN,
    BuyerGstin: GSTIN_ODISHA,
    DocNo: docNo,
    DocTyp: docType,
    DocDt: '26/11/2026',
    TotInvVal: 118000,
    ItemCnt: 3,
    MainHsnCode: '84145110',
    Irn: irn,
    IrnDt: '2026-11-26 10:15:00',
  });
  const header = base64Url(JSON.stringify({ alg: 'RS256', kid: 'B8FD7A7A8B6C3C1E', typ: 'JWT' }));
  const payload = base64Url(JSON.stringify({ data, iss: 'NIC' }));
  return `${header}.${payload}.${base64Url('s'.repeat(256))}`;
}
