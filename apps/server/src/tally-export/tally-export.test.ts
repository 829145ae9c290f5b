import {
  gstr1PreviewSchema,
  gstr3bSchema,
  tallySettingsSchema,
  tallySummarySchema,
} from '@bahi/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call, expectAnswer, expectFieldErrors } from '../test-support/api-calls';
import {
  createCustomer,
  createProduct,
  createSupplier,
  GSTIN_CHHATTISGARH,
  GSTIN_GUJARAT,
  invoicePayload,
  postInvoice,
} from '../test-support/document-fixtures';
import { expenseInput } from '../test-support/expense-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { childText, findAll, parseXml, type XmlElement } from '../test-support/xml-tree';

// The Tally export of October 2025 with a document of every kind: the XML parses, every voucher
// balances, and the tax ledgers add up to GSTR-1's books and GSTR-3B's input tax credit.

const withItems = z.object({ id: z.number(), items: z.array(z.object({ id: z.number() }).loose()) }).loose();

const withId = z.object({ id: z.number() }).loose();

/** "-1180.00" → -118000 paise. */
const paise = (text: string) => Math.round(Number.parseFloat(text) * 100);

type Posting = { ledger: string; amount: number };

/** A voucher's ledger lines and item lines as (ledger, Tally AMOUNT) pairs. */
function postingsOf(voucher: XmlElement): Posting[] {
  const ledgerLines = voucher.children.filter(
    (child) => child.name === 'LEDGERENTRIES.LIST' || child.name === 'ALLLEDGERENTRIES.LIST',
  );
  const itemLines = voucher.children.filter((child) => child.name === 'ALLINVENTORYENTRIES.LIST');
  for (const line of [...ledgerLines, ...itemLines]) {
    // A debit is ISDEEMEDPOSITIVE Yes with a negative amount.
    expect(childText(line, 'ISDEEMEDPOSITIVE')).toBe(paise(childText(line, 'AMOUNT')) < 0 ? 'Yes' : 'No');
  }
  return [
    ...ledgerLines.map((line) => ({
      ledger: childText(line, 'LEDGERNAME'),
      amount: paise(childText(line, 'AMOUNT')),
    })),
    ...itemLines.map((line) => {
      const [allocation] = findAll(line, 'ACCOUNTINGALLOCATIONS.LIST');
      expect(allocation && childText(allocation, 'AMOUNT')).toBe(childText(line, 'AMOUNT'));
      return {
        ledger: allocation ? childText(allocation, 'LEDGERNAME') : '',
        amount: paise(childText(line, 'AMOUNT')),
      };
    }),
  ];
}

