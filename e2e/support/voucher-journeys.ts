import { type APIRequestContext, expect, type Page } from '@playwright/test';
import {
  createCustomer,
  createInvoice,
  createProduct,
  type Named,
  uniqueInvoiceNumber,
} from './invoice-journeys';

// Setup of the voucher journeys through the API: a customer with two unpaid invoices.

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
