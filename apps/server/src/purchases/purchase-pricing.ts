import {
  computePurchaseTotals,
  financialYearOf,
  multiplyByQuantity,
  rupeesToPaise,
  splitPurchaseGst,
  sumPaise,
  supplierBillKey,
} from '@bahi/domain';
import type { PurchaseInput } from '@bahi/domain/schemas';
import type { Db } from '../core/db/database';
import { computeOrRefuse, loadDocumentParties, partySnapshotColumns } from '../documents/document-pricing';
import { quantityColumns } from '../documents/free-quantity';
import { toLineSnapshot } from '../documents/line-products';
import { checkPurchaseBatchFields, claimPurchaseBatches } from './purchase-batches';
import type { PurchaseItemValuesRow, PurchaseValuesRow } from './purchase-repository';

export type PricedPurchase = {
  header: Omit<PurchaseValuesRow, 'purchase_number' | 'seller_snapshot'>;
  items: PurchaseItemValuesRow[];
};

/** Gross row amount in paise: the amount typed, or unit rate × quantity when only a rate is given. */
function grossAmount(item: PurchaseInput['items'][number]): number {
  if (item.amount !== undefined) return rupeesToPaise(item.amount);
  return multiplyByQuantity(rupeesToPaise(item.rate ?? 0), item.quantity);
}

/**
 * Checks the supplier, products, rates and batches, and works out every amount with the domain's purchase
 * arithmetic (docs/gst-rules.md). Runs inside the purchase's transaction: a new batch a line brings
 * is recorded here (purchase-batches.ts). By the supplier's state each row's GST splits into CGST and SGST
 * (CGST takes an odd paisa) or is IGST; the purchase's heads are the sums of its rows'.
 */
export async function pricePurchase(db: Db, input: PurchaseInput): Promise<PricedPurchase> {
  const errors = {};
  const { party, place, productsById } = await loadDocumentParties(
    db,
    {
      kind: 'suppliers',
      id: input.supplier_id,
      field: 'supplier_id',
      missingMessage: `Supplier ${input.supplier_id} does not exist`,
    },
    input.items,
    errors,
    async ({ productsById }) => checkPurchaseBatchFields(input.items, productsById, errors),
  );
  const rows = input.items.map((item) => ({
    amount: grossAmount(item),
    discountPercent: item.discount,
    gstRate: item.gst_rate,
    quantity: item.quantity,
  }));
  const totals = computeOrRefuse(
    () => computePurchaseTotals(rows, { roundOff: input.round_off }),
    'The amounts are too large',
  );
  const heads = totals.rows.map((row) => splitPurchaseGst(row.gst, place.supplyType));
  const batchIds = await claimPurchaseBatches(db, input.items, productsById);

  return {
    header: {
      financial_year: financialYearOf(input.purchase_date).label,
      supplier_invoice_number: input.invoice_number,
      supplier_bill_key: supplierBillKey(input.invoice_number),
      purchase_date: input.purchase_date,
      ...partySnapshotColumns('supplier', party, place),
      supply_type: place.supplyType,
      total_amount: totals.subtotal,
      cgst_amount: sumPaise(heads.map((head) => head.cgst)),
      sgst_amount: sumPaise(heads.map((head) => head.sgst)),
      igst_amount: sumPaise(heads.map((head) => head.igst)),
      gst_amount: totals.gstTotal,
      round_off: totals.roundOff,
      grand_total: totals.payable,
    },
    items: input.items.map((item, index) => {
      const product = productsById.get(item.product_id);
      const row = totals.rows[index];
      const gross = rows[index];
      const head = heads[index];
      if (!product || !row || !gross || !head) throw new Error('Purchase row lost while pricing');
      return {
        ...toLineSnapshot(index, product, item),
        ...quantityColumns(item),
        batch_id: batchIds[index] ?? null,
        mrp: item.mrp === undefined ? null : rupeesToPaise(item.mrp),
        amount: gross.amount,
        // Kept so that a correction of the quantity keeps the rate the person typed.
        typed_rate: item.amount === undefined && item.rate !== undefined ? rupeesToPaise(item.rate) : null,
        rate: row.unitRate,
        subtotal: row.taxable,
        tax_amount: row.gst,
        cgst_amount: head.cgst,
        sgst_amount: head.sgst,
        igst_amount: head.igst,
        total: row.total,
      };
    }),
  };
}
