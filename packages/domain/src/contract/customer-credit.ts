import { customerCreditSchema } from '../schemas/customer-credit';
import { readCall } from './calls';
import { ACCESS } from './roles';

// A customer's credit position: limit, what they owe, what is past due. The invoice form shows it
// beside the chosen customer; the invoice save asks on the same figures.

export const customerCreditRoutes = {
  credit: readCall({
    path: '/customers/:id/credit',
    tags: ['Customers'],
    summary: "A customer's credit limit and days, what they owe and what is past due",
    schema: customerCreditSchema,
    roles: ACCESS.billing,
  }),
} as const;
