import { formatDateDmy } from '../dates';
import type { EwayParty } from '../eway/eway-document';
import { type Paise, paiseToRupees } from '../money';

// The e-invoice schema INV-01, version 1.1, as the IRP takes it (einvoice1.gst.gov.in, the offline
// bulk tool and the API alike). Amounts in rupees with two decimals, quantity and unit price with
// three, dates dd/mm/yyyy, PINs as numbers. Bahi builds only what its documents carry: B2B, GST,
// no reverse charge, no cess, no e-way bill details.

export type EInvoiceDocType = 'INV' | 'CRN' | 'DBN';

/** A party as the IRP reads it: the same fields as on an e-way bill. */
export type EInvoiceParty = EwayParty;

export type EInvoiceLine = {
  productName: string;
  hsnCode: string;
  unit: string;
  quantity: number;
  /** Paise per unit before discount, as billed. */
  unitPrice: Paise;
  /** Unit price times quantity, before discount. */
  gross: Paise;
  taxable: Paise;
  gstRateBp: number;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
};

export type EInvoiceDocument = {
  docType: EInvoiceDocType;
  number: string;
  /** YYYY-MM-DD. */
  date: string;
  seller: EInvoiceParty;
  buyer: EInvoiceParty;
  placeOfSupply: string;
  lines: readonly EInvoiceLine[];
  roundOff: Paise;
  /** The invoice a note corrects. */
  preceding: { number: string; date: string } | null;
};

const rupees = (value: Paise) => paiseToRupees(value);
const sum = (values: readonly Paise[]) => values.reduce((total, value) => total + value, 0);
const thousandths = (value: number) => Math.round(value * 1000) / 1000;

function party(side: EInvoiceParty) {
  return {
    Gstin: side.gstin ?? '',
    LglNm: side.name.slice(0, 100),
    Addr1: side.address.slice(0, 100),
    Loc: side.place.slice(0, 50),
    Pin: Number(side.pinCode),
    Stcd: side.stateCode,
  };
}

export function buildInv01(document: EInvoiceDocument) {
  const items = document.lines.map((line, index) => {
    const taxes = line.cgst + line.sgst + line.igst;
    return {
      SlNo: String(index + 1),
      PrdDesc: line.productName.slice(0, 300),
      IsServc: line.hsnCode.startsWith('99') ? 'Y' : 'N',
      HsnCd: line.hsnCode,
      Qty: thousandths(line.quantity),
      Unit: line.unit,
      UnitPrice: thousandths(line.unitPrice / 100),
      TotAmt: rupees(line.gross),
      Discount: rupees(line.gross - line.taxable),
      AssAmt: rupees(line.taxable),
      GstRt: line.gstRateBp / 100,
      IgstAmt: rupees(line.igst),
      CgstAmt: rupees(line.cgst),
      SgstAmt: rupees(line.sgst),
      TotItemVal: rupees(line.taxable + taxes),
    };
  });
  const assessable = sum(document.lines.map((line) => line.taxable));
  const cgst = sum(document.lines.map((line) => line.cgst));
  const sgst = sum(document.lines.map((line) => line.sgst));
  const igst = sum(document.lines.map((line) => line.igst));
  return {
    Version: '1.1',
    TranDtls: { TaxSch: 'GST', SupTyp: 'B2B', RegRev: 'N', IgstOnIntra: 'N' },
    DocDtls: { Typ: document.docType, No: document.number, Dt: formatDateDmy(document.date) },
    SellerDtls: party(document.seller),
    BuyerDtls: { ...party(document.buyer), Pos: document.placeOfSupply },
    ItemList: items,
    ValDtls: {
      AssVal: rupees(assessable),
      CgstVal: rupees(cgst),
      SgstVal: rupees(sgst),
      IgstVal: rupees(igst),
      RndOffAmt: rupees(document.roundOff),
      TotInvVal: rupees(assessable + cgst + sgst + igst + document.roundOff),
    },
    ...(document.preceding
      ? {
          RefDtls: {
            PrecDocDtls: [
              { InvNo: document.preceding.number, InvDt: formatDateDmy(document.preceding.date) },
            ],
          },
        }
      : {}),
  };
}

export type Inv01 = ReturnType<typeof buildInv01>;
