import type { SupplyType } from './gst';
import { ANY_GSTIN_PATTERN } from './gstin';
import { isKnownStateCode, normalizeStateCode, stateName } from './states';

// Place of supply decides CGST + SGST versus IGST (docs/gst-rules.md). The buyer's GSTIN is the
// strongest evidence of where they are registered, then the customer's state, then the seller's
// own state (a walk-in sale over the counter).

export type PlaceOfSupply = { stateCode: string; stateName: string; supplyType: SupplyType };

export function placeOfSupply(args: {
  buyerGstin?: string | null;
  buyerStateCode?: string | null;
  sellerStateCode: string;
}): PlaceOfSupply {
  const sellerStateCode = normalizeStateCode(args.sellerStateCode);
  if (!isKnownStateCode(sellerStateCode)) {
    throw new RangeError(`Seller state code ${args.sellerStateCode} is not a known state`);
  }
  const stateCode = stateFromGstin(args.buyerGstin) ?? knownStateCode(args.buyerStateCode) ?? sellerStateCode;
  return {
    stateCode,
    stateName: stateName(stateCode) ?? stateCode,
    supplyType: stateCode === sellerStateCode ? 'intra' : 'inter',
  };
}

/**
 * The state of a GSTIN that has the right shape and a known state code. A wrong check character
 * does not matter here: the state digits still say where the buyer is registered.
 */
function stateFromGstin(gstin: string | null | undefined): string | undefined {
  const text = gstin?.trim().toUpperCase() ?? '';
  if (!ANY_GSTIN_PATTERN.test(text)) return undefined;
  return knownStateCode(text.slice(0, 2));
}

function knownStateCode(code: string | null | undefined): string | undefined {
  if (code === null || code === undefined) return undefined;
  const normalized = normalizeStateCode(code);
  return isKnownStateCode(normalized) ? normalized : undefined;
}
