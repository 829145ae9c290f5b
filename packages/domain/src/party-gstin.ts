// Which GSTINs a customer or supplier may have, beyond the GSTIN's own checks (gstin.ts).

export type PartyRole = 'customer' | 'supplier';

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
