import { type EwayDocument, type EwayLine, rupeesToPaise } from '@bahi/domain';
import type { InvoiceDetail } from '@bahi/domain/schemas';
import type { EDocumentSettingsRow } from '../e-documents/e-document-settings-repository';
import type { EwayBillRow } from '../e-documents/eway-bill-repository';
import type { EwaySubject } from '../e-documents/eway-bill-view';
import { placeOfAddress } from '../e-documents/party-place';

// An invoice as the e-way bill rules read it: the shop (or its dispatch place) to the customer,
// its lines in paise. The delivery PIN and place are the form's, else the customer's PIN and the
// last part of the customer's address (the town, as addresses are usually written).

function linesOf(detail: InvoiceDetail): EwayLine[] {
  return detail.items.map((item) => ({
    productName: item.product.name,
    hsnCode: item.product.hsn_code,
    unit: item.unit,
    quantity: item.quantity,
    taxable: rupeesToPaise(item.subtotal),
    gstRateBp: Math.round(item.gst_rate * 100),
    cgst: rupeesToPaise(item.cgst_amount),
    sgst: rupeesToPaise(item.sgst_amount),
    igst: rupeesToPaise(item.igst_amount),
  }));
}

export function ewayDocumentOfInvoice(
  detail: InvoiceDetail,
  settings: EDocumentSettingsRow,
  customerPinCode: string | null,
  bill: Pick<EwayBillRow, 'to_pin_code' | 'to_place'> | undefined,
): EwayDocument {
  const dispatch = settings.dispatch_address !== null;
  const lines = linesOf(detail);
  return {
    supplyType: 'O',
    docType: detail.seller.gstin ? 'INV' : 'BIL',
    docNo: detail.invoice_number,
    docDate: detail.date,
    userGstin: detail.seller.gstin,
    from: {
      gstin: detail.seller.gstin,
      name: detail.seller.name,
      address: (dispatch ? settings.dispatch_address : detail.seller.address) ?? '',
      place: (dispatch ? settings.dispatch_place : settings.place) ?? '',
      pinCode: (dispatch ? settings.dispatch_pin_code : settings.pin_code) ?? '',
      stateCode: detail.seller.state_code,
    },
    to: {
      gstin: detail.customer.gstin,
      name: detail.customer.name,
      address: detail.customer.address ?? '',
      place: bill?.to_place ?? placeOfAddress(detail.customer.address),
      pinCode: bill?.to_pin_code ?? customerPinCode ?? '',
      stateCode: detail.place_of_supply.state_code,
    },
    lines,
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
