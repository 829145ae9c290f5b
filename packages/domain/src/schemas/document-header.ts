import { z } from 'zod';
import { dateAnswer } from './formats';
import { partySnapshotSchema } from './invoice-detail';

// Header fields that sales and purchase documents answer with alike, spread into each
// document's schema in the order it lists them.

/** The document's number under its own name ('invoice_number'), its date, and when it was saved. */
export function documentNumberFields<K extends string>(numberKey: K) {
  return {
    ...({ [numberKey]: z.string() } as { [P in K]: z.ZodString }),
    date: dateAnswer(),
    created_at: z.string(),
  };
}

export type DocumentParty = 'customer' | 'supplier';

/** The party's id, the party as printed on the document, and whether the supply crosses a state line. */
export function documentPartyFields<P extends DocumentParty>(party: P) {
  return {
    [`${party}_id`]: z.number(),
    [party]: partySnapshotSchema,
    supply_type: z.enum(['intra', 'inter']),
  } as { [K in `${P}_id`]: z.ZodNumber } & { [K in P]: typeof partySnapshotSchema } & {
    supply_type: z.ZodEnum<{ intra: 'intra'; inter: 'inter' }>;
  };
}

/** Taxable value, GST, what rounding to the rupee added, and the total, in rupees. */
export const documentTotalsFields = {
  total_amount: z.number(),
  gst_amount: z.number(),
  round_off: z.number(),
  grand_total: z.number(),
};
