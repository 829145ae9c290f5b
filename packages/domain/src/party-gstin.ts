import { type GstinKind, gstinKindOf } from './gstin';

// Which GSTINs a customer or supplier may have, beyond the GSTIN's own checks (gstin.ts).

export type PartyRole = 'customer' | 'supplier';

/**
 * A customer may be any registrant: a regular or composition taxpayer, a UIN holder (embassies and
 * UN bodies buy goods and claim the tax back), a government department registered only to deduct
 * TDS, or an e-commerce operator registered to collect TCS. A supplier's invoice carries the
 * regular GSTIN it supplies under: UIN, TDS and TCS registrations make no supplies.
 */
export const PARTY_GSTIN_KINDS: Record<PartyRole, readonly GstinKind[]> = {
  customer: ['regular', 'uin', 'tds', 'tcs'],
  supplier: ['regular'],
};

/**
 * A shop never sells to or buys from itself under one registration: a customer or supplier with
 * the shop's own GSTIN is a typing slip (usually the seller's GSTIN copied into the party form)
 * that would report the shop's own sales as a registered buyer's in GSTR-1 (b2b) and its own
 * purchases as credit. Branches in other states have GSTINs of their own and stay allowed.
 */
export function ownGstinProblem(
  gstin: string | null,
  shopGstin: string | null,
  role: PartyRole,
): string | null {
  if (!gstin || !shopGstin || gstin !== shopGstin) return null;
  return `GSTIN ${gstin} is the shop's own GSTIN: enter the ${role}'s GSTIN`;
}

/** A party's GST scheme: a regular taxpayer, or a composition dealer (section 10). */
export const GST_SCHEMES = ['regular', 'composition'] as const;
export type GstScheme = (typeof GST_SCHEMES)[number];

/**
 * A composition dealer is registered, under a GSTIN of the regular shape; the scheme without one,
 * or with a UIN or a TDS/TCS registration, is a slip that would misreport GSTR-3B's 3.2 and Table 5.
 */
export function compositionProblem(scheme: GstScheme, gstin: string | null): string | null {
  if (scheme !== 'composition') return null;
  if (!gstin) return 'A composition dealer is registered: enter the GSTIN under GST No';
  if (gstinKindOf(gstin) !== 'regular') return 'A composition dealer has a regular GSTIN';
  return null;
}
