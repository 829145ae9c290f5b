import { AUDIT_ACTION_LABELS, type AuditEntry } from '@bahi/domain/schemas';
import { List, Table, Text } from '@mantine/core';
import { formatDateTime } from '../../lib/format';
import { changedFields } from './changed-fields';

/** The headings over AuditEntryCells. */
export const AUDIT_HEADINGS = ['When', 'Who', 'What', 'Changes'];

/** The changes of one entry: "field: before → after" per changed field. */
export function EntryChanges({ entry }: { entry: AuditEntry }) {
  const changes = changedFields(entry.before, entry.after);
  if (entry.action === 'delete') return <Text size="sm">Deleted</Text>;
  if (changes.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No field changed
      </Text>
    );
  const shown = entry.action === 'create' ? changes.slice(0, 4) : changes;
  return (
    <List size="sm" spacing={2}>
      {shown.map((change) => (
        <List.Item key={change.field}>
          {change.field}: {entry.action === 'create' ? change.after : `${change.before} → ${change.after}`}
        </List.Item>
      ))}
      {shown.length < changes.length && <List.Item>…</List.Item>}
    </List>
  );
}

/** The who, when, from where and what of one entry, as a table row. */
export function AuditEntryCells({
  entry,
  onUser,
}: {
  entry: AuditEntry;
  onUser?: (entry: AuditEntry) => void;
}) {
  return (
    <>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.at)}</Table.Td>
      <Table.Td>
        {onUser && entry.user_id !== null ? (
          <Text
            size="sm"
            component="button"
            type="button"
            td="underline"
            bd={0}
            bg="none"
            p={0}
            onClick={() => onUser(entry)}
          >
            {entry.user_name}
          </Text>
        ) : (
          entry.user_name
        )}
        {entry.ip && (
          <Text size="xs" c="dimmed">
            {entry.ip}
          </Text>
        )}
      </Table.Td>
      <Table.Td>{AUDIT_ACTION_LABELS[entry.action]}</Table.Td>
      <Table.Td>
        <EntryChanges entry={entry} />
      </Table.Td>
    </>
  );
}
