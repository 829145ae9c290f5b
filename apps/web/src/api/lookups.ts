import type { Customer, ProductLookup, Supplier } from '@bahi/domain/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from './client';

// Every product / party by name, for the pickers (POST /api/admin/..., DESIGN.md section 3).
// The pickers filter in the browser, so typing never waits for the network.

type Lookup<Row> = { data: Row[] };

export function useProductLookup() {
  return useQuery({
    queryKey: ['products', 'lookup'],
    queryFn: () => api.post<Lookup<ProductLookup>>('admin/products', {}).then((result) => result.data),
  });
}

export function useCustomerLookup() {
  return useQuery({
    queryKey: ['customers', 'lookup'],
    queryFn: () => api.post<Lookup<Customer>>('admin/customers', {}).then((result) => result.data),
  });
}

export function useSupplierLookup() {
  return useQuery({
    queryKey: ['suppliers', 'lookup'],
    queryFn: () => api.post<Lookup<Supplier>>('admin/suppliers', {}).then((result) => result.data),
  });
}
