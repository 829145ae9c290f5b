import { invoiceDetailSchema, settingsImagesSchema } from '@bahi/domain/schemas';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractPdfPages, listPdfFonts, listPdfImages, readPdfPageCount } from '../pdf/poppler';
import { readPdfPageSizes } from '../pdf/poppler-page-sizes';
import { call, expectAnswer, expectFieldErrors } from '../test-support/api-calls';
import {
  createCustomer,
  createProduct,
  invoicePayload,
  postInvoice,
} from '../test-support/document-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { createTestUser, injectAs } from '../test-support/test-session';

// The invoice PDF on the paper and in the copies asked for, with the shop's logo and signature,
// and Devanagari names read back as stored: checked with poppler, as a reader's PDF tools see it.

const THERMAL_WIDTH = 226.77;

/** A 1 × 1 grey JPEG (progressive, one component). */
const TINY_JPEG =
  'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=';

function pngDataUrl(width: number, height: number): string {
  const png = new PNG({ width, height });
  for (let index = 0; index < png.data.length; index += 4) {
    png.data[index] = (index / 4) % 255;
    png.data[index + 1] = 80;
    png.data[index + 2] = 160;
    png.data[index + 3] = 255;
  }
  return `data:image/png;base64,${PNG.sync.write(png).toString('base64')}`;
}

