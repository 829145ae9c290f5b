import { checkEwayBill, type EwayPartB, ewayBillNeeded, ewayStatusOf, paiseToRupees } from '@bahi/domain';
import type { EwayBill, InvoiceDetail } from '@bahi/domain/schemas';
import type { EDocumentSettingsRow } from '../e-documents/e-document-settings-repository';
import type { EwayBillRow } from './eway-bill-repository';
import { ewayDocumentOfInvoice, invoiceConsignmentValue, partBOf, thresholdsOf } from './eway-invoice-source';

export const CANCEL_REASONS: Record<number, string> = {
  1: 'Duplicate',
  2: 'Order cancelled',
  3: 'Data entry mistake',
  4: 'Others',
};

/** What a document's bill starts with before the clerk saves one: a supply, by road, distance for the portal. */
export function defaultPartB(settings: EDocumentSettingsRow): EwayPartB {
  return {
    subSupplyType: 1,
    subSupplyDesc: null,
    transactionType: settings.dispatch_address ? 3 : 1,
    transporterId: null,
    transporterName: null,
    transMode: 1,
    vehicleNo: null,
    vehicleType: 'R',
    transDocNo: null,
    transDocDate: null,
    distanceKm: 0,
  };
}

export function toEwayBill(
  detail: InvoiceDetail,
  settings: EDocumentSettingsRow,
  customerPinCode: string | null,
  bill: EwayBillRow | undefined,
  today: string,
  now: string,
): EwayBill {
  const value = invoiceConsignmentValue(detail);
  const thresholds = thresholdsOf(settings);
  const needed = ewayBillNeeded(value, detail.supply_type, thresholds);
  const document = ewayDocumentOfInvoice(detail, settings, customerPinCode, bill);
  const partB = bill ? partBOf(bill) : defaultPartB(settings);
  const live = Boolean(bill?.ewb_number && !bill.cancelled_at);
  return {
    document_type: 'invoice',
    document_id: detail.id,
    document_number: detail.invoice_number,
    document_date: detail.date,
    consignment_value: paiseToRupees(value),
    threshold: paiseToRupees(detail.supply_type === 'intra' ? thresholds.intraState : thresholds.interState),
    needed,
    status: ewayStatusOf({ needed, cancelled: detail.status === 'Cancelled', bill, now }),
    part_b: {
      sub_supply_type: partB.subSupplyType,
      sub_supply_desc: partB.subSupplyDesc,
      transaction_type: partB.transactionType,
      transporter_id: partB.transporterId,
      transporter_name: partB.transporterName,
      trans_mode: partB.transMode,
      vehicle_no: partB.vehicleNo,
      vehicle_type: partB.vehicleType,
      trans_doc_no: partB.transDocNo,
      trans_doc_date: partB.transDocDate,
      distance_km: partB.distanceKm,
      to_pin_code: document.to.pinCode || null,
      to_place: document.to.place || null,
    },
    saved: bill !== undefined,
    problems: live ? [] : checkEwayBill(document, partB, today),
    ewb_number: bill?.ewb_number ?? null,
    ewb_date: bill?.ewb_date ?? null,
    valid_until: bill?.valid_until ?? null,
    cancelled_at: bill?.cancelled_at ?? null,
    cancel_reason: bill?.cancel_reason_code
      ? [CANCEL_REASONS[bill.cancel_reason_code], bill.cancel_remark].filter(Boolean).join(': ')
      : null,
    version: bill?.version ?? null,
  };
}
