import type { PurchaseReturnDetail, PurchaseReturnListRow } from '@bahi/domain/schemas/purchase-returns';
import type { SettingsRow } from '../core/shop/settings-repository';
import { correctionFigures, correctionHeadShown } from '../documents/correction-lines';
import { toPartySnapshot } from '../documents/document-presenter';
import { storedSeller } from '../documents/seller-snapshot';
import type { PurchaseReturnItemRow, PurchaseReturnRow } from './purchase-return-repository';

// Stored purchase return rows (paise, basis points) → the API's shapes (rupees, percent).

export function toPurchaseReturnListRow(row: PurchaseReturnRow): PurchaseReturnListRow {
  return {
    id: row.id,
    return_number: row.return_number,
    kind: row.kind,
    supplier_note_number: row.supplier_note_number,
    purchase: {
      id: row.purchase_id,
      purchase_number: row.purchase_number,
      invoice_number: row.supplier_invoice_number,
      date: row.purchase_date,
    },
    supplier_id: row.supplier_id,
    supplier: toPartySnapshot('supplier', row.supplier_id, row),
    ...correctionHeadShown(row),
  };
}

export function toPurchaseReturnDetail(
  row: PurchaseReturnRow,
  items: readonly PurchaseReturnItemRow[],
  settings: SettingsRow,
): PurchaseReturnDetail {
  const { lines, ...figures } = correctionFigures(items, row);
  return {
    ...toPurchaseReturnListRow(row),
    seller: storedSeller(row.seller_snapshot, settings),
    items: lines.map(({ source, shown }) => ({ ...shown, purchase_item_id: source.purchase_item_id })),
    ...figures,
  };
}
