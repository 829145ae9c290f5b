import { ACCESS } from '@bahi/domain/contract';
import type { RecordType } from '@bahi/domain/schemas';
import { Button, Group } from '@mantine/core';
import { useCan } from '../app/session/session';
import { HistoryButton } from './history/history-button';

type RowActionsProps = {
  /** What the row is called, so each button has a distinct accessible name ('Edit Soap 100g'). */
  label: string;
  onEdit: () => void;
  onDelete?: () => void;
  /** The record's History action (its edit log), for the roles that read it. */
  history?: { recordType: RecordType; recordId: number };
};

/** Edit, Delete and History of a catalogue row; changing the catalogue is the accountant's and owner's work. */
export function RowActions({ label, onEdit, onDelete, history }: RowActionsProps) {
  const canChange = useCan(ACCESS.accounts);
  return (
    <Group gap={6} wrap="nowrap">
      {canChange && (
        <Button size="compact-sm" variant="light" onClick={onEdit} aria-label={`Edit ${label}`}>
          Edit
        </Button>
      )}
      {canChange && onDelete && (
        <Button
          size="compact-sm"
          variant="light"
          color="red"
          onClick={onDelete}
          aria-label={`Delete ${label}`}
        >
          Delete
        </Button>
      )}
      {history && <HistoryButton recordType={history.recordType} recordId={history.recordId} label={label} />}
    </Group>
  );
}
