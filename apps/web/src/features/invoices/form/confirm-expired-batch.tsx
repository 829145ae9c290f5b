import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { ApiError } from '../../../api/api-error';

// A line naming a batch expired on the invoice's date is answered 409 naming confirm_expired_batch
// ("Batch B1 of Cough Syrup expired on 31/12/2026. Confirm to sell from an expired batch."): the
// form asks, and saves again with confirm_expired_batch only on a yes.

/** The question's text when the error is the expired-batch question, else null. */
export function expiredBatchQuestionOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  return error.fieldErrors.confirm_expired_batch?.[0] ?? null;
}

export function askToSellExpiredBatch(question: string, onConfirm: () => void): void {
  modals.openConfirmModal({
    title: 'Sell from an expired batch?',
    children: <Text size="sm">{question}</Text>,
    labels: { confirm: 'Sell expired stock', cancel: 'Go back' },
    confirmProps: { color: 'orange' },
    onConfirm,
  });
}
