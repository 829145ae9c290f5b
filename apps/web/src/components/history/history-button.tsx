import { ACCESS } from '@bahi/domain/contract';
import type { RecordType } from '@bahi/domain/schemas';
import { Button, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useCan } from '../../app/session/session';
import { RecordHistory } from './record-history';

/** The History action of a catalogue row: the record's edit log in a dialog. */
export function HistoryButton({
  recordType,
  recordId,
  label,
}: {
  recordType: RecordType;
  recordId: number;
  label: string;
}) {
  const allowed = useCan(ACCESS.accounts);
  const [opened, { open, close }] = useDisclosure(false);
  if (!allowed) return null;
  return (
    <>
      <Button size="compact-sm" variant="subtle" onClick={open} aria-label={`History of ${label}`}>
        History
      </Button>
      <Modal opened={opened} onClose={close} title={`History of ${label}`} size="xl">
        {opened && <RecordHistory recordType={recordType} recordId={recordId} />}
      </Modal>
    </>
  );
}
