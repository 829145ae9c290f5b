import {
  amountInWords,
  computeInvoice,
  gstinCheckCharacter,
  type InvoiceLineInput,
  paiseToRupees,
  rupeesToPaise,
  stateName,
} from '@bahi/domain';
import type { InvoiceDetail } from '@bahi/domain/schemas';
import { buildHsnSummary, priceFixtureLines } from './invoice-fixture-lines';

// Realistic invoices for the PDF tests and the benchmark. Every figure comes from computeInvoice,
// so totals, tax splits and summaries agree with each other the way a stored invoice's do.

export type FixtureBuyer = 'local' | 'other-state' | 'unregistered';

export type InvoiceFixtureOptions = {
  lineCount: number;
  /** local: registered in Chhattisgarh (CGST + SGST); other-state: Gujarat (IGST); unregistered: Maharashtra, no GSTIN. */
  buyer?: FixtureBuyer;
  roundOff?: boolean;
  /** These lines instead of lineCount lines from the catalogue: a case a test is about. */
  lines?: readonly FixtureLine[];
};

export type FixtureLine = CatalogueEntry & { quantity: number; discountPercent: number };

type CatalogueEntry = { name: string; hsn: string; unit: string; mrp: number; gstRate: number };

const CATALOGUE: readonly CatalogueEntry[] = [
  { name: 'Refined Soyabean Oil 1 L Pouch', hsn: '15079010', unit: 'PCS', mrp: 165, gstRate: 5 },
  { name: 'Whole Wheat Atta 10 kg', hsn: '11010000', unit: 'BAG', mrp: 485, gstRate: 5 },
  { name: 'Detergent Powder 1 kg', hsn: '34022010', unit: 'PCS', mrp: 140, gstRate: 18 },
  { name: 'Herbal Toothpaste 200 g', hsn: '33061020', unit: 'PCS', mrp: 112.5, gstRate: 18 },
  { name: 'Assam CTC Tea 500 g', hsn: '09024020', unit: 'PCS', mrp: 285, gstRate: 5 },
  { name: 'Caffeinated Energy Drink 250 ml Can', hsn: '22029920', unit: 'CAN', mrp: 125, gstRate: 40 },
  {
    name: 'Ceiling Fan 1200 mm Sweep, Brown, with Remote Control',
    hsn: '84145110',
    unit: 'NOS',
    mrp: 3450,
    gstRate: 18,
  },
  { name: 'Ruled Notebook 172 Pages (Pack of 6)', hsn: '48202000', unit: 'PAC', mrp: 240, gstRate: 12 },
  { name: 'Basmati Rice 5 kg', hsn: '10063020', unit: 'BAG', mrp: 799, gstRate: 5 },
  { name: 'Stainless Steel Pressure Cooker 5 L', hsn: '73239390', unit: 'NOS', mrp: 1890, gstRate: 18 },
  { name: 'Fresh Curd 400 g Cup', hsn: '04039010', unit: 'NOS', mrp: 35, gstRate: 0 },
];

const SELLER_GSTIN = '22AAAAA0000A1ZC';

