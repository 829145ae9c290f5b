import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListQuery } from '../components/data-list/list-state';
import { api } from './client';

// Every catalogue entity has the same REST shape (DESIGN.md section 3), so one set of hooks
// serves them all; each entity file only names its path and row type.

export type ListResult<Row> = { data: Row[]; total: number };

export type Resource<Row extends { id: number }, Input> = {
  path: string;
  /** Never read: carries the row and input types so hooks infer them from the resource. */
  readonly types?: { row: Row; input: Input };
};

export function defineResource<Row extends { id: number }, Input>(path: string): Resource<Row, Input> {
  return { path };
}

export function useResourceList<Row extends { id: number }, Input>(
  resource: Resource<Row, Input>,
  query: ListQuery | null,
) {
  return useQuery({
    queryKey: [resource.path, 'list', query],
    queryFn: ({ signal }) => api.get<ListResult<Row>>(resource.path, query ?? {}, signal),
    enabled: query !== null,
    // Paging and typing in the search box keep the old rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export type SaveArgs<Input> = { id?: number; values: Input };

/** POST when there is no id, PUT to /{id} otherwise; every list of the entity refetches after. */
export function useSaveResource<Row extends { id: number }, Input>(resource: Resource<Row, Input>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: SaveArgs<Input>) =>
      id === undefined
        ? api.post<Row>(resource.path, values)
        : api.put<Row>(`${resource.path}/${id}`, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [resource.path] }),
  });
}

export function useDeleteResource<Row extends { id: number }, Input>(resource: Resource<Row, Input>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`${resource.path}/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [resource.path] }),
  });
}