describe('Invoice print formats, copies, images and Devanagari', () => {
  let t: TestApp;
  let invoiceId: number;
  const productName = 'शुद्ध घी';
  const secondName = 'बासमती चावल';

  const pdf = async (query: string): Promise<Buffer> => {
    const response = await t.app.inject({ method: 'GET', url: `/api/invoices/${invoiceId}/pdf${query}` });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    return response.rawPayload;
  };

  beforeAll(async () => {
    t = await createTestApp();
    const customer = await createCustomer(t.app, { name: 'राम किराना स्टोर' });
    const ghee = await createProduct(t.app, { name: productName, hsn_code: '0405', gst_rate: 12, mrp: 560 });
    const rice = await createProduct(t.app, { name: secondName, hsn_code: '1006', gst_rate: 5, mrp: 120 });
    const answer = await postInvoice(
      t.app,
      invoicePayload(customer, [
        { product_id: ghee, mrp: 560, gst_rate: 12, quantity: 2 },
        { product_id: rice, mrp: 120, gst_rate: 5, quantity: 5 },
      ]),
    );
    expect(answer.status).toBe(201);
    invoiceId = invoiceDetailSchema.parse(answer.body).id;
  });
  afterAll(async () => t.close());

  it('prints A4 by default, A5 at 419.53 x 595.28 pt and the thermal roll 80 mm wide', async () => {
    const [a4] = readPdfPageSizes(await pdf(''));
    expect(a4?.width).toBeCloseTo(595.28, 1);
    expect(a4?.height).toBeCloseTo(841.89, 1);
    const a5 = readPdfPageSizes(await pdf('?format=a5'));
    expect(a5.length).toBe(1);
    expect(a5[0]?.width).toBeCloseTo(419.53, 1);
    expect(a5[0]?.height).toBeCloseTo(595.28, 1);
    const thermal = await pdf('?format=thermal');
    const [roll] = readPdfPageSizes(thermal);
    expect(Math.abs((roll?.width ?? 0) - THERMAL_WIDTH)).toBeLessThanOrEqual(0.5);
    expect(readPdfPageCount(thermal)).toBe(1);
    const text = extractPdfPages(thermal).join('\n');
    expect(text).toContain('Original for Recipient');
    expect(text).toContain('Grand Total');
  });

  it('labels the copy asked for, and prints all three in order with copies=all', async () => {
    expect(extractPdfPages(await pdf('?copies=duplicate'))[0]).toContain('Duplicate for Transporter');
    for (const format of ['a4', 'a5', 'thermal']) {
      const all = await pdf(`?format=${format}&copies=all`);
      const pages = extractPdfPages(all);
      expect(pages.length).toBe(3);
      const labels = pages.map((page) =>
        ['Original for Recipient', 'Duplicate for Transporter', 'Triplicate for Supplier'].filter((label) =>
          page.includes(label),
        ),
      );
      expect(labels).toEqual([
        ['Original for Recipient'],
        ['Duplicate for Transporter'],
        ['Triplicate for Supplier'],
      ]);
    }
  });

  it('refuses an unknown format or copies with a 400 naming the field', async () => {
    const format = await call(t.app, 'GET', `/api/invoices/${invoiceId}/pdf?format=letter`);
    expect(format.status).toBe(400);
    expect(JSON.stringify(format.body)).toContain('format');
    const copies = await call(t.app, 'GET', `/api/invoices/${invoiceId}/pdf?copies=five`);
    expect(copies.status).toBe(400);
    expect(JSON.stringify(copies.body)).toContain('copies');
  });

  it('prints Devanagari product and customer names that read back as stored', async () => {
    for (const format of ['a4', 'a5', 'thermal']) {
      const lines = extractPdfPages(await pdf(`?format=${format}`))
        .join('\n')
        .split('\n');
      const rawText = lines.join('\n');
      expect(rawText, format).toContain(productName);
      expect(rawText, format).toContain(secondName);
    }
    // The Devanagari runs are in their own font; the rest of the invoice stays in Roboto.
    const fonts = listPdfFonts(await pdf('')).join('\n');
    expect(fonts).toMatch(/NotoSansDevanagari-Regular/);
    expect(fonts).toMatch(/NotoSansDevanagari-Bold/);
    expect(fonts).toMatch(/Roboto-Regular/);
  });

  it('refuses a logo over 500 kB or not a PNG or JPEG, naming the field, and changes nothing', async () => {
    const before = await expectAnswer(
      t.app,
      { method: 'GET', url: '/api/settings/images' },
      200,
      settingsImagesSchema,
    );
    const tooBig = Buffer.alloc(600 * 1024);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(tooBig);
    expectFieldErrors(
      await call(t.app, 'PUT', '/api/settings/images/logo', {
        data_url: `data:image/png;base64,${tooBig.toString('base64')}`,
      }),
      { logo: ['Logo must be at most 500 kB (this file is 600 kB)'] },
    );
    expectFieldErrors(
      await call(t.app, 'PUT', '/api/settings/images/signature', {
        data_url: `data:image/gif;base64,${Buffer.from('GIF89a....').toString('base64')}`,
      }),
      { signature: ['Signature must be a PNG or JPEG image'] },
    );
    const after = await expectAnswer(
      t.app,
      { method: 'GET', url: '/api/settings/images' },
      200,
      settingsImagesSchema,
    );
    expect(after).toEqual(before);
    expect(after).toEqual({ logo: null, signature: null });
  });

  it('lets only the owner upload, and prints the logo and signature as images until removed', async () => {
    const plain = await pdf('');
    expect(listPdfImages(plain)).toEqual([]);
    const billing = await createTestUser(t.db, 'billing');
    const refused = await injectAs(t.app, billing, {
      method: 'PUT',
      url: '/api/settings/images/logo',
      payload: { data_url: pngDataUrl(40, 20) },
    });
    expect(refused.statusCode).toBe(403);

    const logo = pngDataUrl(120, 60);
    const saved = await expectAnswer(
      t.app,
      { method: 'PUT', url: '/api/settings/images/logo', payload: { data_url: logo } },
      200,
      settingsImagesSchema,
    );
    expect(saved.logo).toMatchObject({ mime_type: 'image/png', data_url: logo });
    await expectAnswer(
      t.app,
      { method: 'PUT', url: '/api/settings/images/signature', payload: { data_url: pngDataUrl(90, 30) } },
      200,
      settingsImagesSchema,
    );
    for (const format of ['a4', 'a5', 'thermal']) {
      const withImages = await pdf(`?format=${format}`);
      // A PNG with an alpha channel is an image and its soft mask: count the images.
      const images = pictures(withImages);
      expect(images.length, format).toBe(2);
      expect(
        images.some((row) => /\s120\s+60\s/.test(row)),
        format,
      ).toBe(true);
      expect(
        images.some((row) => /\s90\s+30\s/.test(row)),
        format,
      ).toBe(true);
    }
    expect(plain.length).toBeLessThan((await pdf('')).length);

    const audit = await call(t.app, 'GET', '/api/audit-log?record_type=settings');
    expect(JSON.stringify(audit.body)).toContain('"record_id":"logo"');

    const removed = await expectAnswer(
      t.app,
      { method: 'DELETE', url: '/api/settings/images/logo' },
      200,
      settingsImagesSchema,
    );
    expect(removed.logo).toBeNull();
    expect(removed.signature).not.toBeNull();
    expect(pictures(await pdf('')).length).toBe(1);

    // A JPEG logo is taken as well, and printed.
    await expectAnswer(
      t.app,
      { method: 'PUT', url: '/api/settings/images/logo', payload: { data_url: TINY_JPEG } },
      200,
      settingsImagesSchema,
    ).then((images) => expect(images.logo?.mime_type).toBe('image/jpeg'));
    const withJpeg = pictures(await pdf('?format=thermal'));
    expect(withJpeg.length).toBe(2);
    expect(withJpeg.some((row) => /\s1\s+1\s/.test(row))).toBe(true);
  });
});

/** The rows of pdfimages -list that are images (not soft masks). */
function pictures(file: Buffer): string[] {
  return listPdfImages(file).filter((row) => row.trim().split(/\s+/)[2] === 'image');
}
