import type { Paise } from '../money';

// What the e-way bill rules read of a document (an invoice or a purchase return): the parties
// with their places, the lines with HSN and tax, and the conveyance (Part B). Money in paise.

export type EwayParty = {
  /** null: an unregistered party ('URP' on the bill). */
  gstin: string | null;
  name: string;
  address: string;
  place: string;
  pinCode: string;
  stateCode: string;
};

export type EwayLine = {
  productName: string;
  hsnCode: string;
  /** UQC, e.g. NOS, KGS. */
  unit: string;
  quantity: number;
  taxable: Paise;
  gstRateBp: number;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
};

export type EwayDocument = {
  /** O: goods leave the shop (a sale, a return to a supplier); I: goods come in. */
  supplyType: 'O' | 'I';
  /** INV tax invoice, BIL bill of supply, CHL delivery challan, OTH others. */
  docType: 'INV' | 'BIL' | 'CHL' | 'OTH';
  docNo: string;
  /** YYYY-MM-DD. */
  docDate: string;
  /** The shop's GSTIN, the one generating the bill. */
  userGstin: string | null;
  from: EwayParty;
  to: EwayParty;
  lines: readonly EwayLine[];
  /** Round-off and other charges on the document, in paise. */
  otherValue: Paise;
  totalInvoiceValue: Paise;
};

export const SUB_SUPPLY_TYPES = {
  1: 'Supply',
  2: 'Import',
  3: 'Export',
  4: 'Job Work',
  5: 'For Own Use',
  6: 'Job work Returns',
  7: 'Sales Return',
  8: 'Others',
  9: 'SKD/CKD/Lots',
  10: 'Line Sales',
  11: 'Recipient Not Known',
  12: 'Exhibition or Fairs',
} as const;

export const TRANSACTION_TYPES = {
  1: 'Regular',
  2: 'Bill To - Ship To',
  3: 'Bill From - Dispatch From',
  4: 'Combination of 2 and 3',
} as const;

export const TRANSPORT_MODES = { 1: 'Road', 2: 'Rail', 3: 'Air', 4: 'Ship' } as const;

export const VEHICLE_TYPES = { R: 'Regular', O: 'Over Dimensional Cargo' } as const;

/** Part B and the reason: what the clerk types on the document's e-way bill form. */
export type EwayPartB = {
  subSupplyType: keyof typeof SUB_SUPPLY_TYPES;
  /** Required with sub-supply type 8 (Others), up to 20 characters. */
  subSupplyDesc: string | null;
  transactionType: keyof typeof TRANSACTION_TYPES;
  transporterId: string | null;
  transporterName: string | null;
  /** null: Part A only (the transporter fills Part B on the portal). */
  transMode: keyof typeof TRANSPORT_MODES | null;
  vehicleNo: string | null;
  vehicleType: keyof typeof VEHICLE_TYPES | null;
  transDocNo: string | null;
  /** YYYY-MM-DD. */
  transDocDate: string | null;
  /** Kilometres; 0 lets the portal work it out from the PIN codes. */
  distanceKm: number;
};
