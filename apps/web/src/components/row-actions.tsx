import { Button, Group } from '@mantine/core';

type RowActionsProps = {
  /** What the row is called, so each button has a distinct accessible name ('Edit Soap 100g'). */
  label: string;
  onEdit: () => void;
  onDelete?: () => void;
};

export function RowActions({ label, onEdit, onDelete }: RowActionsProps) {
  return (
    <Group gap={6} wrap="nowrap">
      <Button size="compact-sm" variant="light" onClick={onEdit} aria-label={`Edit ${label}`}>
        Edit
      </Button>
      {onDelete && (
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
    </Group>
  );
}
