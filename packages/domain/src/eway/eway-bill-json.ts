import { formatDateDmy } from '../dates';
import { type Paise, paiseToRupees } from '../money';
import type { EwayDocument, EwayPartB, EwayParty } from './eway-document';

// The e-way bill portal's bulk-generation file: {"version": "1.0.0621", "billLists": [bill, ...]},
// uploaded at ewaybillgst.gov.in (e-Waybill → Generate Bulk). Amounts are rupees with two
// decimals; dates dd/mm/yyyy; only IGST between states, only CGST and SGST within one.

export const EWAY_BULK_VERSION = '1.0.0621';

export type EwayBulkItem = {
  itemNo: number;
  productName: string;
  productDesc: string;
  hsnCode: number;
  quantity: number;
  qtyUnit: string;
  taxableAmount: number;
  sgstRate: number;
  cgstRate: number;
  igstRate: number;
  cessRate: number;
  cessNonAdvol: number;
};

export type EwayBulkBill = Record<string, string | number | null | EwayBulkItem[]> & {
  docNo: string;
  itemList: EwayBulkItem[];
};

export type EwayBulkFile = { version: string; billLists: EwayBulkBill[] };

const rupees = (value: Paise) => paiseToRupees(value);
const sum = (values: readonly Paise[]) => values.reduce((total, value) => total + value, 0);

function partyFields(side: 'from' | 'to', party: EwayParty) {
  return {
    [`${side}Gstin`]: party.gstin ?? 'URP',
    [`${side}TrdName`]: party.name.slice(0, 100),
    [`${side}Addr1`]: party.address.slice(0, 120),
    [`${side}Addr2`]: '',
    [`${side}Place`]: party.place.slice(0, 50),
    [`${side}Pincode`]: Number(party.pinCode),
    [`${side}StateCode`]: Number(party.stateCode),
  };
}

/** One bill of the bulk file: Part A from the document, Part B from the form. */
export function buildEwayBulkBill(document: EwayDocument, partB: EwayPartB): EwayBulkBill {
  const inter = document.from.stateCode !== document.to.stateCode;
  const lines = document.lines;
  const rate = (bp: number) => bp / 100;
  return {
    userGstin: document.userGstin ?? '',
    supplyType: document.supplyType,
    subSupplyType: partB.subSupplyType,
    subSupplyDesc: partB.subSupplyType === 8 ? (partB.subSupplyDesc ?? '') : '',
    docType: document.docType,
    docNo: document.docNo,
    docDate: formatDateDmy(document.docDate),
    transType: partB.transactionType,
    ...partyFields('from', document.from),
    actualFromStateCode: Number(document.from.stateCode),
    ...partyFields('to', document.to),
    actualToStateCode: Number(document.to.stateCode),
    totalValue: rupees(sum(lines.map((line) => line.taxable))),
    cgstValue: rupees(sum(lines.map((line) => line.cgst))),
    sgstValue: rupees(sum(lines.map((line) => line.sgst))),
    igstValue: rupees(sum(lines.map((line) => line.igst))),
    cessValue: 0,
    TotNonAdvolVal: 0,
    OthValue: rupees(document.otherValue),
    totInvValue: rupees(document.totalInvoiceValue),
    transMode: partB.transMode ?? '',
    transDistance: String(partB.distanceKm),
    transporterId: partB.transporterId ?? '',
    transporterName: partB.transporterName ?? '',
    transDocNo: partB.transDocNo ?? '',
    transDocDate: partB.transDocDate ? formatDateDmy(partB.transDocDate) : '',
    vehicleNo: partB.transMode === 1 ? (partB.vehicleNo ?? '') : '',
    vehicleType: partB.transMode === 1 && partB.vehicleNo ? (partB.vehicleType ?? 'R') : '',
    mainHsnCode: Number(mainHsn(document)),
    itemList: lines.map((line, index) => ({
      itemNo: index + 1,
      productName: line.productName.slice(0, 100),
      productDesc: line.productName.slice(0, 100),
      hsnCode: Number(line.hsnCode),
      quantity: line.quantity,
      qtyUnit: line.unit,
      taxableAmount: rupees(line.taxable),
      sgstRate: inter ? 0 : rate(line.gstRateBp) / 2,
      cgstRate: inter ? 0 : rate(line.gstRateBp) / 2,
      igstRate: inter ? rate(line.gstRateBp) : 0,
      cessRate: 0,
      cessNonAdvol: 0,
    })),
  };
}

/** The goods HSN carrying the most taxable value: the portal's main HSN of the bill. */
function mainHsn(document: EwayDocument): string {
  const byHsn = new Map<string, Paise>();
  for (const line of document.lines) {
    if (line.hsnCode.startsWith('99')) continue;
    byHsn.set(line.hsnCode, (byHsn.get(line.hsnCode) ?? 0) + line.taxable);
  }
  let best = document.lines[0]?.hsnCode ?? '';
  let bestValue = -1;
  for (const [hsn, value] of byHsn) {
    if (value > bestValue) [best, bestValue] = [hsn, value];
  }
  return best;
}

export function buildEwayBulkFile(bills: EwayBulkBill[]): EwayBulkFile {
  return { version: EWAY_BULK_VERSION, billLists: bills };
}
