import { z } from 'zod';
import { gstr1JsonSchema, money } from './gstr1-json';
import { gstr3b2bSchema } from './gstr2b';

// What GET /api/gstr1/preview and GET /api/gstr3b answer: the figures of a return period, what to
// fix before filing, and how the return ties out with the books (rupees).

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

const interStateRow = z.object({ pos: z.string(), taxable: money, igst: money });

/** GET /api/gstr3b: the figures (rupees), the set-off worksheet and the portal's JSON. */
export const gstr3bSchema = z.object({
  period: periodSchema,
  outward_taxable: heads,
  /** 3.1(c): nil-rated and exempt outward supplies; 3.1(e): non-GST outward supplies. */
  outward_nil: money,
  outward_non_gst: money,
  /** 3.2: inter-state supplies to unregistered persons, composition dealers and UIN holders, per place of supply. */
  inter_state_unregistered: z.array(interStateRow),
  inter_state_composition: z.array(interStateRow),
  inter_state_uin: z.array(interStateRow),
  /** 3.1(d): inward supplies under reverse charge (expenses marked so) and the tax owed on them. */
  inward_reverse_charge: heads,
  /** Table 5: inward supplies from composition dealers and nil-rated or exempt ones, inter- and intra-state. */
  inward_exempt: z.object({ inter: money, intra: money }),
  /** Table 5: non-GST inward supplies (purchase lines of goods outside GST), inter- and intra-state. */
  inward_non_gst: z.object({ inter: money, intra: money }),
  /** 4(A)(3): credit of the tax paid under reverse charge. */
  itc_reverse_charge: taxHeads,
  /** 4(A)(5) credit of the period (purchases and expenses with the supplier's GSTIN), 4(B)(2) reversals and 4(C) net credit. */
  itc_available: taxHeads,
  itc_reversed: taxHeads,
  itc: taxHeads,
  /** 3.1(a) as the books have it, net of notes: below zero when notes outweigh supplies. */
  outward_books: heads,
  /** 6.1 worked as the electronic credit ledger, step by step. */
  ledger: z.object({
    source: z.object({ kind: z.enum(['filed', 'opening', 'books', 'none']), period: z.string().optional() }),
    opening_credit: taxHeads,
    opening_reduction: taxHeads,
    output_tax: taxHeads,
    reported_tax: taxHeads,
    reduction_used: taxHeads,
    due: taxHeads,
    itc_net: taxHeads,
    reversal_shortfall: taxHeads,
    credit_available: taxHeads,
    cash: taxHeads,
    closing_credit: taxHeads,
    closing_reduction: taxHeads,
    /** What was carried and why, in words. */
    notes: z.array(z.string()),
  }),
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
  /** Table 4(A)(5) and GSTR-2B: the months whose credit comes from matched bills, what waits, what is held back. */
  gstr2b: gstr3b2bSchema,
  json: z.record(z.string(), z.unknown()),
});

export type Gstr1Preview = z.output<typeof gstr1PreviewSchema>;
export type Gstr3bAnswer = z.output<typeof gstr3bSchema>;
