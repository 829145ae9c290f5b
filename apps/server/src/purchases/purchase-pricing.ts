import { computePurchaseTotals, financialYearOf, placeOfSupply, rupeesToPaise } from '@bahi/domain';
import type { PurchaseInput } from '@bahi/domain/schemas';
import { findPartyById } from '../catalogue/parties/party-repository';
import type { Db } from '../db/database';
import { loadLineProducts, toLineSnapshot } from '../documents/line-products';
import { type FieldErrors, ValidationError } from '../http/errors';
import { findSettings } from '../settings/settings-repository';
import type { PurchaseItemValuesRow, PurchaseValuesRow } from './purchase-repository';

export type PricedPurchase = {
  header: Omit<PurchaseValuesRow, 'purchase_number'>;
  items: PurchaseItemValuesRow[];
};

/** Gross row amount in paise: the amount typed, or unit rate × quantity when only a rate is given. */
function grossAmount(item: PurchaseInput['items'][number]): number {
  if (item.amount !== undefined) return rupeesToPaise(item.amount);
  return rupeesToPaise(item.rate ?? 0) * item.quantity;
}

/**
 * Checks the supplier, products and rates, and works out every amount with the domain's purchase
 * math (DESIGN.md section 2). Intra-state purchases split GST into CGST and SGST (CGST takes the
 * odd paisa), inter-state ones are IGST.
 */
export async function pricePurchase(db: Db, input: PurchaseInput): Promise<PricedPurchase> {
  const errors: FieldErrors = {};
  const [seller, supplier, productsById] = await Promise.all([
    findSettings(db),
    findPartyById(db, 'suppliers', input.supplier_id),
    loadLineProducts(db, input.items, errors),
  ]);
  if (!supplier) errors.supplier_id = [`Supplier ${input.supplier_id} does not exist`];
  if (!supplier || Object.keys(errors).length > 0) throw new ValidationError(errors);

  const rows = input.items.map((item) => ({
    amount: grossAmount(item),
    discountPercent: item.discount,
    gstRate: item.gst_rate,
    quantity: item.quantity,
  }));
  let totals: ReturnType<typeof computePurchaseTotals>;
  try {
    totals = computePurchaseTotals(rows);
  } catch (error) {
    if (error instanceof RangeError)
      throw new ValidationError({ items: [`The amounts are too large: ${error.message}`] });
    throw error;
  }
  const place = placeOfSupply({
    buyerGstin: supplier.gstin,
    buyerStateCode: supplier.state_code,
    sellerStateCode: seller.state_code,
  });
  const intra = place.supplyType === 'intra';
  const cgst = intra ? Math.ceil(totals.gstTotal / 2) : 0;

  return {
    header: {
      financial_year: financialYearOf(input.purchase_date).label,
      supplier_invoice_number: input.invoice_number,
      purchase_date: input.purchase_date,
      supplier_id: supplier.id,
      supplier_name: supplier.name,
      supplier_gstin: supplier.gstin,
      supplier_email: supplier.email,
      supplier_phone: supplier.phone,
      supplier_address: supplier.address,
      supplier_state_code: supplier.state_code ?? place.stateCode,
      supply_type: place.supplyType,
      total_amount: totals.subtotal,
      cgst_amount: cgst,
      sgst_amount: intra ? totals.gstTotal - cgst : 0,
      igst_amount: intra ? 0 : totals.gstTotal,
      gst_amount: totals.gstTotal,
      grand_total: totals.payable,
    },
    items: input.items.map((item, index) => {
      const product = productsById.get(item.product_id);
      const row = totals.rows[index];
      const gross = rows[index];
      if (!product || !row || !gross) throw new Error('Purchase row lost while pricing');
      return {
        ...toLineSnapshot(index, product, item),
        mrp: item.mrp === undefined ? null : rupeesToPaise(item.mrp),
        amount: gross.amount,
        rate: row.unitRate,
        subtotal: row.taxable,
        tax_amount: row.gst,
        total: row.total,
      };
    }),
  };
}
