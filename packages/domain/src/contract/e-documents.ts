import { numberDueSchema } from '../schemas/e-document-due';
import { ACCESS } from './roles';
import { defineRoute } from './route';

// What still needs a number from the portals: the e-way bills and IRNs to get today.

export const eDocumentDueRoutes = {
  due: defineRoute({
    method: 'GET',
    path: '/e-documents/due',
    tags: ['E-way bills', 'E-invoices'],
    summary:
      "Invoices, credit and debit notes and purchase returns of India's today, and open ones of the last 30 days, that need an e-way bill or an IRN and have none, oldest first",
    success: { status: 200, schema: numberDueSchema },
    errors: [],
    roles: ACCESS.anyone,
  }),
} as const;
