import {
  checkEwayBill,
  consignmentValue,
  type EwayDocument,
  type EwayPartB,
  ewayBillNeeded,
  ewayStatusOf,
  paiseToRupees,
} from '@bahi/domain';
import type { EwayBill } from '@bahi/domain/schemas';
import type { EwayDocumentType } from '../core/db/schema-e-documents';
import type { EDocumentSettingsRow } from './e-document-settings-repository';
import type { EwayBillRow } from './eway-bill-repository';

// What an invoice and a purchase return share of their e-way bill: each feature describes its
// document as an EwaySubject (how the rules read it, the reason its bill starts with), and the
// rules, the form's answer and the writes (eway-bill-record.ts) are the same for both.

export type EwaySubject = {
  type: EwayDocumentType;
  id: number;
  number: string;
  /** 'Invoice', 'Purchase return': how messages name the document. */
  label: string;
  cancelled: boolean;
  supplyType: 'intra' | 'inter';
  /** The reason (sub-supply type) a bill of this document starts with. */
  reason: Pick<EwayPartB, 'subSupplyType' | 'subSupplyDesc'>;
  /** The document as the e-way bill reads it, with the delivery PIN and place of the saved form. */
  document: (bill: Pick<EwayBillRow, 'to_pin_code' | 'to_place'> | undefined) => EwayDocument;
};

export const CANCEL_REASONS: Record<number, string> = {
  1: 'Duplicate',
  2: 'Order cancelled',
  3: 'Data entry mistake',
  4: 'Others',
};

/** What a document's bill starts with before the clerk saves one: its reason, by road, distance for the portal. */
export function defaultPartB(
  settings: EDocumentSettingsRow,
  subject: Pick<EwaySubject, 'reason'>,
): EwayPartB {
  return {
    ...subject.reason,
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

/** The saved Part B, else what the subject's bill starts with. */
export function partBOfSubject(
  subject: EwaySubject,
  settings: EDocumentSettingsRow,
  bill: EwayBillRow | undefined,
): EwayPartB {
  return bill ? partBOf(bill) : defaultPartB(settings, subject);
}

export function toEwayView(
  subject: EwaySubject,
  settings: EDocumentSettingsRow,
  bill: EwayBillRow | undefined,
  today: string,
  now: string,
): EwayBill {
  const document = subject.document(bill);
  const value = consignmentValue(document.lines);
  const thresholds = { interState: settings.eway_threshold, intraState: settings.eway_intra_threshold };
  const needed = ewayBillNeeded(value, subject.supplyType, thresholds);
  const partB = partBOfSubject(subject, settings, bill);
  const live = Boolean(bill?.ewb_number && !bill.cancelled_at);
  return {
    document_type: subject.type,
    document_id: subject.id,
    document_number: subject.number,
    document_date: document.docDate,
    consignment_value: paiseToRupees(value),
    threshold: paiseToRupees(subject.supplyType === 'intra' ? thresholds.intraState : thresholds.interState),
    needed,
    status: ewayStatusOf({ needed, cancelled: subject.cancelled, bill, now }),
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
