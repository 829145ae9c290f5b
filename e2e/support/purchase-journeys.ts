import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { createRecord, GSTIN_CHHATTISGARH_BUYER, searchFor, tableRows, uniqueName } from './journeys';

// Helpers of the purchase journeys: records made through the API, and the create-purchase form
// driven from the keyboard the way a clerk copies a supplier's bill.

export type ProductSetup = { gst_rate: number; opening_stock?: number; reorder_level?: number };
export type CreatedProduct = { id: number; name: string };

export async function createProduct(
  request: APIRequestContext,
  prefix: string,
  setup: ProductSetup,
): Promise<CreatedProduct> {
  return createRecord<CreatedProduct>(request, 'products', {
    name: uniqueName(prefix),
    hsn_code: '34011190',
    mrp: 100,
    rate: 80,
    reorder_level: 0,
    ...setup,
  });
}

export async function createSupplier(request: APIRequestContext, prefix: string): Promise<CreatedProduct> {
  return createRecord<CreatedProduct>(request, 'suppliers', {
    name: uniqueName(prefix),
    gstin: GSTIN_CHHATTISGARH_BUYER,
    phone: '9876543210',
    address: 'Industrial Area, Urla, Raipur',
  });
}

/** Opens the form and waits for the suggested purchase number. */
export async function openNewPurchase(page: Page): Promise<void> {
  await page.goto('/create-purchase');
  await expect(page.getByLabel('Purchase No')).toHaveValue(/^PUR\/\d{2}-\d{2}\/\d{4}$/);
}

export function purchaseRow(page: Page, number: number): Locator {
  return page.getByRole('group', { name: `Row ${number}` });
}

/** Types in the focused search box and picks the first suggestion with the arrow key and Enter. */
export async function typeAndPick(page: Page, text: string, expected: string): Promise<void> {
  await page.keyboard.type(text);
  await expect(page.getByRole('option', { name: new RegExp(escapeRegExp(expected)) })).toHaveCount(1);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.locator(':focus')).toHaveValue(expected);
}

/**
 * The unique tail of a made-up name ('Lux Soap lq1x2y3' → 'lq1x2y3'): enough to find the record
 * in a search box, and quicker to type than the whole name.
 */
export function tailOf(name: string): string {
  return name.split(' ').at(-1) ?? name;
}

export async function pickSupplier(page: Page, supplier: string): Promise<void> {
  await page.getByLabel('Supplier', { exact: true }).click();
  await typeAndPick(page, tailOf(supplier), supplier);
}

/** Picks the products of the rows by mouse, with each row's amount; Qty stays 1. */
export async function fillRows(page: Page, rows: { product: string; amount: string }[]): Promise<void> {
  for (const [index, row] of rows.entries()) {
    if (index > 0) await page.getByRole('button', { name: '+ Add Row' }).click();
    await page.getByLabel(`Product ${index + 1}`).click();
    await typeAndPick(page, tailOf(row.product), row.product);
    await page.getByLabel(`Amount ${index + 1}`).fill(row.amount);
  }
}

export function total(page: Page, name: 'subtotal' | 'gst-total' | 'payable'): Locator {
  return page.getByTestId(`total-${name}`);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The product's row on /products, found with the list's search. */
export async function findProductRow(page: Page, name: string): Promise<Locator> {
  await searchFor(page, name);
  const rows = tableRows(page, 'Products');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(name);
  return rows;
}

/**
 * Today as the form's date box shows it (dd/mm/yyyy), on the browser's clock and the shop's day
 * (India's), whose date differs from the machine's (UTC) for part of every day.
 */
export async function browserToday(page: Page): Promise<string> {
  return page.evaluate(() => new Date().toLocaleDateString('en-GB', { timeZone: 'Asia/Kolkata' }));
}
