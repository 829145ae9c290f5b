import { expenseInputSchema, expenseListSchema, expenseSchema } from '../schemas/expense';
import { resourceRoutes } from './resource';
import { ACCESS } from './roles';

// Expenses: the five calls of a resource; the list also answers the totals of every match.

export const expenseRoutes = resourceRoutes({
  path: '/expenses',
  tag: 'Expenses',
  list: expenseListSchema,
  record: expenseSchema,
  input: expenseInputSchema,
  roles: { read: ACCESS.readers, create: ACCESS.accounts, change: ACCESS.accounts },
  removeErrors: [400, 404, 409],
  idempotentCreate: true,
  summaries: {
    list: 'List expenses, newest date first (from/to: the expense date; search: payee, category, reference or note), with the totals of every match',
    get: 'One expense',
    create: 'Record an expense',
    update: 'Replace an expense (optional fields left out become empty)',
    remove: 'Delete an expense',
  },
});
