import { formatIndianInstant } from '@bahi/domain';
import type { EInvoice } from '@bahi/domain/schemas';
import { Alert, Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { describeFailure, notifyFailure } from '../../../components/form/notify';
import { downloadInv01, useCancelIrn, useEInvoice } from './e-document-api';
import { IRN_STATUS_COLORS, IRN_STATUS_LABELS } from './e-document-labels';
import { IrpAnswerImport } from './irp-answer-import';
import { PortalCancelForm } from './portal-cancel-form';

// An invoice's e-invoice on its page: whether it goes to the IRP, what the IRP would refuse, the
// INV-01 file to upload, the IRP's answer read back, and the IRN's cancellation within 24 hours.

export function EInvoicePanel({ invoiceId, invoiceNumber }: { invoiceId: number; invoiceNumber: string }) {
  const query = useEInvoice(invoiceId);
  const eInvoice = query.data;
  if (!eInvoice || eInvoice.status === 'not-applicable') return null;
  const download = () =>
    downloadInv01(invoiceId, invoiceNumber).catch((error: unknown) =>
      notifyFailure({ title: 'The e-invoice JSON was not made.', detail: describeFailure(error) }),
    );
  return (
    <Card withBorder mt="lg" maw={1000} component="section" aria-label="E-invoice">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h4">
            E-invoice
          </Title>
          <Badge color={IRN_STATUS_COLORS[eInvoice.status]} variant="light">
            {IRN_STATUS_LABELS[eInvoice.status]}
          </Badge>
        </Group>
        {eInvoice.irn && <Acknowledgement eInvoice={eInvoice} />}
        {eInvoice.problems.length > 0 && (
          <Alert color="orange" title="The IRP would refuse this invoice">
            <List size="sm">
              {eInvoice.problems.map((problem) => (
                <List.Item key={`${problem.field}:${problem.message}`}>{problem.message}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        {eInvoice.status !== 'generated' && (
          <>
            <Group>
              <Button variant="default" onClick={() => void download()}>
                Download e-invoice JSON
              </Button>
            </Group>
            <IrpAnswerImport />
          </>
        )}
        {eInvoice.status === 'generated' && <IrnCancelForm eInvoice={eInvoice} />}
      </Stack>
    </Card>
  );
}

function Acknowledgement({ eInvoice }: { eInvoice: EInvoice }) {
  return (
    <Stack gap={2}>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        IRN <strong>{eInvoice.irn}</strong>
      </Text>
      <Text size="sm">
        Ack No <strong>{eInvoice.ack_no}</strong>
        {eInvoice.ack_date && ` of ${formatIndianInstant(eInvoice.ack_date)}`}
        {eInvoice.cancel_reason && ` (cancelled: ${eInvoice.cancel_reason})`}
      </Text>
    </Stack>
  );
}

const REASONS = [
  { value: '1', label: '1 Duplicate' },
  { value: '2', label: '2 Data entry mistake' },
  { value: '3', label: '3 Order cancelled' },
  { value: '4', label: '4 Others' },
];

function IrnCancelForm({ eInvoice }: { eInvoice: EInvoice }) {
  const cancel = useCancelIrn(eInvoice.document_id);
  return <PortalCancelForm what="IRN" reasons={REASONS} defaultReason="2" cancel={cancel} />;
}
