import { formatDateDmy, todayIso } from '@bahi/domain';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

/**
 * A document dated after today (India's day) is usually a typing slip, so its save asks first;
 * within the current financial year it is allowed (the server refuses later years). Runs `save`
 * at once for today or earlier. The confirm button has the focus: Enter saves, Escape goes back.
 */
export function saveUnlessFutureDateDeclined(date: string, save: () => void, onDeclined?: () => void): void {
  if (date <= todayIso()) {
    save();
    return;
  }
  let confirmed = false;
  modals.openConfirmModal({
    title: `Save with the date ${formatDateDmy(date)}?`,
    children: (
      <Text size="sm">
        This date is after today ({formatDateDmy(todayIso())}). Save with it anyway, or go back and change it.
      </Text>
    ),
    labels: { confirm: 'Save with this date', cancel: 'Change the date' },
    confirmProps: { 'data-autofocus': true },
    // The form puts the cursor where it belongs itself (the Date, or on past the save).
    returnFocus: false,
    onConfirm: () => {
      confirmed = true;
      save();
    },
    // Cancel, Escape and the close button all go back to the form, where the date can be changed.
    onClose: () => {
      if (!confirmed && onDeclined) requestAnimationFrame(onDeclined);
    },
  });
}
