import { z } from 'zod';
import { invoiceEmailInputSchema } from '../schemas/email';
import {
  booksStartInputSchema,
  booksStartSchema,
  openingBillInputSchema,
  openingBillListSchema,
  openingBillSchema,
} from '../schemas/opening';
import { statementQuerySchema, statementSchema } from '../schemas/statement';
import { readCall } from './calls';
import { ACCESS } from './roles';
import { defineRoute, idParamsSchema, XLSX_TYPE } from './route';

// Opening balances (a party's bills from the old books and its advance), the books' start date,
// and the statement of account of a customer or supplier.

const tags = ['Opening balances'] as const;

function partyOpeningRoutes<
  const P extends '/customers/:id/opening-balances' | '/suppliers/:id/opening-balances',
>(path: P, party: 'customer' | 'supplier') {
  return {
    list: readCall({
      path,
      tags,
      summary: `The ${party}'s opening bills and advance, oldest first, each with what vouchers settled of it`,
      schema: openingBillListSchema,
      roles: ACCESS.readers,
    }),
    create: defineRoute({
      method: 'POST',
      path,
      tags,
      summary: `Enter a bill the ${party} still had open in the old books (or an advance), dated before the books' start date`,
      params: idParamsSchema,
      body: openingBillInputSchema,
      success: { status: 201, schema: openingBillSchema },
      errors: [400, 404, 422],
      roles: ACCESS.accounts,
    }),
  } as const;
}

export const customerOpeningRoutes = partyOpeningRoutes('/customers/:id/opening-balances', 'customer');
export const supplierOpeningRoutes = partyOpeningRoutes('/suppliers/:id/opening-balances', 'supplier');

export const openingBillRoutes = {
  remove: defineRoute({
    method: 'DELETE',
    path: '/opening-balances/:id',
    tags,
    summary: 'Delete an opening bill or advance no voucher has settled (refused with 409 once one has)',
    params: idParamsSchema,
    success: { status: 204 },
    errors: [400, 404, 409],
    roles: ACCESS.accounts,
  }),
  booksStart: defineRoute({
    method: 'GET',
    path: '/settings/books-start',
    tags,
    summary: "The books' start date and whether the owner may still change it",
    success: { status: 200, schema: booksStartSchema },
    errors: [],
    roles: ACCESS.anyone,
  }),
  setBooksStart: defineRoute({
    method: 'PUT',
    path: '/settings/books-start',
    tags,
    summary:
      "Set the books' start date: refused (409) once an invoice, purchase or voucher is saved, and (422) on or before an opening balance",
    body: booksStartInputSchema,
    success: { status: 200, schema: booksStartSchema },
    errors: [400, 409, 422],
    roles: ACCESS.owner,
  }),
} as const;

function partyStatementRoutes<const P extends '/customers/:id/statement' | '/suppliers/:id/statement'>(
  path: P,
  party: 'customer' | 'supplier',
) {
  const common = { tags: ['Statements'], params: idParamsSchema, query: statementQuerySchema } as const;
  return {
    get: defineRoute({
      ...common,
      method: 'GET',
      path,
      summary: `The ${party}'s statement of account from \`from\` to \`to\` (default: the month to date): opening balance, every entry with a running balance, closing balance`,
      success: { status: 200, schema: statementSchema },
      errors: [400, 404, 422],
      roles: ACCESS.readers,
    }),
    pdf: defineRoute({
      ...common,
      method: 'GET',
      path: `${path}/pdf`,
      summary: `The ${party}'s statement of account as an A4 PDF`,
      success: { status: 200, file: 'application/pdf' },
      errors: [400, 404, 422],
      roles: ACCESS.readers,
    }),
    xlsx: defineRoute({
      ...common,
      method: 'GET',
      path: `${path}/xlsx`,
      summary: `The ${party}'s statement of account as an Excel workbook`,
      success: { status: 200, file: XLSX_TYPE },
      errors: [400, 404, 422],
      roles: ACCESS.readers,
    }),
    email: defineRoute({
      ...common,
      method: 'POST',
      path: `${path}/email`,
      summary: `E-mail the ${party}'s statement of account as a PDF through the shop's mail server`,
      body: invoiceEmailInputSchema,
      success: { status: 200, schema: z.object({ sent_to: z.string(), subject: z.string() }) },
      errors: [400, 404, 409, 422, 502],
      roles: ACCESS.accounts,
    }),
  } as const;
}

export const customerStatementRoutes = partyStatementRoutes('/customers/:id/statement', 'customer');
export const supplierStatementRoutes = partyStatementRoutes('/suppliers/:id/statement', 'supplier');
