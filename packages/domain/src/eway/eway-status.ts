// Where a document stands with its e-way bill and its e-invoice, as the invoice page, the invoice
// list and the report of numbers still to get show it. The list's filters (server) ask the same
// questions of the database; e-document-status tests keep the two in step.

export type EwayStatusName = 'not-needed' | 'needed' | 'generated' | 'cancelled' | 'expired';
export type EInvoiceStatusName = 'not-applicable' | 'needed' | 'generated' | 'cancelled';

export type EwayStatusInput = {
  /** The consignment value is above the limit that applies to the movement. */
  needed: boolean;
  /** The document itself is cancelled. */
  cancelled: boolean;
  bill: { ewb_number: string | null; cancelled_at: string | null; valid_until: string | null } | undefined;
  /** ISO instant. */
  now: string;
};

/** cancelled > expired > generated (a live number) > needed > not needed. */
export function ewayStatusOf({ needed, cancelled, bill, now }: EwayStatusInput): EwayStatusName {
  if (bill?.ewb_number && bill.cancelled_at) return 'cancelled';
  if (bill?.ewb_number) return bill.valid_until && bill.valid_until < now ? 'expired' : 'generated';
  return needed && !cancelled ? 'needed' : 'not-needed';
}

/** A live IRN: generated; a cancelled one: cancelled; none on a reported document: needed. */
export function eInvoiceStatusOf(
  reported: boolean,
  irnStatus: 'ACT' | 'CNL' | undefined,
): EInvoiceStatusName {
  if (irnStatus === 'ACT') return 'generated';
  if (irnStatus === 'CNL') return 'cancelled';
  return reported ? 'needed' : 'not-applicable';
}
