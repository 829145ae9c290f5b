import { z } from 'zod';

// What the GSTR-1 upload JSON's sections (gstr1-json.ts) and its amendment tables
// (gstr1-amendments-json.ts) write alike: an amendment row is the row it amends with what was filed
// named beside it. Money is rupees.

export const money = z.number();

/** The items of an invoice or note, one per GST rate. */
export const items = z.array(
  z.object({
    num: z.number().int(),
    itm_det: z.object({
      txval: money,
      rt: z.number(),
      iamt: money.optional(),
      camt: money.optional(),
      samt: money.optional(),
      csamt: money,
    }),
  }),
);

/** A b2b invoice. */
export const b2bInvoice = {
  inum: z.string(),
  idt: z.string(),
  val: money,
  pos: z.string(),
  rchrg: z.literal('N'),
  inv_typ: z.literal('R'),
  itms: items,
};

/** A b2cl invoice. */
export const b2clInvoice = { inum: z.string(), idt: z.string(), val: money, itms: items };

/** A credit or debit note's head (its items follow). */
export const noteHead = {
  ntty: z.enum(['C', 'D']),
  nt_num: z.string(),
  nt_dt: z.string(),
  val: money,
  pos: z.string(),
};
