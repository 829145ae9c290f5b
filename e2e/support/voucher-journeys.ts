import { type APIRequestContext, expect, type Page } from '@playwright/test';
import {
  createCustomer,
  createInvoice,
  createProduct,
  type Named,
  uniqueInvoiceNumber,
} from './invoice-journeys';
import { createRecord, uniqueName } from './journeys';

// Setup of the voucher journeys through the API (a customer with two unpaid invoices, a supplier
// with a purchase), and the party search of the voucher form.

export type Invoice = { id: number; invoice_number: string; grand_total: number };

export async function customerWithTwoInvoices(
  request: APIRequestContext,
  prefix: string,
): Promise<{ customer: Named; invoices: [Invoice, Invoice] }> {
  const customer = await createCustomer(request, prefix, '');
  const product = await createProduct(request, {
    prefix: `${prefix} Tea`,
    hsn: '0902',
    mrp: 118,
    gstRate: 18,
  });
  const first = await createInvoice(request, {
    invoice_number: uniqueInvoiceNumber('RV'),
    date: '2025-08-01',
    customer_id: customer.id,
    items: [{ product_id: product.id, mrp: 118, gst_rate: 18, quantity: 3 }],
  });
  const second = await createInvoice(request, {
    invoice_number: uniqueInvoiceNumber('RV'),
    date: '2025-08-02',
    customer_id: customer.id,
    items: [{ product_id: product.id, mrp: 118, gst_rate: 18, quantity: 5 }],
  });
  return { customer, invoices: [first, second] };
}

/** Picks a party in the voucher form's search box by typing part of its name. */
export async function chooseParty(page: Page, label: string, name: string): Promise<void> {
  await page.getByRole('textbox', { name: label }).fill(name);
  await page.getByRole('option', { name: new RegExp(name) }).click();
  // Names show title-cased, as in every list.
  await expect(page.getByTestId('chosen-party')).toHaveText(new RegExp(`^${name}$`, 'i'));
}

/** A supplier with one purchase of ₹1,180.00 (₹1,000 + 18% GST), made through the API. */
export async function supplierWithPurchase(
  request: APIRequestContext,
  prefix: string,
): Promise<{ supplier: Named; purchaseNumber: string; purchaseId: number }> {
  const supplier = await createRecord<Named>(request, 'suppliers', {
    name: uniqueName(prefix),
    phone: '9876543210',
    address: 'Industrial Area, Urla, Raipur',
  });
  const product = await createProduct(request, {
    prefix: `${prefix} Soap`,
    hsn: '3401',
    mrp: 118,
    gstRate: 18,
  });
  const response = await request.post('/api/admin/add-purchases', {
    data: {
      supplier_id: supplier.id,
      purchase_date: '2025-08-05',
      items: [{ product_id: product.id, quantity: 10, amount: 1000, gst_rate: 18 }],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const saved = (await response.json()) as { id: number; purchase_number: string };
  return { supplier, purchaseNumber: saved.purchase_number, purchaseId: saved.id };
}

/** True when the page is no wider than the window: nothing to scroll sideways but tables. */
export async function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}
