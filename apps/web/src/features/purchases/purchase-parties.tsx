import type { PurchaseDetail } from '@bahi/domain/schemas';
import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type Seller = PurchaseDetail['seller'];
type Party = PurchaseDetail['supplier'];

/** The agency's own details (the settings), at the head of the document. */
export function SellerBlock({ seller }: { seller: Seller }) {
  return (
    <Stack gap={2}>
      <Text fw={700} size="lg">
        {seller.name}
      </Text>
      {seller.address && <Text size="sm">{seller.address}</Text>}
      <Text size="sm">
        GSTIN {seller.gstin ?? 'not registered'} · State {seller.state_code} {seller.state_name}
      </Text>
      {(seller.phone || seller.email) && (
        <Text size="sm">{[seller.phone, seller.email].filter(Boolean).join(' · ')}</Text>
      )}
    </Stack>
  );
}

/** The supplier as recorded on the purchase (a snapshot: later edits to the supplier don't change it). */
export function SupplierBlock({ supplier }: { supplier: Party }) {
  return (
    <Block title="Supplier Details">
      <Text fw={600}>{supplier.name}</Text>
      <Line label="Address" value={supplier.address} />
      <Line label="Phone" value={supplier.phone} />
      <Line label="Email" value={supplier.email} />
      <Line label="GSTIN" value={supplier.gstin} />
    </Block>
  );
}

export function BankDetails({ seller }: { seller: Seller }) {
  const known = [seller.bank_name, seller.bank_account_number, seller.bank_ifsc, seller.bank_branch];
  return (
    <Block title="Bank Details">
      {known.some(Boolean) ? (
        <>
          <Line label="Bank" value={seller.bank_name} />
          <Line label="Account No" value={seller.bank_account_number} />
          <Line label="IFSC" value={seller.bank_ifsc} />
          <Line label="Branch" value={seller.bank_branch} />
        </>
      ) : (
        <Text size="sm" c="dimmed">
          No bank details in the settings.
        </Text>
      )}
    </Block>
  );
}

export function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="sm" h="100%">
      <Title order={3} size="h5" mb={6}>
        {title}
      </Title>
      <Stack gap={2}>{children}</Stack>
    </Paper>
  );
}

function Line({ label, value }: { label: string; value: string | null }) {
  return (
    <Text size="sm">
      <Text span c="dimmed" size="sm">
        {label}:{' '}
      </Text>
      {value || '—'}
    </Text>
  );
}
