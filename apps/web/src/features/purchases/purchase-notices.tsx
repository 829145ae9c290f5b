import { Stack, Text } from '@mantine/core';
import { type NotificationData, notifications } from '@mantine/notifications';
import { ApiError, serverMessage } from '../../api/api-error';
import { notifySuccess } from '../../components/form/notify';
import { describeFieldErrors } from './purchase-errors';

// The purchase form's texts, shown as in-app notifications rather than browser alert boxes.
// 'Invoice added successfully!' and 'Failed to add invoice.' are kept as first written on purpose
// (docs/product.md, Deliberate departures).

export const PURCHASE_MESSAGES = {
  saved: 'Invoice added successfully!',
  noSupplier: 'Please select a supplier.',
  validation: 'Validation Errors:',
  failed: 'Failed to add invoice.',
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

export function notifyPurchaseSaved(): void {
  hideFailure();
  notifySuccess(PURCHASE_MESSAGES.saved);
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
