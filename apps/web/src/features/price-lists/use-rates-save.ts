import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../api/api-error';
import { describeFailure, notifyFailure, notifySuccess } from '../../components/form/notify';

// Saving a price level or a customer's price list: the toast, the field messages as the API
// names them (name, price_level_id, rates.0.rate), and the queries that read rates refreshed.

export const PRICE_LEVELS_KEY = ['price-levels'];

export function useRatesSave<T>(save: () => Promise<T>, saved: string, onSaved?: (answer: T) => void) {
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: async (answer) => {
      setErrors({});
      notifySuccess(saved);
      onSaved?.(answer);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: PRICE_LEVELS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['customer-price-list'] }),
        // The invoice form's starting rates (features/invoices/form/customer-rates.tsx).
        queryClient.invalidateQueries({ queryKey: ['customer-product-rate'] }),
      ]);
    },
    onError: (error) => {
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      setErrors(
        Object.fromEntries(Object.entries(fields).map(([field, messages]) => [field, messages[0] ?? ''])),
      );
      notifyFailure({ title: 'Failed to save the rates.', detail: describeFailure(error) });
    },
  });
  return { save: () => mutation.mutate(), saving: mutation.isPending, errors, setErrors };
}
