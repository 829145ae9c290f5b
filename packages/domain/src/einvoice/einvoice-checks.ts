import type { EwayProblem } from '../eway/eway-checks';
import { PIN_CODE_PATTERN, pinCodeStateProblem } from '../eway/pin-codes';
import { stateName } from '../states';
import type { EInvoiceDocument } from './inv01';

// The IRP's checks that a shop's own data can fail, run before the file is offered. Each names
// the form field to fix and the schema's key.

/** DocDtls.No: 1 to 16 letters, digits, / or -, not starting with 0 or a symbol. */
export const EINVOICE_DOCUMENT_NUMBER_PATTERN = /^[A-Za-z1-9][A-Za-z0-9/-]{0,15}$/;
/** HsnCd: 4, 6 or 8 digits, not all zeros. */
export const EINVOICE_HSN_PATTERN = /^(?:\d{4}|\d{6}|\d{8})$/;
/** RndOffAmt lies within ±99.99 (paise). */
export const MAX_EINVOICE_ROUND_OFF = 9999;
export const MAX_EINVOICE_ITEMS = 1000;

function partyProblems(role: 'seller' | 'buyer', side: EInvoiceDocument['seller']): EwayProblem[] {
  const key = role === 'seller' ? 'SellerDtls' : 'BuyerDtls';
  const who = role === 'seller' ? "The shop's" : "The buyer's";
  const problems: EwayProblem[] = [];
  if (!PIN_CODE_PATTERN.test(side.pinCode)) {
    problems.push({
      field: `${role}_pin_code`,
      message: `${key}.Pin: ${who} PIN code is required (6 digits)`,
    });
  } else {
    const problem = pinCodeStateProblem(
      side.pinCode,
      side.stateCode,
      stateName(side.stateCode) ?? side.stateCode,
    );
    if (problem) problems.push({ field: `${role}_pin_code`, message: `${key}.Pin: ${problem}` });
  }
  if (side.gstin && side.gstin.slice(0, 2) !== side.stateCode) {
    problems.push({
      field: `${role}_gstin`,
      message: `${key}.Stcd: ${who} GSTIN is of state ${side.gstin.slice(0, 2)}, not ${side.stateCode}`,
    });
  }
  if (side.place.trim().length < 3) {
    problems.push({
      field: `${role}_place`,
      message: `${key}.Loc: ${who} place (town) is required, at least 3 characters`,
    });
  }
  if (side.address.trim().length < 1) {
    problems.push({ field: `${role}_address`, message: `${key}.Addr1: ${who} address is required` });
  }
  return problems;
}

/** Every problem the IRP would refuse the document for; empty when it would be accepted. */
export function checkEInvoice(document: EInvoiceDocument): EwayProblem[] {
  const problems: EwayProblem[] = [];
  if (!EINVOICE_DOCUMENT_NUMBER_PATTERN.test(document.number)) {
    problems.push({
      field: 'document_number',
      message:
        'DocDtls.No: The number must be 1 to 16 letters, digits, / or -, and must not start with 0, / or -',
    });
  }
  if (!document.buyer.gstin) {
    problems.push({
      field: 'customer_gstin',
      message: 'BuyerDtls.Gstin: A B2C invoice (buyer without GSTIN) is not reported to the IRP',
    });
  } else if (document.buyer.gstin === document.seller.gstin) {
    problems.push({
      field: 'customer_gstin',
      message: "BuyerDtls.Gstin: The buyer's GSTIN is the shop's own",
    });
  }
  if (!document.seller.gstin) {
    problems.push({ field: 'seller_gstin', message: "SellerDtls.Gstin: The shop's GSTIN is required" });
  }
  problems.push(...partyProblems('seller', document.seller), ...partyProblems('buyer', document.buyer));
  if (document.lines.length === 0 || document.lines.length > MAX_EINVOICE_ITEMS) {
    problems.push({ field: 'items', message: `ItemList: 1 to ${MAX_EINVOICE_ITEMS} lines` });
  }
  document.lines.forEach((line, index) => {
    if (!EINVOICE_HSN_PATTERN.test(line.hsnCode) || /^0+$/.test(line.hsnCode)) {
      problems.push({
        field: `items.${index}.hsn_code`,
        message: `ItemList.${index}.HsnCd: HSN ${line.hsnCode} of line ${index + 1} must be 4, 6 or 8 digits, not all zeros`,
      });
    }
  });
  if (Math.abs(document.roundOff) > MAX_EINVOICE_ROUND_OFF) {
    problems.push({
      field: 'round_off',
      message: 'ValDtls.RndOffAmt: Round-off must be between -99.99 and 99.99',
    });
  }
  return problems;
}
