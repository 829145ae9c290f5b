import { isKnownStateCode } from './states';

// GSTIN checks as the GST portal does them: shape, a known state code, and the Luhn mod 36 check
// character, which catches most single-character typos before an invoice is issued.

export type GstinCheck = { ok: true; gstin: string; stateCode: string } | { ok: false; reason: string };

export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z][Z1-9ABD-J][0-9A-Z]$/;

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

/** Trims and upper-cases first, then explains the first problem found in words a user can act on. */
export function validateGstin(input: string): GstinCheck {
  const gstin = input.trim().toUpperCase();
  if (gstin.length !== 15) return { ok: false, reason: 'GSTIN must be 15 characters' };
  if (!GSTIN_PATTERN.test(gstin)) return { ok: false, reason: 'GSTIN format is invalid' };
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