export function buildInvoiceFixture(options: InvoiceFixtureOptions): InvoiceDetail {
  const buyer = options.buyer ?? 'local';
  const supplyType = buyer === 'local' ? 'intra' : 'inter';
  const entries: readonly FixtureLine[] =
    options.lines ??
    Array.from({ length: options.lineCount }, (_, index) => ({
      ...pickEntry(index),
      discountPercent: [0, 0, 5, 10, 2.5][index % 5] ?? 0,
      quantity: 1 + ((index * 7) % 23),
    }));
  const inputs: InvoiceLineInput[] = entries.map((entry) => ({
    mrp: rupeesToPaise(entry.mrp),
    discountPercent: entry.discountPercent,
    quantity: entry.quantity,
    gstRate: entry.gstRate,
  }));
  const totals = computeInvoice(inputs, { supplyType, roundOff: options.roundOff ?? false });
  const lines = priceFixtureLines(entries, inputs, totals);
  const buyerStateCode = { local: '22', 'other-state': '24', unregistered: '27' }[buyer];

  return {
    id: 1,
    invoice_number: 'INV/25-26/0001',
    date: '2025-10-07',
    created_at: '2025-10-07T10:15:00.000Z',
    version: 1,
    status: 'Unpaid',
    customer_id: 7,
    customer: {
      id: 7,
      name: {
        local: 'Sharma Kirana Stores',
        'other-state': 'Patel Wholesale Mart',
        unregistered: 'Ramesh Kulkarni',
      }[buyer],
      gstin:
        buyer === 'local'
          ? withCheckCharacter('22ABCDE1234F1Z')
          : buyer === 'other-state'
            ? '24AANFA2641L1ZF'
            : null,
      email: buyer === 'unregistered' ? null : 'accounts@example.in',
      phone: '9876543210',
      address: {
        local: 'Shop 4, Gol Bazar, Raipur, Chhattisgarh 492001',
        'other-state': '12 Relief Road, Ahmedabad, Gujarat 380001',
        unregistered: 'Flat 3B, Shivaji Nagar, Pune, Maharashtra 411005',
      }[buyer],
      state_code: buyerStateCode,
    },
    seller: {
      name: 'Shree Ganesh Traders',
      gstin: SELLER_GSTIN,
      state_code: '22',
      state_name: 'Chhattisgarh',
      phone: '0771-4012345',
      email: 'billing@shreeganesh.example.in',
      address: '12, Sadar Bazar, Near Kotwali Chowk, Raipur, Chhattisgarh 492001',
      bank_name: 'State Bank of India',
      bank_account_number: '38271654920',
      bank_ifsc: 'SBIN0001234',
      bank_branch: 'Sadar Bazar, Raipur',
      upi_id: null,
      demo: false,
    },
    supply_type: supplyType,
    place_of_supply: { state_code: buyerStateCode, state_name: stateName(buyerStateCode) ?? buyerStateCode },
    items: lines.map((line, index) => ({
      id: 100 + index,
      line_no: index + 1,
      product_id: 1 + (index % CATALOGUE.length),
      product: { name: entries[index]?.name ?? '', hsn_code: line.hsn },
      unit: line.unit,
      batch: null,
      price_basis: 'mrp' as const,
      mrp: entries[index]?.mrp ?? 0,
      rate: paiseToRupees(line.rate),
      discount: inputs[index]?.discountPercent ?? 0,
      quantity: line.quantity,
      free_quantity: 0,
      gst_rate: line.gstRate,
      subtotal: paiseToRupees(line.subtotal),
      tax_amount: paiseToRupees(line.cgst + line.sgst + line.igst),
      cgst_amount: paiseToRupees(line.cgst),
      sgst_amount: paiseToRupees(line.sgst),
      igst_amount: paiseToRupees(line.igst),
      total: paiseToRupees(line.subtotal),
    })),
    gst_summary: Object.fromEntries(
      totals.groups.map((group) => [
        String(group.gstRate),
        {
          gst_rate: group.gstRate,
          total_items: group.lineCount,
          quantity: group.quantity,
          subtotal: paiseToRupees(group.taxableValue),
          tax: paiseToRupees(group.tax),
          cgst: paiseToRupees(group.cgst),
          sgst: paiseToRupees(group.sgst),
          igst: paiseToRupees(group.igst),
        },
      ]),
    ),
    hsn_summary: buildHsnSummary(lines),
    total_amount: paiseToRupees(totals.totalAmount),
    tax: {
      cgst: paiseToRupees(totals.cgst),
      sgst: paiseToRupees(totals.sgst),
      igst: paiseToRupees(totals.igst),
    },
    gst_amount: paiseToRupees(totals.gstAmount),
    round_off: paiseToRupees(totals.roundOff),
    grand_total: paiseToRupees(totals.grandTotal),
    received: 0,
    balance: paiseToRupees(totals.grandTotal),
    receipts: [],
    opening_advances: [],
    notes: [],
    amount_in_words: amountInWords(totals.grandTotal),
    reverse_charge: false,
  };
}

function pickEntry(index: number): CatalogueEntry {
  const entry = CATALOGUE[index % CATALOGUE.length];
  if (!entry) throw new Error('The fixture catalogue is empty');
  return entry;
}

function withCheckCharacter(first14: string): string {
  return `${first14}${gstinCheckCharacter(first14)}`;
}
