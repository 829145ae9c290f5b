import type { idParamsSchema, RouteSpec } from '@bahi/domain/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callRoute } from './client';
import { useIdempotencyKey } from './idempotency-key';

// Every record kept in a list (the masters, expenses, invoices, purchases, vouchers) answers the
// same REST shape, so one set of hooks serves them all, typed by the contract's routes: a list
// route, POST to add, PUT /{id} to replace, DELETE /{id} to remove. Query keys start with the
// collection's path ('categories'), so one invalidation refreshes every list, option and record
// read from it.

/** A page of rows and the number of rows matching; some lists add more (expense totals). */
export type ListPage<Row> = { data: Row[]; total: number };

/** A GET route answering a page of rows, with the query it takes. */
export type ListRoute<Row, Query = unknown> = RouteSpec & {
  method: 'GET';
  query: z.ZodType<unknown, Query>;
  success: { status: 200; schema: z.ZodType<ListPage<Row>> };
};

/** POST to add a record and PUT /{id} to replace one, both taking the same body; GET /{id} reloads one. */
export type SaveRoutes<Row, Input> = {
  get?: RouteSpec & { method: 'GET'; params: typeof idParamsSchema; success: { schema: z.ZodType<Row> } };
  create: RouteSpec & {
    method: 'POST';
    body: z.ZodType<unknown, Input>;
    success: { schema: z.ZodType<Row> };
  };
  update: RouteSpec & {
    method: 'PUT';
    params: typeof idParamsSchema;
    body: z.ZodType<unknown, Input>;
    success: { schema: z.ZodType<Row> };
  };
};

/** DELETE /{id}, beside GET /{id}, which tells the type of the records removed. */
export type RemoveRoutes<Row> = {
  get: RouteSpec & { method: 'GET'; params: typeof idParamsSchema; success: { schema: z.ZodType<Row> } };
  remove: RouteSpec & { method: 'DELETE'; params: typeof idParamsSchema; success: { status: 204 } };
};

/** The collection a route belongs to, which starts its query keys: '/categories/:id' → 'categories'. */
export function collectionKey(route: { path: string }): string {
  return route.path.split('/')[1] ?? route.path;
}

/** The key of a list page: the collection's, so saves anywhere in it refresh the page. */
export function listKey(route: { path: string }, query: unknown) {
  return [collectionKey(route), 'list', query] as const;
}

export function useResourceList<Row, Query>(route: ListRoute<Row, Query>, query: Query | null) {
  return useQuery({
    queryKey: listKey(route, query),
    queryFn: ({ signal }) => callRoute(route, { query: query ?? {} }, signal) as Promise<ListPage<Row>>,
    enabled: query !== null,
    // Paging and typing in the search box keep the old rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export type SaveArgs<Input> = { id?: number; values: Input };

/** POST when there is no id, PUT to /{id} otherwise; every list of the collection refetches after. */
export function useSaveResource<Row, Input>(resource: SaveRoutes<Row, Input>) {
  const queryClient = useQueryClient();
  const formKey = useIdempotencyKey();
  return useMutation({
    mutationFn: ({ id, values }: SaveArgs<Input>) =>
      (id === undefined
        ? callRoute(resource.create, {
            body: values,
            ...(resource.create.idempotent ? { idempotencyKey: formKey.current() } : {}),
          })
        : callRoute(resource.update, { params: { id }, body: values })) as Promise<Row>,
    onSuccess: () => {
      formKey.renew();
      return queryClient.invalidateQueries({ queryKey: [collectionKey(resource.create)] });
    },
  });
}

export function useDeleteResource<Row>(resource: RemoveRoutes<Row>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callRoute(resource.remove, { params: { id } }) as Promise<undefined>,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [collectionKey(resource.remove)] }),
  });
}
