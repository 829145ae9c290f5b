import { describe, expect, it } from 'vitest';
import { buildGstr1 } from './gstr1';
import { gstr1UploadOf } from './gstr1-upload';

// The upload file leaves out the sections with nothing in them.
describe('gstr1UploadOf', () => {
  const settings = { sellerGstin: '22AAAAA0000A1ZC', hsnSplitFrom: '052025' };

  it('keeps only the header of a period with no documents', () => {
    expect(gstr1UploadOf(buildGstr1('102025', [], [], settings))).toEqual({
      gstin: '22AAAAA0000A1ZC',
      fp: '102025',
      version: 'GST3.0.4',
      hash: 'hash',
    });
  });

  it('keeps b2cs, the HSN summary and the documents issued of a walk-in sale, and nothing else', () => {
    const sale = {
      number: 'INV/25-26/0001',
      date: '2025-10-03',
      gstin: null,
      placeOfSupply: '22',
      supplyType: 'intra' as const,
      value: 10_500,
      cancelled: false,
      taxable: 10_000,
      cgst: 250,
      sgst: 250,
      igst: 0,
      rates: [{ rateBp: 500, taxable: 10_000, cgst: 250, sgst: 250, igst: 0 }],
    };
    const hsn = [
      {
        hsn: '34011190',
        description: 'Soap',
        unit: 'NOS',
        rateBp: 500,
        quantityMilli: 1000,
        b2b: false,
        taxable: 10_000,
        cgst: 250,
        sgst: 250,
        igst: 0,
      },
    ];
    const upload = gstr1UploadOf(buildGstr1('102025', [sale], hsn, settings));
    expect(Object.keys(upload).sort()).toEqual([
      'b2cs',
      'doc_issue',
      'fp',
      'gstin',
      'hash',
      'hsn',
      'version',
    ]);
    expect(upload.hsn).toEqual({
      hsn_b2b: [],
      hsn_b2c: [expect.objectContaining({ hsn_sc: '34011190', num: 1 })],
    });
  });
});
