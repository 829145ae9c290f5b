import { Stack, Text } from '@mantine/core';
import { type NotificationData, notifications } from '@mantine/notifications';
import { ApiError, serverMessage } from '../../api/api-error';
import { notifySuccess } from '../../components/form/notify';
import { describeFieldErrors } from './purchase-errors';

// The purchase form's texts, shown as in-app notifications rather than browser alert boxes.

export const PURCHASE_MESSAGES = {
  saved: 'Purchase recorded',
  updated: 'Purchase updated',
  cancelled: 'Purchase cancelled',
  noSupplier: 'Please select a supplier.',
  validation: 'Validation Errors:',
  failed: 'Failed to record purchase.',
  unexpected: 'An unexpected error occurred. Please try again.',
} as const;

// Only the latest failure of the form is worth reading: each one replaces the one before, and a
// successful save clears it, so no stale 'Validation Errors:' follows the user to the purchase.
let shownFailure: string | null = null;

function showFailure(notification: NotificationData): void {
  hideFailure();
  shownFailure = notifications.show({ color: 'red', autoClose: 10_000, ...notification });
}

function hideFailure(): void {
  if (shownFailure) notifications.hide(shownFailure);
  shownFailure = null;
}

/** 'Purchase recorded' after a new purchase, 'Purchase updated' after a correction. */
export function notifyPurchaseSaved(edited = false): void {
  hideFailure();
  notifySuccess(edited ? PURCHASE_MESSAGES.updated : PURCHASE_MESSAGES.saved);
}

export function notifyNoSupplier(): void {
  showFailure({ message: PURCHASE_MESSAGES.noSupplier });
}

/** 'Validation Errors:' and one line per field, each line on its own. */
export function notifyValidationErrors(errors: Record<string, string[]>): void {
  showFailure({
    title: PURCHASE_MESSAGES.validation,
    message: (
      <Stack gap={2}>
        {describeFieldErrors(errors).map((line) => (
          <Text key={line} size="sm">
            {line}
          </Text>
        ))}
      </Stack>
    ),
  });
}

/** A failed save that is not about fields: the server's reason, or the network text. */
export function notifySaveFailure(error: unknown): void {
  if (!(error instanceof ApiError) || error.isNetworkError) {
    showFailure({ message: PURCHASE_MESSAGES.unexpected });
    return;
  }
  showFailure({ title: PURCHASE_MESSAGES.failed, message: serverMessage(error) });
}
