import type { PurchaseDetail } from '@bahi/domain/schemas';
import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '../../lib/format';
import { PurchaseDetailItems } from './purchase-detail-items';
import { BankDetails, SellerBlock, SupplierBlock } from './purchase-parties';
import { GstSummary, PaymentSummary } from './purchase-summaries';

/** The recorded purchase laid out like the paper it came from. */
export function PurchaseDocument({ purchase }: { purchase: PurchaseDetail }) {
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} maw={1100}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="md">
          <SellerBlock seller={purchase.seller} />
          <Stack gap={2}>
            <Group gap="xs">
              <Title order={2} size="h3">
                Purchase
              </Title>
              {purchase.status === 'Cancelled' && (
                <Badge color="red" variant="light">
                  Cancelled
                </Badge>
              )}
            </Group>
            <Text size="sm">
              Purchase No: <strong>{purchase.purchase_number}</strong>
            </Text>
            <Text size="sm">Date: {formatDate(purchase.purchase_date)}</Text>
            {purchase.invoice_number && <Text size="sm">Supplier Invoice No: {purchase.invoice_number}</Text>}
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <SupplierBlock supplier={purchase.supplier} />
          <BankDetails seller={purchase.seller} />
        </SimpleGrid>
        <PurchaseDetailItems items={purchase.items} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <GstSummary purchase={purchase} />
          <PaymentSummary purchase={purchase} />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
