import {
  consignmentValue,
  type EwayDocument,
  type EwayLine,
  type EwayPartB,
  type EwayThresholds,
  rupeesToPaise,
} from '@bahi/domain';
import type { InvoiceDetail } from '@bahi/domain/schemas';
import type { EDocumentSettingsRow } from '../e-documents/e-document-settings-repository';
import { placeOfAddress } from '../e-documents/party-place';
import type { EwayBillRow } from './eway-bill-repository';

// An invoice as the e-way bill rules read it: the shop (or its dispatch place) to the customer,
// its lines in paise. The delivery PIN and place are the form's, else the customer's PIN and the
// last part of the customer's address (the town, as addresses are usually written).

export function thresholdsOf(settings: EDocumentSettingsRow): EwayThresholds {
  return { interState: settings.eway_threshold, intraState: settings.eway_intra_threshold };
}

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

export function invoiceConsignmentValue(detail: InvoiceDetail): number {
  return consignmentValue(linesOf(detail));
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

export function partBOf(row: EwayBillRow): EwayPartB {
  return {
    subSupplyType: row.sub_supply_type as EwayPartB['subSupplyType'],
    subSupplyDesc: row.sub_supply_desc,
    transactionType: row.transaction_type as EwayPartB['transactionType'],
    transporterId: row.transporter_id,
    transporterName: row.transporter_name,
    transMode: row.trans_mode as EwayPartB['transMode'],
    vehicleNo: row.vehicle_no,
    vehicleType: row.vehicle_type,
    transDocNo: row.trans_doc_no,
    transDocDate: row.trans_doc_date,
    distanceKm: row.distance_km,
  };
}
