import { categoryRoutes, gstRateRoutes } from '@bahi/domain/contract';
import { useQuery } from '@tanstack/react-query';
import { formatPercent } from '../lib/format';
import { callApi } from './client';
import { collectionKey } from './resource';

// Choices for the product form's selects. The keys start with the collection's path, so adding or
// deleting a GST rate or category refreshes these too. The API's largest page (500) holds any
// realistic rate master or category list.

export type SelectOption = { value: string; label: string };

const ALL = { offset: 0, limit: 500 };

export function useGstRateOptions() {
  return useQuery({
    queryKey: [collectionKey(gstRateRoutes.list), 'options'],
    queryFn: ({ signal }) => callApi(gstRateRoutes.list, { query: ALL }, signal),
    select: (result): SelectOption[] =>
      result.data.map((row) => ({ value: String(row.gst_rate), label: formatPercent(row.gst_rate) })),
  });
}

export function useCategoryOptions() {
  return useQuery({
    queryKey: [collectionKey(categoryRoutes.list), 'options'],
    queryFn: ({ signal }) => callApi(categoryRoutes.list, { query: ALL }, signal),
    select: (result): SelectOption[] =>
      result.data
        .map((row) => ({ value: String(row.id), label: row.name }))
        .sort((a, b) => a.label.localeCompare(b.label, 'en-IN')),
  });
}
