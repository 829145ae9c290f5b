import { z } from 'zod';
import { gstr1AmendmentFields } from './gstr1-amendments-json';
import { b2bInvoice, b2clInvoice, items, money, noteHead } from './gstr1-json-parts';

// The GSTR-1 upload JSON (the portal offline tool's format), as GET /api/gstr1 and the preview
// answer it. Money is rupees.

export { money };

/** The amounts every taxed row of the format carries. */
const taxAmounts = { txval: money, iamt: money, camt: money, samt: money, csamt: money };

const hsnRow = z.object({
  num: z.number().int(),
  hsn_sc: z.string(),
  desc: z.string(),
  uqc: z.string(),
  qty: z.number(),
  rt: z.number(),
  ...taxAmounts,
});

/** The GSTR-1 upload JSON (the portal offline tool's format). */
export const gstr1JsonSchema = z.object({
  gstin: z.string(),
  fp: z.string(),
  version: z.literal('GST3.0.4'),
  hash: z.literal('hash'),
  b2b: z.array(
    z.object({
      ctin: z.string(),
      inv: z.array(z.object(b2bInvoice)),
    }),
  ),
  b2cl: z.array(
    z.object({
      pos: z.string(),
      inv: z.array(z.object(b2clInvoice)),
    }),
  ),
  b2cs: z.array(
    z.object({
      sply_ty: z.enum(['INTRA', 'INTER']),
      pos: z.string(),
      typ: z.literal('OE'),
      rt: z.number(),
      ...taxAmounts,
    }),
  ),
  cdnr: z.array(
    z.object({
      ctin: z.string(),
      nt: z.array(z.object({ ...noteHead, rchrg: z.literal('N'), inv_typ: z.literal('R'), itms: items })),
    }),
  ),
  cdnur: z.array(z.object({ typ: z.literal('B2CL'), ...noteHead, itms: items })),
  nil: z.object({
    inv: z.array(
      z.object({
        sply_ty: z.enum(['INTRB2B', 'INTRAB2B', 'INTRB2C', 'INTRAB2C']),
        nil_amt: money,
        expt_amt: money,
        ngsup_amt: money,
      }),
    ),
  }),
  hsn: z.union([
    z.object({ data: z.array(hsnRow) }),
    z.object({ hsn_b2b: z.array(hsnRow), hsn_b2c: z.array(hsnRow) }),
  ]),
  doc_issue: z.object({
    doc_det: z.array(
      z.object({
        doc_num: z.number().int(),
        docs: z.array(
          z.object({
            num: z.number().int(),
            from: z.string(),
            to: z.string(),
            totnum: z.number().int(),
            cancel: z.number().int(),
            net_issue: z.number().int(),
          }),
        ),
      }),
    ),
  }),
  ...gstr1AmendmentFields,
});

/** The upload file: the same, each section left out when it has nothing in it. */
export const gstr1UploadSchema = gstr1JsonSchema.partial({
  b2b: true,
  b2cl: true,
  b2cs: true,
  cdnr: true,
  cdnur: true,
  nil: true,
  hsn: true,
  doc_issue: true,
});
