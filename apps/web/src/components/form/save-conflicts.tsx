import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { ApiError } from '../../api/api-error';

// Two refusals a save can meet that the user settles, not the form:
// - 409 naming a `confirm_…` field: the server asks a question (this GSTIN is already on another
//   customer); confirmed, the same save is sent again with that field true.
// - 409 naming `version`: someone else saved the record after this form opened it. The form offers
//   to reload the record as saved now; it never overwrites the other change silently.

/** The confirm_… field a refusal asks about, if it is such a question. */
export function confirmationAsked(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  return Object.keys(error.fieldErrors).find((field) => field.startsWith('confirm_')) ?? null;
}

export function isStaleVersion(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 409 && 'version' in error.fieldErrors;
}

export function askToConfirmSave(message: string, onConfirm: () => void): void {
  modals.openConfirmModal({
    title: 'Save anyway?',
    children: <Text size="sm">{message}</Text>,
    labels: { confirm: 'Save anyway', cancel: 'Go back' },
    onConfirm,
  });
}

export function offerReload(message: string, onReload: () => void): void {
  modals.openConfirmModal({
    title: 'Changed by someone else',
    children: <Text size="sm">{message}</Text>,
    labels: { confirm: 'Reload', cancel: 'Keep my changes on screen' },
    confirmProps: { 'data-autofocus': true },
    onConfirm: onReload,
  });
}
