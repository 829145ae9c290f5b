import { z } from 'zod';

// The amendment tables of the GSTR-1 upload JSON (earlier returns' documents as they now read),
// each naming what was filed: oinum/oidt for invoices, ont_num/ont_dt for notes, omon for the
// month whose B2C small totals are restated. Money is rupees.

const money = z.number();
const items = z.array(
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
const originalInvoice = { oinum: z.string(), oidt: z.string() };
const note = {
  ont_num: z.string(),
  ont_dt: z.string(),
  ntty: z.enum(['C', 'D']),
  nt_num: z.string(),
  nt_dt: z.string(),
  val: money,
  pos: z.string(),
  itms: items,
};

/** Every amendment table, each optional: a return that amends nothing has none. */
export const gstr1AmendmentFields = {
  b2ba: z
    .array(
      z.object({
        ctin: z.string(),
        inv: z.array(
          z.object({
            ...originalInvoice,
            inum: z.string(),
            idt: z.string(),
            val: money,
            pos: z.string(),
            rchrg: z.literal('N'),
            inv_typ: z.literal('R'),
            itms: items,
          }),
        ),
      }),
    )
    .optional(),
  b2cla: z
    .array(
      z.object({
        pos: z.string(),
        inv: z.array(
          z.object({ ...originalInvoice, inum: z.string(), idt: z.string(), val: money, itms: items }),
        ),
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
