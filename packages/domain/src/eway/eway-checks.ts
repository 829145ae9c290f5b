import { type DateParts, parseIsoDate } from '../dates';
import { isValidHsn } from '../hsn';
import { stateName } from '../states';
import type { EwayDocument, EwayPartB } from './eway-document';
import { FOREIGN_PIN_CODE, PIN_CODE_PATTERN, pinCodeStateProblem } from './pin-codes';

// The portal's checks on a bulk-generation bill, run before the file is offered so that the clerk
// fixes each problem in Bahi instead of reading the portal's error list. Each problem names the
// form field to fix and the portal's key.

export type EwayProblem = { field: string; message: string };

/** The portal refuses a distance above this. */
export const MAX_EWAY_DISTANCE_KM = 4000;
/** Within one PIN code the portal accepts 1 to 100 km. */
export const SAME_PIN_MAX_DISTANCE_KM = 100;
/** Within a state and up to this distance to the transporter, the vehicle number may be left out. */
export const NO_VEHICLE_MAX_DISTANCE_KM = 50;
/** A document older than this many days cannot get an e-way bill. */
export const MAX_DOCUMENT_AGE_DAYS = 180;

export const VEHICLE_NUMBER_PATTERN = /^[A-Z0-9]{4,15}$/;
export const TRANSPORTER_ID_PATTERN = /^[0-9]{2}[0-9A-Z]{13}$/;
const DOCUMENT_NUMBER_PATTERN = /^[A-Za-z0-9/-]{1,16}$/;

function dayNumber(parts: DateParts): number {
  return Date.UTC(parts.year, parts.month - 1, parts.day) / 86_400_000;
}

function partyProblems(side: 'from' | 'to', party: EwayDocument['from']): EwayProblem[] {
  const problems: EwayProblem[] = [];
  const who = side === 'from' ? 'Dispatch' : 'Delivery';
  const field = `${side}_pin_code`;
  if (!PIN_CODE_PATTERN.test(party.pinCode)) {
    problems.push({ field, message: `${side}Pincode: ${who} PIN code must be 6 digits` });
  } else if (party.pinCode !== FOREIGN_PIN_CODE) {
    const name = stateName(party.stateCode) ?? party.stateCode;
    const problem = pinCodeStateProblem(party.pinCode, party.stateCode, name);
    if (problem) problems.push({ field, message: `${side}Pincode: ${problem}` });
  }
  if (party.place.trim() === '') {
    problems.push({ field: `${side}_place`, message: `${side}Place: ${who} place is required` });
  }
  if (party.address.trim() === '' && side === 'from') {
    problems.push({ field: 'from_address', message: 'fromAddr1: The dispatch address is required' });
  }
  return problems;
}

function conveyanceProblems(document: EwayDocument, partB: EwayPartB): EwayProblem[] {
  const problems: EwayProblem[] = [];
  const intraState = document.from.stateCode === document.to.stateCode;
  if (partB.distanceKm > MAX_EWAY_DISTANCE_KM) {
    problems.push({
      field: 'distance_km',
      message: `transDistance: Distance must be at most ${MAX_EWAY_DISTANCE_KM.toLocaleString('en-IN')} km`,
    });
  }
  if (document.from.pinCode === document.to.pinCode && partB.distanceKm > SAME_PIN_MAX_DISTANCE_KM) {
    problems.push({
      field: 'distance_km',
      message: `transDistance: Within one PIN code the distance must be at most ${SAME_PIN_MAX_DISTANCE_KM} km`,
    });
  }
  if (partB.transMode === null) {
    if (!partB.transporterId) {
      problems.push({
        field: 'trans_mode',
        message: 'transMode: Give the mode of transport and vehicle, or the transporter ID',
      });
    }
    return problems;
  }
  if (partB.transMode === 1) {
    const shortLocal = intraState && partB.distanceKm > 0 && partB.distanceKm <= NO_VEHICLE_MAX_DISTANCE_KM;
    if (!partB.vehicleNo && !shortLocal) {
      problems.push({
        field: 'vehicle_no',
        message: 'vehicleNo: Vehicle number is required for transport by road',
      });
    }
    if (partB.vehicleNo && !VEHICLE_NUMBER_PATTERN.test(partB.vehicleNo)) {
      problems.push({
        field: 'vehicle_no',
        message: 'vehicleNo: Vehicle number must be 4 to 15 capital letters and digits, e.g. CG04AB1234',
      });
    }
    if (partB.vehicleNo && !partB.vehicleType) {
      problems.push({
        field: 'vehicle_type',
        message: 'vehicleType: Vehicle type is required (Regular or Over Dimensional Cargo)',
      });
    }
  } else {
    if (!partB.transDocNo) {
      problems.push({
        field: 'trans_doc_no',
        message: 'transDocNo: Transport document number is required for rail, air or ship',
      });
    }
    if (!partB.transDocDate) {
      problems.push({
        field: 'trans_doc_date',
        message: 'transDocDate: Transport document date is required',
      });
    }
  }
  return problems;
}

/** Every problem the portal would refuse the bill for; empty when it would be accepted. */
export function checkEwayBill(document: EwayDocument, partB: EwayPartB, today: string): EwayProblem[] {
  const problems: EwayProblem[] = [];
  if (!document.userGstin) {
    problems.push({
      field: 'seller_gstin',
      message: "userGstin: The shop's GSTIN is required for an e-way bill",
    });
  }
  if (!DOCUMENT_NUMBER_PATTERN.test(document.docNo)) {
    problems.push({
      field: 'document_number',
      message: 'docNo: Document number must be 1 to 16 letters, digits, / or -',
    });
  }
  const date = parseIsoDate(document.docDate);
  const now = parseIsoDate(today);
  if (date && now) {
    const age = dayNumber(now) - dayNumber(date);
    if (age > MAX_DOCUMENT_AGE_DAYS) {
      problems.push({
        field: 'document_date',
        message: `docDate: The document is more than ${MAX_DOCUMENT_AGE_DAYS} days old`,
      });
    }
    if (age < 0)
      problems.push({ field: 'document_date', message: 'docDate: The document is dated after today' });
  }
  problems.push(...partyProblems('from', document.from), ...partyProblems('to', document.to));
  if (partB.subSupplyType === 8 && !partB.subSupplyDesc) {
    problems.push({
      field: 'sub_supply_desc',
      message: 'subSupplyDesc: Describe the reason when it is Others',
    });
  }
  document.lines.forEach((line, index) => {
    if (!isValidHsn(line.hsnCode)) {
      problems.push({
        field: `items.${index}.hsn_code`,
        message: `hsnCode: HSN ${line.hsnCode} of line ${index + 1} must be 4, 6 or 8 digits`,
      });
    }
  });
  if (!document.lines.some((line) => !line.hsnCode.startsWith('99'))) {
    problems.push({
      field: 'items',
      message: 'itemList: An e-way bill needs at least one line of goods (HSN not 99…)',
    });
  }
  problems.push(...conveyanceProblems(document, partB));
  return problems;
}

/** Problems as field errors ({ field: [messages] }), each field under `prefix` when given. */
export function problemsByField(problems: readonly EwayProblem[], prefix = ''): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const problem of problems) {
    const key = `${prefix}${problem.field}`;
    errors[key] = [
      ...(errors[key] ?? []),
      prefix ? `${prefix.slice(0, -1)}: ${problem.message}` : problem.message,
    ];
  }
  return errors;
}
