import { expenseInputSchema, expenseListSchema, expenseSchema, listQuerySchema } from '@bahi/domain/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../db/database';
import { errorResponses, idParamsSchema, noContentSchema } from '../http/route-schemas';
import { changeExpense, createExpense, getExpense, listExpenses, removeExpense } from './expense-service';

const tags = ['Expenses'];

export function registerExpenseRoutes(api: FastifyInstance, db: Db): void {
  const app = api.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/expenses',
    {
      schema: {
        tags,
        summary:
          'List expenses, newest date first (from/to: the expense date; search: payee, category, reference or note), with the totals of every match',
        querystring: listQuerySchema,
        response: { 200: expenseListSchema, ...errorResponses(400) },
      },
    },
    async (request) => listExpenses(db, request.query),
  );

  app.get(
    '/expenses/:id',
    {
      schema: {
        tags,
        summary: 'One expense',
        params: idParamsSchema,
        response: { 200: expenseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => getExpense(db, request.params.id),
  );

  app.post(
    '/expenses',
    {
      schema: {
        tags,
        summary: 'Record an expense',
        body: expenseInputSchema,
        response: { 201: expenseSchema, ...errorResponses(400, 422) },
      },
    },
    async (request, reply) => reply.status(201).send(await createExpense(db, request.body)),
  );

  app.put(
    '/expenses/:id',
    {
      schema: {
        tags,
        summary: 'Replace an expense (optional fields left out become empty)',
        params: idParamsSchema,
        body: expenseInputSchema,
        response: { 200: expenseSchema, ...errorResponses(400, 404, 422) },
      },
    },
    async (request) => changeExpense(db, request.params.id, request.body),
  );

  app.delete(
    '/expenses/:id',
    {
      schema: {
        tags,
        summary: 'Delete an expense',
        params: idParamsSchema,
        response: { 204: noContentSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      await removeExpense(db, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