describe('Export to Tally', () => {
  let t: TestApp;
  let customerName: string;

  beforeAll(async () => {
    t = await createTestApp();
    const tea = await createProduct(t.app, {
      name: 'Assam Tea 1 kg',
      hsn_code: '09023010',
      gst_rate: 18,
      unit: 'KGS',
      opening_stock: 100,
    });
    const soap = await createProduct(t.app, { name: 'Sandal Soap', hsn_code: '34011190', gst_rate: 5 });
    customerName = 'Patel Traders';
    const gujarat = await createCustomer(t.app, { gstin: GSTIN_GUJARAT, name: customerName });
    const walkIn = await createCustomer(t.app, { name: 'Walk-in & Co <Raipur>' });
    // A supplier of the same name as a customer: Tally must see two ledgers.
    const supplier = await createSupplier(t.app, { gstin: GSTIN_CHHATTISGARH, name: customerName });
    const sell = async (customer: number, date: string, items: Record<string, unknown>[]) => {
      const answer = await postInvoice(t.app, invoicePayload(customer, items as never, { date }));
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      return withItems.parse(answer.body);
    };
    const line = (product_id: number, gst_rate: number, rate: number, quantity: number) => ({
      product_id,
      gst_rate,
      rate,
      quantity,
      price_basis: 'rate',
    });
    const teaSale = await sell(gujarat, '2025-10-03', [line(tea, 18, 100, 10)]);
    const soapSale = await sell(walkIn, '2025-10-05', [line(soap, 5, 99.99, 3), line(tea, 18, 250.5, 1.5)]);
    await sell(walkIn, '2025-11-01', [line(soap, 5, 100, 1)]);
    const cancelled = await sell(walkIn, '2025-10-06', [line(soap, 5, 100, 1)]);
    expect(
      (await call(t.app, 'PUT', `/api/invoices/${cancelled.id}/status`, { status: 'Cancelled' })).status,
    ).toBe(200);
    const created = async (url: string, payload: Record<string, unknown>) => {
      const answer = await call(t.app, 'POST', url, payload);
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      return answer.body;
    };
    await created('/api/credit-notes', {
      invoice_id: teaSale.id,
      note_date: '2025-10-10',
      kind: 'return',
      reason: 'Two packets came back damp',
      lines: [{ invoice_item_id: teaSale.items[0]?.id, quantity: 2 }],
    });
    await created('/api/debit-notes', {
      invoice_id: soapSale.id,
      note_date: '2025-10-12',
      reason: 'Freight charged late',
      lines: [{ invoice_item_id: soapSale.items[0]?.id, taxable_value: 100 }],
    });
    const { id: purchaseId } = withId.parse(
      await created('/api/admin/add-purchases', {
        supplier_id: supplier,
        invoice_number: 'B-77',
        purchase_date: '2025-10-02',
        items: [{ product_id: soap, quantity: 100, amount: 5000, discount: 0, gst_rate: 5 }],
      }),
    );
    const bought = withItems.parse((await call(t.app, 'GET', `/api/admin/purchases/${purchaseId}`)).body);
    await created('/api/purchase-returns', {
      purchase_id: bought.id,
      return_date: '2025-10-15',
      reason: 'Wrappers torn',
      lines: [{ purchase_item_id: bought.items[0]?.id, quantity: 10 }],
    });
    await created('/api/receipts', {
      date: '2025-10-20',
      customer_id: gujarat,
      amount: 900,
      mode: 'upi',
      reference: 'UPI-9',
      allocations: [{ invoice_id: teaSale.id, amount: 900 }],
    });
    await created('/api/payments', {
      date: '2025-10-21',
      supplier_id: supplier,
      amount: 2000,
      mode: 'cash',
      allocations: [{ purchase_id: bought.id, amount: 2000 }],
    });
    await created('/api/expenses', expenseInput({ date: '2025-10-25', mode: 'Cash' }));
  });
  afterAll(async () => t.close());

  async function vouchersOf(from: string, to: string) {
    const answer = await t.app.inject({ method: 'GET', url: `/api/tally/vouchers?from=${from}&to=${to}` });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-disposition']).toContain(`Tally_vouchers_${from}_${to}.xml`);
    const envelope = parseXml(answer.body);
    expect(envelope.name).toBe('ENVELOPE');
    expect(childText(findAll(envelope, 'HEADER')[0] as XmlElement, 'TALLYREQUEST')).toBe('Import Data');
    expect(findAll(envelope, 'REPORTNAME')[0]?.text).toBe('Vouchers');
    return findAll(envelope, 'VOUCHER');
  }

  it('writes the month as vouchers that each balance, and whose tax equals the GST returns', async () => {
    const vouchers = await vouchersOf('2025-10-01', '2025-10-31');
    const types = vouchers.map((voucher) => voucher.attributes.VCHTYPE);
    expect(types).toEqual([
      'Sales',
      'Sales',
      'Credit Note',
      'Debit Note',
      'Purchase',
      'Debit Note',
      'Receipt',
      'Payment',
      'Payment',
    ]);
    const net = new Map<string, number>();
    for (const voucher of vouchers) {
      const postings = postingsOf(voucher);
      expect(
        postings.reduce((sum, posting) => sum + posting.amount, 0),
        childText(voucher, 'VOUCHERNUMBER'),
      ).toBe(0);
      for (const { ledger, amount } of postings) net.set(ledger, (net.get(ledger) ?? 0) + amount);
    }
    // Credits are positive in Tally: output tax and sales net of the notes are GSTR-1's books.
    const { books } = await expectAnswer(
      t.app,
      { method: 'GET', url: '/api/gstr1/preview?period=102025' },
      200,
      gstr1PreviewSchema,
    );
    expect((net.get('Sales') ?? 0) / 100).toBe(books.taxable);
    expect((net.get('Output CGST') ?? 0) / 100).toBe(books.cgst);
    expect((net.get('Output SGST') ?? 0) / 100).toBe(books.sgst);
    expect((net.get('Output IGST') ?? 0) / 100).toBe(books.igst);
    const gstr3b = await expectAnswer(
      t.app,
      { method: 'GET', url: '/api/gstr3b?period=102025' },
      200,
      gstr3bSchema,
    );
    expect(-(net.get('Input CGST') ?? 0) / 100 || 0).toBe(gstr3b.itc.cgst);
    expect(-(net.get('Input SGST') ?? 0) / 100 || 0).toBe(gstr3b.itc.sgst);
    expect(-(net.get('Input IGST') ?? 0) / 100 || 0).toBe(gstr3b.itc.igst);
    // Bought 5,000.00, sent back 10 of 100.
    expect(-(net.get('Purchase') ?? 0)).toBe(450_000);
    // Cash: the payment and the expense went out; the receipt came in by UPI (bank).
    expect(net.get('Cash')).toBe(200_000 + 472_000);
    expect(net.get('Bank')).toBe(-90_000);
    expect(net.get('Electricity')).toBe(-472_000);
  });

  it('keeps the party bill-wise and names a customer and a supplier of one name apart', async () => {
    const vouchers = await vouchersOf('2025-10-01', '2025-10-31');
    const [sale] = vouchers;
    expect(childText(sale as XmlElement, 'PARTYLEDGERNAME')).toBe(customerName);
    const purchase = vouchers.find((voucher) => voucher.attributes.VCHTYPE === 'Purchase') as XmlElement;
    expect(childText(purchase, 'PARTYLEDGERNAME')).toMatch(/^Patel Traders \(supplier \d+\)$/);
    expect(childText(purchase, 'REFERENCE')).toBe('B-77');
    const receipt = vouchers.find((voucher) => voucher.attributes.VCHTYPE === 'Receipt') as XmlElement;
    const bills = findAll(receipt, 'BILLALLOCATIONS.LIST').map((bill) => [
      childText(bill, 'BILLTYPE'),
      paise(childText(bill, 'AMOUNT')),
    ]);
    expect(bills).toEqual([['Agst Ref', 90_000]]);
  });

  it('exports the masters: parties under Sundry Debtors and Creditors, products with HSN and rate', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/tally/masters' });
    expect(answer.statusCode).toBe(200);
    const envelope = parseXml(answer.body);
    expect(findAll(envelope, 'REPORTNAME')[0]?.text).toBe('All Masters');
    const ledgers = findAll(envelope, 'LEDGER');
    const patel = ledgers.find((ledger) => ledger.attributes.NAME === customerName) as XmlElement;
    expect(childText(patel, 'PARENT')).toBe('Sundry Debtors');
    expect(childText(patel, 'PARTYGSTIN')).toBe(GSTIN_GUJARAT);
    expect(childText(patel, 'LEDSTATENAME')).toBe('Gujarat');
    expect(ledgers.filter((ledger) => childText(ledger, 'PARENT') === 'Sundry Creditors')).toHaveLength(1);
    expect(ledgers.some((ledger) => ledger.attributes.NAME === 'Walk-in & Co <Raipur>')).toBe(true);
    const tea = findAll(envelope, 'STOCKITEM').find(
      (item) => item.attributes.NAME === 'Assam Tea 1 kg',
    ) as XmlElement;
    expect(childText(tea, 'BASEUNITS')).toBe('KGS');
    expect(findAll(tea, 'HSNCODE')[0]?.text).toBe('09023010');
    expect(findAll(tea, 'GSTRATE').map((rate) => rate.text)).toEqual(['18', '9', '9']);
    expect(findAll(envelope, 'UNIT').map((unit) => unit.attributes.NAME)).toContain('KGS');
  });

  it('posts to the ledger names the accountant maps, and lists counts and totals', async () => {
    const before = await expectAnswer(
      t.app,
      { method: 'GET', url: '/api/tally/settings' },
      200,
      tallySettingsSchema,
    );
    expect(before.ledgers.sales).toBe('Sales');
    const blank = await call(t.app, 'PUT', '/api/tally/settings', {
      ...before,
      ledgers: { ...before.ledgers, output_cgst: ' ' },
    });
    expectFieldErrors(blank, { 'ledgers.output_cgst': ['Output CGST ledger is required'] });
    const changed = await call(t.app, 'PUT', '/api/tally/settings', {
      company: 'Sharma Traders 2025-26',
      ledgers: { ...before.ledgers, sales: 'Sales GST', cash: 'Cash A/c' },
      expense_ledgers: { Electricity: 'Power & Fuel' },
      version: before.version,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const summary = await expectAnswer(
      t.app,
      { method: 'GET', url: '/api/tally/summary?from=2025-10-01&to=2025-10-31' },
      200,
      tallySummarySchema,
    );
    expect(summary.vouchers.map((row) => [row.kind, row.count])).toEqual([
      ['sales', 2],
      ['credit_notes', 1],
      ['debit_notes', 1],
      ['purchases', 1],
      ['purchase_returns', 1],
      ['receipts', 1],
      ['payments', 1],
      ['expenses', 1],
    ]);
    expect(summary.vouchers.find((row) => row.kind === 'expenses')?.value).toBe(4720);
    expect(summary.ledgers.find((row) => row.ledger === 'Power & Fuel')).toEqual({
      ledger: 'Power & Fuel',
      debit: 4720,
      credit: 0,
    });
    expect(summary.ledgers.find((row) => row.ledger === 'Cash A/c')?.credit).toBe(6720);
    expect(summary.ledgers.some((row) => row.ledger === customerName)).toBe(false);
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/tally/vouchers?from=2025-10-01&to=2025-10-31',
    });
    expect(answer.body).toContain('<SVCURRENTCOMPANY>Sharma Traders 2025-26</SVCURRENTCOMPANY>');
    expect(answer.body).toContain('<LEDGERNAME>Sales GST</LEDGERNAME>');
    expect(answer.body).not.toContain('<LEDGERNAME>Sales</LEDGERNAME>');
  });
});
