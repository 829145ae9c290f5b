import { reportQuerySchema } from '../schemas/reports';
import { tallySettingsInputSchema, tallySettingsSchema, tallySummarySchema } from '../schemas/tally';
import { listCall } from './calls';
import { ACCESS } from './roles';
import { defineRoute } from './route';

// The export to Tally: masters and vouchers as Tally's XML import files, the ledger names they
// post to, and a summary to tick off after the import.

const tags = ['Tally export'] as const;
const RANGE = 'from/to (YYYY-MM-DD, inclusive; default the current month)';

export const tallyRoutes = {
  settings: defineRoute({
    method: 'GET',
    path: '/tally/settings',
    tags,
    summary:
      'The Tally company and the ledger names the export posts to (Sales, Output CGST, …, one per expense category)',
    success: { status: 200, schema: tallySettingsSchema },
    errors: [],
    roles: ACCESS.accounts,
  }),
  updateSettings: defineRoute({
    method: 'PUT',
    path: '/tally/settings',
    tags,
    summary: 'Replace the Tally company and ledger names',
    body: tallySettingsInputSchema,
    success: { status: 200, schema: tallySettingsSchema },
    errors: [400, 409, 422],
    roles: ACCESS.accounts,
  }),
  summary: listCall({
    path: '/tally/summary',
    tags,
    summary: `What the export of a period holds: masters, vouchers per kind with their value, debits and credits per mapped ledger; ${RANGE}`,
    query: reportQuerySchema,
    page: tallySummarySchema,
    roles: ACCESS.accounts,
  }),
  masters: defineRoute({
    method: 'GET',
    path: '/tally/masters',
    tags,
    summary:
      'Tally XML (All Masters): units, the mapped ledgers, customers (Sundry Debtors) and suppliers (Sundry Creditors) with GSTIN and state, products as stock items with HSN and rate; as Tally_masters.xml',
    success: { status: 200, file: 'application/xml' },
    errors: [],
    roles: ACCESS.accounts,
  }),
  vouchers: defineRoute({
    method: 'GET',
    path: '/tally/vouchers',
    tags,
    summary: `Tally XML (Vouchers): sales, credit and debit notes, purchases, purchase returns, receipts, payments and expenses of a period, each balancing; as Tally_vouchers_{from}_{to}.xml; ${RANGE}`,
    query: reportQuerySchema,
    success: { status: 200, file: 'application/xml' },
    errors: [400],
    roles: ACCESS.accounts,
  }),
} as const;
