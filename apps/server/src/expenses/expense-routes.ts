import { expenseRoutes } from '@bahi/domain/contract';
import type { ApiRouter } from '../core/http/api-router';
import { addResourceRoutes } from '../core/http/resource-routes';
import { changeExpense, createExpense, getExpense, listExpenses, removeExpense } from './expense-service';

export function registerExpenseRoutes(api: ApiRouter): void {
  addResourceRoutes(api, expenseRoutes, {
    list: listExpenses,
    get: getExpense,
    create: createExpense,
    update: changeExpense,
    remove: removeExpense,
  });
}
