import { type EwayDocument, rupeesToPaise } from '@bahi/domain';
import type { PurchaseReturnDetail } from '@bahi/domain/schemas';
import { NotFoundError } from '../core/http/errors';
import type { RequestContext } from '../core/http/request-context';
import {
  type EDocumentSettingsRow,
  findEDocumentSettings,
} from '../e-documents/e-document-settings-repository';
import type { EwayLoaded } from '../e-documents/eway-bill-record';
import type { EwayBillRow } from '../e-documents/eway-bill-repository';
import type { EwaySubject } from '../e-documents/eway-bill-view';
import { ewayLinesOf, ewayShopParty } from '../e-documents/eway-document-parts';
import type { EwayDocumentSource } from '../e-documents/eway-document-source';
import { findSupplierPinCode, placeOfAddress } from '../e-documents/party-place';
import { findReturnIdsByNumber, findStandingReturnIdsOn } from './purchase-return-eway-repository';
import { getPurchaseReturnDetail } from './purchase-return-service';

// A purchase return as the e-way bill rules read it: goods leaving the shop (or its dispatch
// place) for the supplier. The portal has no reason of its own for a return to the supplier, so
// the bill goes out as supply type O (outward), reason 8 (Others) described "Purchase Return",
// document type OTH: the return is neither a tax invoice nor a bill of supply, and the shop's
// debit note for it is not one of the portal's document types.

export const PURCHASE_RETURN_REASON = { subSupplyType: 8, subSupplyDesc: 'Purchase Return' } as const;

/** The supplier's state: as kept on it, else its GSTIN's, else the shop's when the supply is within the state. */
function supplierStateCode(detail: PurchaseReturnDetail): string {
  const { supplier, seller } = detail;
  return (
    supplier.state_code ??
    supplier.gstin?.slice(0, 2) ??
    (detail.supply_type === 'intra' ? seller.state_code : '')
  );
}

export function ewayDocumentOfPurchaseReturn(
  detail: PurchaseReturnDetail,
  settings: EDocumentSettingsRow,
  supplierPinCode: string | null,
  bill: Pick<EwayBillRow, 'to_pin_code' | 'to_place'> | undefined,
): EwayDocument {
  return {
    supplyType: 'O',
    docType: 'OTH',
    docNo: detail.return_number,
    docDate: detail.date,
    userGstin: detail.seller.gstin,
    from: ewayShopParty(detail.seller, settings),
    to: {
      gstin: detail.supplier.gstin,
      name: detail.supplier.name,
      address: detail.supplier.address ?? '',
      place: bill?.to_place ?? placeOfAddress(detail.supplier.address),
      pinCode: bill?.to_pin_code ?? supplierPinCode ?? '',
      stateCode: supplierStateCode(detail),
    },
    lines: ewayLinesOf(detail.items),
    otherValue: rupeesToPaise(detail.round_off),
    totalInvoiceValue: rupeesToPaise(detail.grand_total),
  };
}

/** How the shared e-way bill rules load purchase return `id`. */
export const purchaseReturnEwayLoader =
  (id: number) =>
  async (ctx: RequestContext): Promise<EwayLoaded> => {
    const detail = await getPurchaseReturnDetail(ctx, id);
    if (detail.kind === 'value') {
      throw new NotFoundError(
        `${detail.return_number} is a value note: it moves no goods, so it has no e-way bill`,
      );
    }
    const [settings, supplier] = await Promise.all([
      findEDocumentSettings(ctx.db),
      findSupplierPinCode(ctx.db, detail.supplier_id),
    ]);
    const subject: EwaySubject = {
      type: 'purchase_return',
      id,
      number: detail.return_number,
      label: 'Purchase return',
      cancelled: detail.status === 'Cancelled',
      supplyType: detail.supply_type,
      reason: PURCHASE_RETURN_REASON,
      document: (bill) => ewayDocumentOfPurchaseReturn(detail, settings, supplier?.pin_code ?? null, bill),
    };
    return { subject, settings };
  };

/** Purchase returns as the day's bulk file and the portal's answer read them. */
export const purchaseReturnEwaySource: EwayDocumentSource = {
  type: 'purchase_return',
  label: 'purchase return',
  portalDocTypes: ['OTH'],
  standingIdsOn: findStandingReturnIdsOn,
  idsByNumber: findReturnIdsByNumber,
  load: purchaseReturnEwayLoader,
};
