import { z } from 'zod';

// GET /api/customers/{id}/credit: what the invoice form shows beside the chosen customer, the
// figures the server's credit question is asked on.

export const customerCreditSchema = z.object({
  customer_id: z.number(),
  /** Rupees; null: no limit. */
  credit_limit: z.number().nullable(),
  credit_days: z.number().nullable(),
  /** What the customer owes now, rupees: bills less what was received (money on account included). */
  outstanding: z.number(),
  /** What is left on bills past their due date (their date plus the credit days), rupees. */
  overdue: z.number(),
  /** How many bills are past due. */
  overdue_bills: z.number(),
  /** What may still be billed before the limit, rupees (negative: already over); null without a limit. */
  available: z.number().nullable(),
});
export type CustomerCredit = z.infer<typeof customerCreditSchema>;
