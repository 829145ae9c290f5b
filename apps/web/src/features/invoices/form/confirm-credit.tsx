import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { ApiError } from '../../../api/api-error';

// The server answers 409 naming confirm_credit when a bill takes the customer over their credit
// limit or their bills are past due, and the user may decide (the owner, an accountant): the form
// asks, and saves again with confirm_credit only on a yes. The Billing role gets 403 instead,
// shown as any other refusal.

/** The question's text when the error is the credit question, else null. */
export function creditQuestionOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  return error.fieldErrors.confirm_credit?.[0] ?? null;
}

export function askToBillOverCredit(question: string, onConfirm: () => void): void {
  modals.openConfirmModal({
    title: 'Bill over the credit terms?',
    children: (
      <Text size="sm">
        {question} Save this invoice anyway? The edit log records that the credit limit was overridden.
      </Text>
    ),
    labels: { confirm: 'Save anyway', cancel: 'Go back' },
    confirmProps: { color: 'orange' },
    onConfirm,
  });
}
