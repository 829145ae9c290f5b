import {
  computeLineRate,
  computePurchaseTotals,
  formatSeriesNumber,
  type PurchaseRowInput,
} from '@bahi/domain';
import { type DocumentContext, gstRateOn, pickProducts, toBasisPoints } from './document-context';
import type { SalesDay } from './sales-calendar';

// Suppliers deliver in trade quantities: dozens, cartons, bags.
const QUANTITIES = [10, 12, 20, 24, 25, 36, 48, 50, 60, 100, 120, 144, 200];
const DISCOUNTS = [1, 2, 5];

/** Writes one purchase of 1 to 10 lines with its items and (positive) stock movements. */
export function addPurchase(context: DocumentContext, day: SalesDay, seq: number, createdAt: string): void {
  const { random, sink, ids } = context;
  const supplier = context.suppliers[random.skewedIndex(context.suppliers.length, 1.5)];
  if (!supplier) throw new Error('No suppliers to buy from');
  const products = pickProducts(context, random.int(1, 10), 1.5);
  const rows: PurchaseRowInput[] = products.map((product) => {
    const gstRate = gstRateOn(product, day.date);
    const quantity = random.pick(QUANTITIES);
    // The trader buys at 70% to 92% of the taxable selling rate.
    const unitCost = Math.round(computeLineRate(product.mrp, 0, gstRate) * (0.7 + 0.22 * random.next()));
    const discountPercent = random.chance(0.8) ? 0 : random.pick(DISCOUNTS);
    return { amount: unitCost * quantity, discountPercent, gstRate, quantity };
  });
  const totals = computePurchaseTotals(rows);
  // Intra-state GST is shown as two halves that add up exactly to the GST total.
  const inter = supplier.supplyType === 'inter';
  const sgst = inter ? 0 : Math.floor(totals.gstTotal / 2);
  const cgst = inter ? 0 : totals.gstTotal - sgst;
  const purchaseId = ++ids.purchase;
  sink.add('purchases', [
    purchaseId,
    formatSeriesNumber('PUR', day.financialYear, seq),
    day.financialYear,
    `${random.letters(2)}/${random.int(100, 99_999)}`,
    day.date,
    supplier.id,
    supplier.name,
    supplier.gstin,
    supplier.email,
    supplier.phone,
    supplier.address,
    supplier.stateCode ?? supplier.placeOfSupply,
    supplier.supplyType,
    totals.subtotal,
    cgst,
    sgst,
    inter ? totals.gstTotal : 0,
    totals.gstTotal,
    totals.payable,
    createdAt,
  ]);
  products.forEach((product, index) => {
    const row = rows[index];
    const result = totals.rows[index];
    if (!row || !result) throw new Error('computePurchaseTotals returned fewer rows than it was given');
    sink.add('purchase_items', [
      ++ids.purchaseItem,
      purchaseId,
      index + 1,
      product.id,
      product.name,
      product.hsnCode,
      product.unit,
      row.quantity,
      toBasisPoints(row.discountPercent),
      toBasisPoints(row.gstRate),
      product.mrp,
      row.amount,
      result.unitRate,
      result.taxable,
      result.gst,
      result.total,
    ]);
    sink.add('stock_movements', [++ids.movement, product.id, day.date, row.quantity, 'purchase', purchaseId]);
  });
}
