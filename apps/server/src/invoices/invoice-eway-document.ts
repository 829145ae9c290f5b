import { type EwayDocument, rupeesToPaise } from '@bahi/domain';
import type { InvoiceDetail } from '@bahi/domain/schemas';
import type { EDocumentSettingsRow } from '../e-documents/e-document-settings-repository';
import type { EwayBillRow } from '../e-documents/eway-bill-repository';
import type { EwaySubject } from '../e-documents/eway-bill-view';
import { ewayLinesOf, ewayShopParty } from '../e-documents/eway-document-parts';
import { placeOfAddress } from '../e-documents/party-place';

// An invoice as the e-way bill rules read it: the shop (or its dispatch place) to the customer,
// its lines in paise. The delivery PIN and place are the form's, else the customer's PIN and the
// last part of the customer's address (the town, as addresses are usually written).

export function ewayDocumentOfInvoice(
  detail: InvoiceDetail,
  settings: EDocumentSettingsRow,
  customerPinCode: string | null,
  bill: Pick<EwayBillRow, 'to_pin_code' | 'to_place'> | undefined,
): EwayDocument {
  return {
    supplyType: 'O',
    docType: detail.seller.gstin ? 'INV' : 'BIL',
    docNo: detail.invoice_number,
    docDate: detail.date,
    userGstin: detail.seller.gstin,
    from: ewayShopParty(detail.seller, settings),
    to: {
      gstin: detail.customer.gstin,
      name: detail.customer.name,
      address: detail.customer.address ?? '',
      place: bill?.to_place ?? placeOfAddress(detail.customer.address),
      pinCode: bill?.to_pin_code ?? customerPinCode ?? '',
      stateCode: detail.place_of_supply.state_code,
    },
    lines: ewayLinesOf(detail.items),
    otherValue: rupeesToPaise(detail.round_off),
    totalInvoiceValue: rupeesToPaise(detail.grand_total),
  };
}

export function ewaySubjectOfInvoice(
  detail: InvoiceDetail,
  settings: EDocumentSettingsRow,
  customerPinCode: string | null,
): EwaySubject {
  return {
    type: 'invoice',
    id: detail.id,
    number: detail.invoice_number,
    label: 'Invoice',
    cancelled: detail.status === 'Cancelled',
    supplyType: detail.supply_type,
    reason: { subSupplyType: 1, subSupplyDesc: null },
    document: (bill) => ewayDocumentOfInvoice(detail, settings, customerPinCode, bill),
  };
}
