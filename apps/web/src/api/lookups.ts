import { customerRoutes, productRoutes, supplierRoutes } from '@bahi/domain/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from './client';

// Every product / party by name, for the pickers (POST /api/admin/...). The pickers filter in the
// browser, so typing never waits for the network.

export function useProductLookup() {
  return useQuery({
    queryKey: ['products', 'lookup'],
    queryFn: () => callApi(productRoutes.lookup).then((result) => result.data),
  });
}

export function useCustomerLookup() {
  return useQuery({
    queryKey: ['customers', 'lookup'],
    queryFn: () => callApi(customerRoutes.lookup).then((result) => result.data),
  });
}

export function useSupplierLookup() {
  return useQuery({
    queryKey: ['suppliers', 'lookup'],
    queryFn: () => callApi(supplierRoutes.lookup).then((result) => result.data),
  });
}
