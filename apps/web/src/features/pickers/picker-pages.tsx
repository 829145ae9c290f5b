import type { Customer, ProductLookup } from '@bahi/domain/schemas';
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { CustomerPicker } from '../../components/pickers/customer-picker';
import { ProductPicker } from '../../components/pickers/product-picker';
import { formatAmount, formatPercent } from '../../lib/format';

// The helper screens /productdropdown and /customerdropdown: each picker on its own, with what was
// picked below.

export function ProductPickerPage() {
  const [product, setProduct] = useState<ProductLookup | null>(null);
  return (
    <PickerLayout picker={<ProductPicker onSelect={setProduct} />}>
      {product && (
        <Details
          title={product.name}
          rows={[
            ['MRP', formatAmount(product.mrp)],
            ['Rate', formatAmount(product.rate)],
            ['GST Rate', formatPercent(product.gst_rate)],
            ['HSN Code', product.hsn_code],
          ]}
        />
      )}
    </PickerLayout>
  );
}

export function CustomerPickerPage() {
  const [customer, setCustomer] = useState<Customer | null>(null);
  return (
    <PickerLayout picker={<CustomerPicker onSelect={setCustomer} />}>
      {customer && (
        <Details
          title={customer.name}
          rows={[
            ['Phone', customer.phone ?? '—'],
            ['Email', customer.email ?? '—'],
            ['GSTIN', customer.gstin ?? '—'],
          ]}
        />
      )}
    </PickerLayout>
  );
}

function PickerLayout({ picker, children }: { picker: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="md" maw={480}>
      {picker}
      {children}
    </Stack>
  );
}

function Details({ title, rows }: { title: string; rows: [string, string][] }) {
  return (
    <Paper withBorder p="md" aria-label="Selected">
      <Text fw={600} mb="xs">
        {title}
      </Text>
      <SimpleGrid cols={2} spacing={4} verticalSpacing={4}>
        {rows.map(([name, value]) => (
          <Text key={name} size="sm" component="div">
            <Text span c="dimmed" size="sm">
              {name}:{' '}
            </Text>
            {value}
          </Text>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
