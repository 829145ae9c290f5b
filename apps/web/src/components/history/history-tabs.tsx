import { ACCESS } from '@bahi/domain/contract';
import type { RecordType } from '@bahi/domain/schemas';
import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { useCan } from '../../app/session/session';
import { RecordHistory } from './record-history';

type Props = { recordType: RecordType; recordId: number | string; label: string; children: ReactNode };

/**
 * A document or record page with a History tab beside it (for the roles that read the edit log;
 * the others see the page alone).
 */
export function HistoryTabs({ recordType, recordId, label, children }: Props) {
  const allowed = useCan(ACCESS.accounts);
  if (!allowed) return children;
  return (
    <Tabs defaultValue="record" keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="record">{label}</Tabs.Tab>
        <Tabs.Tab value="history">History</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="record">{children}</Tabs.Panel>
      <Tabs.Panel value="history">
        <RecordHistory recordType={recordType} recordId={recordId} />
      </Tabs.Panel>
    </Tabs>
  );
}
