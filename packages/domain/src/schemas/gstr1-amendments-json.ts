import { z } from 'zod';
import { b2bInvoice, b2clInvoice, items, money, noteHead } from './gstr1-json-parts';

// The amendment tables of the GSTR-1 upload JSON (earlier returns' documents as they now read),
// each naming what was filed: oinum/oidt for invoices, ont_num/ont_dt for notes, omon for the
// month whose B2C small totals are restated. Money is rupees.

const originalInvoice = { oinum: z.string(), oidt: z.string() };
const note = { ont_num: z.string(), ont_dt: z.string(), ...noteHead, itms: items };

/** Every amendment table, each optional: a return that amends nothing has none. */
export const gstr1AmendmentFields = {
  b2ba: z
    .array(
      z.object({
        ctin: z.string(),
        inv: z.array(z.object({ ...originalInvoice, ...b2bInvoice })),
      }),
    )
    .optional(),
  b2cla: z
    .array(
      z.object({
        pos: z.string(),
        inv: z.array(z.object({ ...originalInvoice, ...b2clInvoice })),
      }),
    )
    .optional(),
  b2csa: z
    .array(
      z.object({
        omon: z.string(),
        sply_ty: z.enum(['INTRA', 'INTER']),
        pos: z.string(),
        typ: z.literal('OE'),
        itms: z.array(
          z.object({ rt: z.number(), txval: money, iamt: money, camt: money, samt: money, csamt: money }),
        ),
      }),
    )
    .optional(),
  cdnra: z
    .array(
      z.object({
        ctin: z.string(),
        nt: z.array(z.object({ ...note, rchrg: z.literal('N'), inv_typ: z.literal('R') })),
      }),
    )
    .optional(),
  cdnura: z.array(z.object({ ...note, typ: z.literal('B2CL') })).optional(),
};
