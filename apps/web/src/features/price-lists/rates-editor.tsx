import { ActionIcon, Button, Group, Stack, Table, TextInput } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { LookupPicker } from '../../components/pickers/lookup-picker';
import { alignRight, HeadedTable } from '../../components/table/headed-table';
import { formatAmount } from '../../lib/format';
import type { ProductChoice as Product } from './product-choice';
import { addRateRow, type RateRow, removeRateRow, setRowRate } from './rate-rows';

// A rates table (a price level's, or one customer's own rates): a product picker adds a row at the
// product's own rate, each row's rate is typed over, × removes it. Errors come keyed as the API
// names them (rates.0.rate); the save button sits under the table.

type Props = {
  /** 'Wholesaler rates', 'Own rates of Sharma Traders': the table's accessible name. */
  label: string;
  rows: RateRow[];
  onChange: (rows: RateRow[]) => void;
  products: UseQueryResult<Product[]>;
  /** The rates' save: its field messages keyed as the API names them, and the button under the table. */
  saving: { errors: Record<string, string>; save: () => void; saving: boolean };
  /** The save button's words: 'Save level', 'Save customer rates'. */
  saveLabel: string;
};

export function RatesEditor({ label, rows, onChange, products, saving, saveLabel }: Props) {
  const errors = saving.errors;
  const byId = new Map((products.data ?? []).map((product) => [product.id, product]));
  return (
    <Stack gap="xs">
      <HeadedTable
        aria-label={label}
        headings={['Product', alignRight('Product rate'), alignRight('Rate'), '']}
        empty={rows.length === 0 ? 'No rates yet: add a product below.' : undefined}
        emptyProps={{ c: 'dimmed' }}
      >
        {rows.map((row, index) => {
          const product = byId.get(row.product_id);
          const name = product?.name ?? `Product ${row.product_id}`;
          return (
            <Table.Tr key={row.product_id}>
              <Table.Td>{name}</Table.Td>
              <Table.Td ta="right">{product?.rate ? formatAmount(product.rate) : '–'}</Table.Td>
              <Table.Td ta="right">
                <TextInput
                  aria-label={`Rate of ${name}`}
                  inputMode="decimal"
                  w={120}
                  ml="auto"
                  value={row.rate}
                  error={errors[`rates.${index}.rate`] ?? errors[`rates.${index}.product_id`]}
                  onChange={(event) => onChange(setRowRate(rows, row.product_id, event.currentTarget.value))}
                />
              </Table.Td>
              <Table.Td>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${name}`}
                  onClick={() => onChange(removeRateRow(rows, row.product_id))}
                >
                  ×
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </HeadedTable>
      <LookupPicker
        label="Add product"
        noun="product"
        lookup={products}
        renderDetails={(product) =>
          `Rate ${product.rate ? formatAmount(product.rate) : '–'} · HSN ${product.hsn_code}`
        }
        onSelect={(product) => onChange(addRateRow(rows, product.id, product.rate))}
      />
      <Group justify="flex-end">
        <Button onClick={saving.save} loading={saving.saving}>
          {saveLabel}
        </Button>
      </Group>
    </Stack>
  );
}
