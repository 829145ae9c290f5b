import { formatIndianInstant } from '@bahi/domain';
import type { EInvoice } from '@bahi/domain/schemas';
import { Alert, Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { describeFailure, notifyFailure } from '../form/notify';
import { IRN_STATUS_COLORS, IRN_STATUS_LABELS } from './e-document-labels';
import { downloadInv01, type EInvoiceDocumentKind, useCancelIrn, useEInvoice } from './e-invoice-api';
import { IrpAnswerImport } from './irp-answer-import';
import { PortalCancelForm } from './portal-cancel-form';

// A document's e-invoice on its page (an invoice's, a credit note's or a debit note's): whether it
// goes to the IRP, what the IRP would refuse, the INV-01 file to upload, the IRP's answer read
// back, and the IRN's cancellation within 24 hours.

const WORDS: Record<EInvoiceDocumentKind, string> = {
  invoice: 'invoice',
  'credit-note': 'credit note',
  'debit-note': 'debit note',
};

export function EInvoicePanel({
  kind,
  documentId,
  documentNumber,
}: {
  kind: EInvoiceDocumentKind;
  documentId: number;
  documentNumber: string;
}) {
  const query = useEInvoice(kind, documentId);
  const eInvoice = query.data;
  if (!eInvoice || eInvoice.status === 'not-applicable') return null;
  const download = () =>
    downloadInv01(kind, documentId, documentNumber).catch((error: unknown) =>
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
          <Alert color="orange" title={`The IRP would refuse this ${WORDS[kind]}`}>
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
        {eInvoice.status === 'generated' && <IrnCancelForm kind={kind} eInvoice={eInvoice} />}
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

function IrnCancelForm({ kind, eInvoice }: { kind: EInvoiceDocumentKind; eInvoice: EInvoice }) {
  const cancel = useCancelIrn(kind, eInvoice.document_id);
  return <PortalCancelForm what="IRN" reasons={REASONS} defaultReason="2" cancel={cancel} />;
}
