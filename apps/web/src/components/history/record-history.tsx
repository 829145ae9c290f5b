import { ACCESS, auditRoutes } from '@bahi/domain/contract';
import type { RecordType } from '@bahi/domain/schemas';
import { Alert, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/client';
import { useCan } from '../../app/session/session';
import { HeadedTable } from '../table/headed-table';
import { AUDIT_HEADINGS, AuditEntryCells } from './audit-entry-row';

/**
 * The History tab of a document or record: every change of it from the edit log, newest first,
 * with who made it and what changed. The edit log is the owner's and the accountant's to read.
 */
export function RecordHistory({
  recordType,
  recordId,
}: {
  recordType: RecordType;
  recordId: number | string;
}) {
  const allowed = useCan(ACCESS.accounts);
  const history = useQuery({
    queryKey: ['audit-log', recordType, String(recordId)],
    queryFn: ({ signal }) =>
      callApi(
        auditRoutes.list,
        { query: { record_type: recordType, record_id: String(recordId), limit: 500 } },
        signal,
      ),
    enabled: allowed,
  });
  if (!allowed) return <Text c="dimmed">The history is shown to the owner and the accountant.</Text>;
  if (history.isError) return <Alert color="red">{history.error.message}</Alert>;
  if (history.isPending) return <Text c="dimmed">Loading...</Text>;
  return (
    <HeadedTable
      striped
      withTableBorder
      aria-label="History"
      headings={AUDIT_HEADINGS}
      empty={history.data.data.length === 0 && 'No changes recorded.'}
    >
      {history.data.data.map((entry) => (
        <Table.Tr key={entry.id}>
          <AuditEntryCells entry={entry} />
        </Table.Tr>
      ))}
    </HeadedTable>
  );
}
