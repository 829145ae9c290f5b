import { auditRoutes } from '@bahi/domain/contract';
import { RECORD_TYPE_LABELS, RECORD_TYPES } from '@bahi/domain/schemas';
import { Alert, Button, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { callApi } from '../../api/client';
import { DayInput } from '../../components/filters/day-input';
import { describeFailure, notifyFailure } from '../../components/form/notify';
import { AUDIT_HEADINGS, AuditEntryCells } from '../../components/history/audit-entry-row';
import { HeadedTable } from '../../components/table/headed-table';

const PAGE = 50;
const TYPE_OPTIONS = RECORD_TYPES.map((type) => ({ value: type, label: RECORD_TYPE_LABELS[type] }));

/** Every change of every record, newest first, with filters and CSV for the auditor (docs/product.md). */
export function EditLogPage() {
  const [params, setParams] = useSearchParams();
  // The filters live in the URL, so a filtered log can be bookmarked or sent.
  const filters = {
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    user_id: params.get('user_id') ?? '',
    record_type: params.get('record_type') ?? '',
    record_id: params.get('record_id') ?? '',
  };
  const offset = Number(params.get('offset') ?? 0) || 0;
  const entries = useQuery({
    queryKey: ['audit-log', filters, offset],
    queryFn: ({ signal }) =>
      callApi(auditRoutes.list, { query: { ...filters, offset, limit: PAGE } }, signal),
  });

  const setFilter = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    next.delete('offset');
    setParams(next, { replace: true });
  };
  const page = (to: number) => {
    const next = new URLSearchParams(params);
    next.set('offset', String(Math.max(0, to)));
    setParams(next);
  };

  const exportCsv = async () => {
    try {
      const file = await callApi(auditRoutes.csv, { query: filters });
      const url = URL.createObjectURL(file);
      const link = document.createElement('a');
      link.href = url;
      link.download = 'edit-log.csv';
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (error) {
      notifyFailure({ title: 'The CSV was not made', detail: describeFailure(error) });
    }
  };

  const total = entries.data?.total ?? 0;
  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm">
        <DayInput label="From" value={filters.from} onChange={(day) => setFilter('from', day)} />
        <DayInput label="To" value={filters.to} onChange={(day) => setFilter('to', day)} />
        <Select
          label="Record type"
          data={TYPE_OPTIONS}
          searchable
          value={filters.record_type || null}
          onChange={(value) => setFilter('record_type', value ?? '')}
          clearable
          clearButtonProps={{ title: 'Clear Record type' }}
          w={170}
        />
        <TextInput
          label="Record id"
          value={filters.record_id}
          onChange={(event) => setFilter('record_id', event.currentTarget.value.trim())}
          w={110}
        />
        {filters.user_id && (
          <Button variant="light" onClick={() => setFilter('user_id', '')}>
            All users
          </Button>
        )}
        <Button variant="light" onClick={() => void exportCsv()} ml="auto">
          Download CSV
        </Button>
      </Group>
      {entries.isError && <Alert color="red">{entries.error.message}</Alert>}
      <HeadedTable
        striped
        withTableBorder
        aria-label="Edit log"
        headings={[...AUDIT_HEADINGS, 'Record']}
        empty={entries.data?.data.length === 0 && 'No changes match these filters.'}
      >
        {(entries.data?.data ?? []).map((entry) => (
          <Table.Tr key={entry.id}>
            <AuditEntryCells
              entry={entry}
              onUser={(picked) => setFilter('user_id', String(picked.user_id))}
            />
            <Table.Td>
              {RECORD_TYPE_LABELS[entry.record_type]} {entry.record_id}
            </Table.Td>
          </Table.Tr>
        ))}
      </HeadedTable>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {total === 0 ? 'No entries' : `${offset + 1}–${Math.min(offset + PAGE, total)} of ${total}`}
        </Text>
        <Group gap="xs">
          <Button variant="default" disabled={offset === 0} onClick={() => page(offset - PAGE)}>
            Previous
          </Button>
          <Button variant="default" disabled={offset + PAGE >= total} onClick={() => page(offset + PAGE)}>
            Next
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
