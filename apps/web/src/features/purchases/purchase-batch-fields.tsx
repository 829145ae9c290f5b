import { Grid, TextInput } from '@mantine/core';
import { DocumentDateInput } from '../../components/form/document-date-input';
import { cleanDecimalText } from './number-text';
import type { PurchaseRow } from './purchase-rows';
import type { PurchaseForm } from './use-purchase-form';

type PurchaseBatchFieldsProps = { row: PurchaseRow; number: number; form: PurchaseForm };

/**
 * Batch No, Expiry and the batch's MRP of a row whose product tracks batches (all three required;
 * the server's messages show under them). Another batch of the product is another row.
 */
export function PurchaseBatchFields({ row, number, form }: PurchaseBatchFieldsProps) {
  return (
    <Grid columns={24} gap="sm" align="flex-start" mt="xs">
      <Grid.Col span={{ base: 24, xs: 8, md: 5 }}>
        <TextInput
          label="Batch No"
          aria-label={`Batch No ${number}`}
          autoComplete="off"
          withAsterisk
          value={row.batchNumber ?? ''}
          error={row.errors.batch_number}
          onChange={(event) => form.editRow(row.key, { batchNumber: event.currentTarget.value })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, xs: 8, md: 4 }}>
        <DocumentDateInput
          label="Expiry"
          aria-label={`Expiry ${number}`}
          withAsterisk
          value={row.expiry ?? ''}
          error={row.errors.expiry_date}
          onChange={(expiry) => form.editRow(row.key, { expiry })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, xs: 8, md: 3 }}>
        <TextInput
          label="Batch MRP"
          aria-label={`MRP ${number}`}
          leftSection="₹"
          inputMode="decimal"
          autoComplete="off"
          withAsterisk
          placeholder="0.00"
          value={row.batchMrp ?? ''}
          error={row.errors.mrp}
          onChange={(event) =>
            form.editRow(row.key, { batchMrp: cleanDecimalText(event.currentTarget.value) })
          }
        />
      </Grid.Col>
    </Grid>
  );
}
