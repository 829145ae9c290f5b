import type { Backup } from '@bahi/domain/schemas';
import { Alert, Anchor, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { backupDownloadUrl, useBackUpNow, useBackups } from '../../api/backups';
import { describeFailure, notifyFailure, notifySuccess } from '../../components/form/notify';
import { HeadedTable } from '../../components/table/headed-table';
import { BackupScheduleForm } from './backup-schedule-form';

// Settings > Backups (docs/product.md): every backup kept, with its check; a backup now; the
// daily schedule. Restoring is done on the server's machine with the server stopped (README).

const KIND_LABELS: Record<Backup['kind'], string> = {
  daily: 'Daily',
  manual: 'Backed up now',
  'before-restore': 'Before a restore',
};

const takenAt = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function BackupRow({ backup }: { backup: Backup }) {
  return (
    <Table.Tr>
      <Table.Td>{takenAt.format(new Date(backup.created_at))}</Table.Td>
      <Table.Td>{KIND_LABELS[backup.kind]}</Table.Td>
      <Table.Td>{formatSize(backup.size_bytes)}</Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          {/* Never shrunk: a long check message beside it wraps instead of cutting it to 'CHEC…'. */}
          <Badge color={backup.check.ok ? 'green' : 'red'} style={{ flexShrink: 0 }}>
            {backup.check.ok ? 'Checked' : 'Check failed'}
          </Badge>
          <Text size="sm" c="dimmed">
            {backup.check.message}
          </Text>
        </Group>
      </Table.Td>
      <Table.Td>
        <Anchor href={backupDownloadUrl(backup.name)} download={backup.name}>
          Download
        </Anchor>
      </Table.Td>
    </Table.Tr>
  );
}

export function BackupsSection() {
  const backups = useBackups();
  const backUpNow = useBackUpNow();

  const start = () =>
    backUpNow.mutate(undefined, {
      onSuccess: (backup) =>
        backup.check.ok
          ? notifySuccess('Backup taken and checked.')
          : notifyFailure({ title: 'The backup failed its check.', detail: backup.check.message }),
      onError: (error) =>
        notifyFailure({ title: 'The backup could not be taken.', detail: describeFailure(error) }),
    });

  return (
    <Stack gap="md" maw={900} mt="xl" component="section" aria-labelledby="backups-title">
      <Group justify="space-between">
        <Title order={3} id="backups-title">
          Backups
        </Title>
        <Button onClick={start} loading={backUpNow.isPending}>
          Back up now
        </Button>
      </Group>
      {backups.isError && (
        <Alert color="red" title="The backups could not be loaded">
          {backups.error.message}
        </Alert>
      )}
      {backups.data && (
        <>
          <Text size="sm" c="dimmed">
            Kept on the server's machine in {backups.data.directory}. Copy them to another disk or machine
            regularly: a backup on the same disk is lost with it.
          </Text>
          <BackupScheduleForm schedule={backups.data.schedule} />
          {backups.data.backups.length === 0 ? (
            <Text c="dimmed">No backups yet.</Text>
          ) : (
            <HeadedTable striped aria-label="Backups" headings={['Taken', 'Kind', 'Size', 'Check', '']}>
              {backups.data.backups.map((backup) => (
                <BackupRow key={backup.name} backup={backup} />
              ))}
            </HeadedTable>
          )}
        </>
      )}
    </Stack>
  );
}
