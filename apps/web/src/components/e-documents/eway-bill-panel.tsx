import { formatIndianInstant } from '@bahi/domain';
import type { EwayBill } from '@bahi/domain/schemas';
import { Alert, Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { formatAmount } from '../../lib/format';
import { describeFailure, notifyFailure } from '../form/notify';
import { EWAY_STATUS_COLORS, EWAY_STATUS_LABELS } from './e-document-labels';
import { downloadEwayPrint, type EwayDocumentType, useEwayBill } from './eway-bill-api';
import { EwayCancelForm, EwayNumberForm } from './eway-number-form';
import { EwayPartBForm } from './eway-part-b-form';

// A document's e-way bill on its page (an invoice's or a purchase return's): whether one is
// needed, Part B, the portal's file, the number the portal gave, its print and its cancellation.

export function EwayBillPanel({
  documentType,
  documentId,
}: {
  documentType: EwayDocumentType;
  documentId: number;
}) {
  const query = useEwayBill(documentType, documentId);
  const bill = query.data;
  if (!bill) return null;
  const live = bill.status === 'generated' || bill.status === 'expired';
  const print = () =>
    downloadEwayPrint(bill).catch((error: unknown) =>
      notifyFailure({ title: 'The e-way bill print failed.', detail: describeFailure(error) }),
    );
  return (
    <Card withBorder mt="lg" maw={1000} component="section" aria-label="E-way bill">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h4">
            E-way bill
          </Title>
          <Badge color={EWAY_STATUS_COLORS[bill.status]} variant="light">
            {EWAY_STATUS_LABELS[bill.status]}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          Consignment value {formatAmount(bill.consignment_value)}; the limit is{' '}
          {formatAmount(bill.threshold)}.
        </Text>
        {bill.ewb_number && <Numbers bill={bill} />}
        {!live && <EwayPartBForm key={bill.version ?? 0} bill={bill} />}
        {!live && bill.problems.length > 0 && (
          <Alert color="orange" title="The portal would refuse this bill">
            <List size="sm">
              {bill.problems.map((problem) => (
                <List.Item key={`${problem.field}:${problem.message}`}>{problem.message}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        {!live && <EwayNumberForm bill={bill} />}
        {live && <EwayCancelForm bill={bill} />}
        <Group>
          <Button variant="default" onClick={() => void print()}>
            E-way bill print
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function Numbers({ bill }: { bill: EwayBill }) {
  return (
    <Text size="sm">
      E-way bill No <strong>{bill.ewb_number}</strong>
      {bill.ewb_date && ` of ${formatIndianInstant(bill.ewb_date)}`}
      {bill.valid_until && `, valid until ${formatIndianInstant(bill.valid_until)}`}
      {bill.cancel_reason && ` (cancelled: ${bill.cancel_reason})`}
    </Text>
  );
}
