import type { Category, GstRate } from '@bahi/domain/schemas';
import { useQuery } from '@tanstack/react-query';
import { formatPercent } from '../lib/format';
import { categoriesResource, gstRatesResource } from './catalogue';
import { api } from './client';
import type { ListResult } from './resource';

// Choices for the product form's selects. The keys start with the resource path, so adding or
// deleting a GST rate or category refreshes these too. The API's largest page (500) holds any
// realistic rate master or category list.

export type SelectOption = { value: string; label: string };

const ALL = { offset: 0, limit: 500 };

export function useGstRateOptions() {
  return useQuery({
    queryKey: [gstRatesResource.path, 'options'],
    queryFn: ({ signal }) => api.get<ListResult<GstRate>>(gstRatesResource.path, ALL, signal),
    select: (result): SelectOption[] =>
      result.data.map((row) => ({ value: String(row.gst_rate), label: formatPercent(row.gst_rate) })),
  });
}

export function useCategoryOptions() {
  return useQuery({
    queryKey: [categoriesResource.path, 'options'],
    queryFn: ({ signal }) => api.get<ListResult<Category>>(categoriesResource.path, ALL, signal),
    select: (result): SelectOption[] =>
      result.data
        .map((row) => ({ value: String(row.id), label: row.name }))
        .sort((a, b) => a.label.localeCompare(b.label, 'en-IN')),
  });
}
