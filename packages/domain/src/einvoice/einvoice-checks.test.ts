import { describe, expect, it } from 'vitest';
import { checkEInvoice } from './einvoice-checks';
import type { EInvoiceDocument } from './inv01';

// The IRP's refusals, one vector each, against an invoice it would accept.

const accepted: EInvoiceDocument = {
  docType: 'INV',
  number: 'INV/26-27/0001',
  date: '2026-11-26',
  seller: {
    gstin: '22AAAAA0000A1ZC',
    name: 'Bahi Traders',
    address: 'Sadar Bazar',
    place: 'Raipur',
    pinCode: '492001',
    stateCode: '22',
  },
  buyer: {
    gstin: '21AABCU9603R1ZZ',
    name: 'Kalinga Retail',
    address: 'Cuttack Road',
    place: 'Bhubaneswar',
    pinCode: '751001',
    stateCode: '21',
  },
  placeOfSupply: '21',
  lines: [
    {
      productName: 'Ceiling Fan',
      hsnCode: '84145110',
      unit: 'NOS',
      quantity: 2,
      unitPrice: 250000,
      gross: 500000,
      taxable: 500000,
      gstRateBp: 1800,
      cgst: 0,
      sgst: 0,
      igst: 90000,
    },
  ],
  roundOff: 0,
  preceding: null,
};

const fields = (document: EInvoiceDocument) => checkEInvoice(document).map((problem) => problem.field);

describe('the IRP pre-checks', () => {
  it('accepts a complete B2B invoice', () => {
    expect(checkEInvoice(accepted)).toEqual([]);
  });
  it('refuses a document number starting with 0', () => {
    expect(fields({ ...accepted, number: '0INV/1' })).toEqual(['document_number']);
  });
  it('refuses an HSN of 5 digits', () => {
    const line = accepted.lines[0];
    if (!line) throw new Error('no line');
    expect(fields({ ...accepted, lines: [{ ...line, hsnCode: '84145' }] })).toEqual(['items.0.hsn_code']);
  });
  it("refuses a buyer PIN outside the state's range", () => {
    const problems = checkEInvoice({ ...accepted, buyer: { ...accepted.buyer, pinCode: '492001' } });
    expect(problems).toEqual([
      {
        field: 'buyer_pin_code',
        message: 'BuyerDtls.Pin: PIN code 492001 is not in Odisha: its PIN codes start with 751-770',
      },
    ]);
  });
  it('refuses a round-off of Rs 100 and takes one of Rs 99.99', () => {
    expect(fields({ ...accepted, roundOff: 10000 })).toEqual(['round_off']);
    expect(fields({ ...accepted, roundOff: -9999 })).toEqual([]);
  });
  it("refuses a B2C invoice and a buyer GSTIN equal to the seller's", () => {
    expect(fields({ ...accepted, buyer: { ...accepted.buyer, gstin: null } })).toEqual(['customer_gstin']);
    expect(fields({ ...accepted, buyer: { ...accepted.seller } })).toEqual(['customer_gstin']);
  });
});
