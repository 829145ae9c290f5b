import { z } from 'zod';
import { RETURN_PERIOD_PATTERN } from '../returns/return-period';
import { recordVersion, versionField } from './fields';

// GST returns: the period asked for, the shop's return settings, and the answers (GSTR-1 in the
// portal's upload format with its checks and tie-out; GSTR-3B).

const periodField = z
  .string({ error: 'Period is required (MMYYYY, e.g. 102025 for October 2025)' })
  .regex(RETURN_PERIOD_PATTERN, 'Period must be MMYYYY, e.g. 102025 for October 2025')
  .meta({ examples: ['062025'] });

/** ?period=MMYYYY */
export const returnQuerySchema = z.object({ period: periodField });

export const RETURN_FREQUENCIES = ['monthly', 'quarterly'] as const;

/** PUT /api/returns/settings body. */
export const returnSettingsInputSchema = z.object({
  frequency: z.enum(RETURN_FREQUENCIES, { error: 'Filing must be monthly or quarterly' }),
  hsn_split_from: z
    .string({ error: 'HSN split from is required (MMYYYY)' })
    .regex(RETURN_PERIOD_PATTERN, 'HSN split from must be a period MMYYYY, e.g. 052025'),
  hsn_digits: z.union([z.literal(4), z.literal(6)], { error: 'HSN digits must be 4 or 6' }),
  version: versionField(),
});

export const returnSettingsSchema = z.object({
  /** monthly, or quarterly for QRMP filers (the return covers the quarter, filed under its last month). */
  frequency: z.enum(RETURN_FREQUENCIES),
  /** First period whose HSN summary is split into B2B and B2C. */
  hsn_split_from: z.string(),
  /** HSN digits required: 4 up to Rs 5 crore turnover, 6 above. */
  hsn_digits: z.union([z.literal(4), z.literal(6)]),
  updated_at: z.string(),
  version: recordVersion(),
});

const money = z.number();
const itemDetail = z.object({
  txval: money,
  rt: z.number(),
  iamt: money.optional(),
  camt: money.optional(),
  samt: money.optional(),
  csamt: money,
});
const items = z.array(z.object({ num: z.number().int(), itm_det: itemDetail }));
const hsnRow = z.object({
  num: z.number().int(),
  hsn_sc: z.string(),
  desc: z.string(),
  uqc: z.string(),
  qty: z.number(),
  rt: z.number(),
  txval: money,
  iamt: money,
  camt: money,
  samt: money,
  csamt: money,
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
      inv: z.array(
        z.object({
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
  ),
  b2cl: z.array(
    z.object({
      pos: z.string(),
      inv: z.array(z.object({ inum: z.string(), idt: z.string(), val: money, itms: items })),
    }),
  ),
  b2cs: z.array(
    z.object({
      sply_ty: z.enum(['INTRA', 'INTER']),
      pos: z.string(),
      typ: z.literal('OE'),
      rt: z.number(),
      txval: money,
      iamt: money,
      camt: money,
      samt: money,
      csamt: money,
    }),
  ),
  cdnr: z.array(
    z.object({
      ctin: z.string(),
      nt: z.array(
        z.object({
          ntty: z.enum(['C', 'D']),
          nt_num: z.string(),
          nt_dt: z.string(),
          val: money,
          pos: z.string(),
          rchrg: z.literal('N'),
          inv_typ: z.literal('R'),
          itms: items,
        }),
      ),
    }),
  ),
  cdnur: z.array(
    z.object({
      typ: z.literal('B2CL'),
      ntty: z.enum(['C', 'D']),
      nt_num: z.string(),
      nt_dt: z.string(),
      val: money,
      pos: z.string(),
      itms: items,
    }),
  ),
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
});

const heads = z.object({ taxable: money, cgst: money, sgst: money, igst: money });
const periodSchema = z.object({ fp: z.string(), from: z.string(), to: z.string() });

export const returnProblemSchema = z.object({
  field: z.string(),
  message: z.string(),
  record: z
    .object({ kind: z.enum(['customer', 'product', 'invoice']), id: z.number().int(), label: z.string() })
    .optional(),
});

/** GET /api/gstr1/preview: the JSON, what to fix before filing, and the tie-out with the books (rupees). */
export const gstr1PreviewSchema = z.object({
  period: periodSchema,
  gstin: z.string(),
  gstr1: gstr1JsonSchema,
  problems: z.array(returnProblemSchema),
  books: heads,
  tie_out: z.array(
    z.object({
      label: z.string(),
      left: heads.extend({ label: z.string() }),
      right: heads.extend({ label: z.string() }),
      ties: z.boolean(),
    }),
  ),
});

const taxHeads = z.object({ cgst: money, sgst: money, igst: money });

/** GET /api/gstr3b: the figures (rupees), the set-off worksheet and the portal's JSON. */
export const gstr3bSchema = z.object({
  period: periodSchema,
  outward_taxable: heads,
  outward_nil: money,
  inter_state_unregistered: z.array(z.object({ pos: z.string(), taxable: money, igst: money })),
  /** 3.1(d): inward supplies under reverse charge (expenses marked so) and the tax owed on them. */
  inward_reverse_charge: heads,
  /** 4(A)(3): credit of the tax paid under reverse charge. */
  itc_reverse_charge: taxHeads,
  /** 4(A)(5): credit on purchases and expenses with the supplier's GSTIN, less purchase returns. */
  itc: taxHeads,
  payable: z.array(
    z.object({
      head: z.enum(['igst', 'cgst', 'sgst']),
      due: money,
      paid_by_igst: money,
      paid_by_cgst: money,
      paid_by_sgst: money,
      cash: money,
    }),
  ),
  credit_carried_forward: taxHeads,
  json: z.record(z.string(), z.unknown()),
});

export type ReturnSettings = z.output<typeof returnSettingsSchema>;
export type ReturnSettingsInput = z.output<typeof returnSettingsInputSchema>;
export type Gstr1Preview = z.output<typeof gstr1PreviewSchema>;
export type Gstr3bAnswer = z.output<typeof gstr3bSchema>;
