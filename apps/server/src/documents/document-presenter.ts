import { paiseToRupees, stateName } from '@bahi/domain';
import type { Seller } from '@bahi/domain/schemas';
import type { LineAmountColumns, StoredLineColumns } from '../core/db/schema-columns';
import type { SettingsRow } from '../core/shop/settings-repository';

// Pieces shared by the invoice and purchase presenters: rates and money on the wire, and the
// seller block printed on every document.

export const rupees = paiseToRupees;

/** 1800 basis points → 18 (percent). */
export function percentOf(basisPoints: number): number {
  return basisPoints / 100;
}

/** '18' for 1800, '0.25' for 25: the key of a per-rate summary. */
export function rateKey(basisPoints: number): string {
  return String(basisPoints / 100);
}

export function toSeller(settings: SettingsRow): Seller {
  return {
    name: settings.name,
    gstin: settings.gstin === '' ? null : settings.gstin,
    state_code: settings.state_code,
    state_name: stateName(settings.state_code) ?? '',
    phone: settings.phone,
    email: settings.email,
    address: settings.address,
    bank_name: settings.bank_name,
    bank_account_number: settings.bank_account_number,
    bank_ifsc: settings.bank_ifsc,
    bank_branch: settings.bank_branch,
    upi_id: settings.upi_id,
    demo: settings.demo === 1,
  };
}

type PartySnapshotColumns<P extends string> = {
  [K in
    | `${P}_name`
    | `${P}_gstin`
    | `${P}_email`
    | `${P}_phone`
    | `${P}_address`
    | `${P}_state_code`]: K extends `${P}_name` ? string : string | null;
};

/** The party block of a document from its snapshot columns (customer_… or supplier_…). */
export function toPartySnapshot<P extends 'customer' | 'supplier'>(
  prefix: P,
  id: number,
  row: PartySnapshotColumns<P>,
) {
  const columns = row as Record<string, string | null>;
  return {
    id,
    name: columns[`${prefix}_name`] ?? '',
    gstin: columns[`${prefix}_gstin`] ?? null,
    email: columns[`${prefix}_email`] ?? null,
    phone: columns[`${prefix}_phone`] ?? null,
    address: columns[`${prefix}_address`] ?? null,
    state_code: columns[`${prefix}_state_code`] ?? null,
  };
}

/** A document line's stored amounts in rupees, in the order every detail shows them. */
export function lineAmountsShown(item: LineAmountColumns) {
  return {
    subtotal: rupees(item.subtotal),
    tax_amount: rupees(item.tax_amount),
    cgst_amount: rupees(item.cgst_amount),
    sgst_amount: rupees(item.sgst_amount),
    igst_amount: rupees(item.igst_amount),
    total: rupees(item.total),
  };
}

/** The batch a line names, as details and correction forms show it; null without batches. */
export function lineBatchShown(
  item: Pick<StoredLineColumns, 'batch_id' | 'batch_number' | 'batch_expiry_date'>,
) {
  return item.batch_id === null || item.batch_number === null || item.batch_expiry_date === null
    ? null
    : { id: item.batch_id, batch_number: item.batch_number, expiry_date: item.batch_expiry_date };
}

/** A document line's place and product as its detail shows them. */
export function lineProductShown(item: StoredLineColumns) {
  return {
    id: item.id,
    line_no: item.line_no,
    product_id: item.product_id,
    product: { name: item.product_name, hsn_code: item.hsn_code },
    unit: item.unit,
    batch: lineBatchShown(item),
  };
}
