import { isKnownStateCode } from './states';

// GSTIN checks as the GST portal does them: shape, a known state code, and the Luhn mod 36 check
// character, which catches most single-character typos before an invoice is issued.

export type GstinCheck = { ok: true; gstin: string; stateCode: string } | { ok: false; reason: string };

/** A regular (or composition) taxpayer's GSTIN: state, PAN, entity number, then Z (or a digit), check. */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z][Z1-9ABD-J][0-9A-Z]$/;

/**
 * The kinds of GST registration a number's shape tells apart (composition dealers hold regular
 * GSTINs; only the party's record says they opted for the scheme):
 * - regular: a normal taxpayer;
 * - uin: a UIN of an embassy, consulate or UN body (state, 2 digits, 3-letter country or body code,
 *   5 digits, UN or ON), which buys but does not make supplies;
 * - tds: a government department registered to deduct tax at source (TAN-based, D in place of Z);
 * - tcs: an e-commerce operator registered to collect tax at source (PAN-based, C in place of Z).
 */
export type GstinKind = 'regular' | 'uin' | 'tds' | 'tcs';

export const GSTIN_PATTERNS: Record<GstinKind, RegExp> = {
  regular: GSTIN_PATTERN,
  uin: /^[0-9]{4}[A-Z]{3}[0-9]{5}[UO][N][0-9A-Z]$/,
  tds: /^[0-9]{2}[A-Z]{4}[A-Z0-9][0-9]{4}[A-Z][1-9A-Z][D][0-9A-Z]$/,
  tcs: /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z][C][0-9A-Z]$/,
};

export const GSTIN_KIND_NAMES: Record<GstinKind, string> = {
  regular: 'a regular GSTIN',
  uin: 'a UIN (embassy or UN body)',
  tds: 'a TDS registration (tax deducted at source)',
  tcs: 'a TCS registration (e-commerce operator)',
};

/** A GSTIN of any of the kinds: for reading a state from it, or describing an input. */
export function gstinPatternOf(kinds: readonly GstinKind[]): RegExp {
  return new RegExp(kinds.map((kind) => `(?:${GSTIN_PATTERNS[kind].source})`).join('|'));
}

/** Any GSTIN a party may have, of whatever kind: for reading a state from it. */
export const ANY_GSTIN_PATTERN = new RegExp(
  Object.values(GSTIN_PATTERNS)
    .map((pattern) => `(?:${pattern.source})`)
    .join('|'),
);

/** The kind a GSTIN's shape tells (upper case expected); undefined when it has no known shape. */
export function gstinKindOf(gstin: string): GstinKind | undefined {
  return (Object.keys(GSTIN_PATTERNS) as GstinKind[]).find((kind) => GSTIN_PATTERNS[kind].test(gstin));
}

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * Luhn mod 36 over the first 14 characters: factors alternate 1, 2 from the left; each product p
 * adds floor(p/36) + p%36; check = alphabet[(36 − sum%36) % 36].
 */
export function gstinCheckCharacter(first14: string): string {
  const text = first14.toUpperCase();
  if (!/^[0-9A-Z]{14}$/.test(text)) {
    throw new RangeError('The first 14 GSTIN characters must be letters or digits');
  }
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const product = ALPHABET.indexOf(text.charAt(index)) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET.charAt((36 - (sum % 36)) % 36);
}

/**
 * Trims and upper-cases first, then explains the first problem found in words a user can act on.
 * Only the kinds in `accepted` pass: the shop and its suppliers need a regular GSTIN; a customer
 * may also be a UIN holder or a TDS/TCS registrant.
 */
export function validateGstin(input: string, accepted: readonly GstinKind[] = ['regular']): GstinCheck {
  const gstin = input.trim().toUpperCase();
  if (gstin.length !== 15) return { ok: false, reason: 'GSTIN must be 15 characters' };
  const kind = gstinKindOf(gstin);
  if (kind === undefined) return { ok: false, reason: 'GSTIN format is invalid' };
  if (!accepted.includes(kind)) {
    return {
      ok: false,
      reason: `GSTIN ${gstin} is ${GSTIN_KIND_NAMES[kind]}: a regular GSTIN is needed here`,
    };
  }
  const stateCode = gstin.slice(0, 2);
  if (!isKnownStateCode(stateCode)) {
    return { ok: false, reason: `GSTIN state code ${stateCode} is not a known state` };
  }
  const expected = gstinCheckCharacter(gstin.slice(0, 14));
  if (gstin.charAt(14) !== expected) {
    return { ok: false, reason: `GSTIN check digit is wrong (expected ${expected})` };
  }
  return { ok: true, gstin, stateCode };
}
