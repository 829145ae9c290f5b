import { execFileSync } from 'node:child_process';
import {
  type APIRequestContext,
  type Download,
  expect,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { createRecord, uniqueName } from './journeys';

// Helpers of the invoice journeys: catalogue setup through the API, the invoice drawer, and
// reading a downloaded PDF back with poppler's pdftotext, as a buyer's PDF reader would.

export { GSTIN_CHHATTISGARH_BUYER } from './journeys';
/** A valid Gujarat buyer's GSTIN (check character included). */
export const GSTIN_GUJARAT_BUYER = '24AANFA2641L1ZF';

/**
 * Holds back the invoice form's suggested number for one date, as a busy server would. `arrived`
 * settles when that answer reaches the page (wrapped: an async function's promise would wait it out).
 */
export async function slowNextInvoiceNumber(page: Page, isoDate: string, delayMs = 700) {
  const isIt = (url: URL) =>
    url.pathname === '/api/invoices/next-number' && url.searchParams.get('date') === isoDate;
  await page.route(isIt, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.continue();
  });
  return { arrived: page.waitForResponse((response) => isIt(new URL(response.url()))) };
}

export type Named = { id: number; name: string };
export type Settings = { gstin: string; name: string; round_off: boolean };

export async function createCustomer(
  request: APIRequestContext,
  prefix: string,
  gstin: string,
): Promise<Named> {
  return createRecord<Named>(request, 'customers', {
    name: uniqueName(prefix),
    address: 'Main Road',
    phone: '9827012345',
    gstin,
  });
}

type ProductSpec = { prefix: string; hsn: string; mrp: number; gstRate: number; openPrice?: boolean };

/** The trade rate a distributor would set: the MRP with its GST taken out, to the paisa (118 @18% → 100). */
export function rateInsideMrp(mrp: number, gstRate: number): number {
  return Math.round((Math.round(mrp * 100) * 100) / (100 + gstRate)) / 100;
}

export async function createProduct(request: APIRequestContext, spec: ProductSpec): Promise<Named> {
  return createRecord<Named>(request, 'products', {
    name: uniqueName(spec.prefix),
    hsn_code: spec.hsn,
    mrp: spec.mrp,
    rate: rateInsideMrp(spec.mrp, spec.gstRate),
    gst_rate: spec.gstRate,
    reorder_level: 0,
    opening_stock: 1000,
    price_editable: spec.openPrice ?? false,
  });
}

export type ItemSpec = {
  product_id: number;
  mrp: number;
  gst_rate: number;
  quantity?: number;
  discount?: number;
};

/** Issues an invoice through the API, for journeys about the screens that show invoices. */
export async function createInvoice(
  request: APIRequestContext,
  body: {
    invoice_number: string;
    date: string;
    customer_id: number;
    items: ItemSpec[];
    status?: string;
    received_now?: { amount: number; mode: string };
  },
): Promise<{ id: number; invoice_number: string; grand_total: number }> {
  const items = body.items.map((item) => ({ quantity: 1, discount: 0, ...item }));
  return createRecord(request, 'invoices', { status: 'Unpaid', ...body, items });
}

export async function readSettings(request: APIRequestContext): Promise<Settings> {
  const response = await request.get('/api/settings');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Settings;
}

/** A unique invoice number inside Rule 46(b)'s 16 characters: 'KB/lx2a9f31'. */
export function uniqueInvoiceNumber(prefix: string): string {
  return `${prefix}/${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 100)}`;
}

export function invoiceDrawer(page: Page, title: string | RegExp = 'Add Invoice'): Locator {
  return page.getByRole('dialog', { name: title });
}

/**
 * The dialog shown after an invoice is saved: it names the invoice and its payable; Escape closes
 * it, as a person carrying on elsewhere would.
 */
export async function dismissSavedDialog(page: Page, invoiceNumber: string | RegExp, payable?: string) {
  const name = typeof invoiceNumber === 'string' ? `Invoice ${invoiceNumber} saved` : invoiceNumber;
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  if (payable) await expect(dialog).toContainText(`payable ${payable}`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/** The value the form's totals strip (or the detail page's summary) shows for a label. */
export function totalIn(scope: Locator, label: string): Locator {
  return scope.getByLabel(label, { exact: true });
}

/** Where the cursor is: the form's fields carry their flow name ('items.0.quantity'). */
export function focusedFlow(page: Page): Promise<string | null> {
  return page.evaluate(() => document.activeElement?.getAttribute('data-flow') ?? null);
}

/** Saves a download and reads its text with pdftotext -layout. */
export async function readDownloadedPdf(download: Download, testInfo: TestInfo): Promise<string> {
  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}

/** pdftotext ends each page with a form feed. */
export function countPdfPages(text: string): number {
  return text.split('\f').length - 1;
}
