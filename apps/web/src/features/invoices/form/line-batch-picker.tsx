import { isValidIsoDate } from '@bahi/domain';
import { NativeSelect, Text } from '@mantine/core';
import { formatDate } from '../../../lib/format';
import { useProductBatches } from '../api/product-batches-api';
import { batchOfOption, batchOptions, EARLIEST_EXPIRY } from './batch-options';
import type { LineBatchChoice, LineProduct } from './invoice-form-values';
import { LINE_INPUT_STYLES } from './invoice-lines-head';

// Under the product of a line that tracks batches: which batch it sells from. Left at "Earliest
// expiry first" the server takes the batches not expired on the invoice's date in expiry order;
// a batch chosen by hand is sold from alone. An expired batch is marked here, and saving asks to
// confirm it (the server's 409 confirm_expired_batch).

type LineBatchPickerProps = {
  number: number;
  product: LineProduct;
  batch: LineBatchChoice | null;
  /** The invoice's date: the stock and expiry the batches are listed on. */
  date: string;
  /** An invoice being edited: its own lines count as not sold. */
  exceptInvoiceId: number | null;
  error: string | undefined;
  onChange: (batch: LineBatchChoice | null) => void;
};

export function LineBatchPicker(props: LineBatchPickerProps) {
  const { number, product, batch, date, exceptInvoiceId, error, onChange } = props;
  const validDate = isValidIsoDate(date);
  const query = useProductBatches(validDate ? product.id : null, date, exceptInvoiceId);
  const batches = query.data?.data ?? [];
  const chosen = batch ? batches.find((entry) => entry.batch_id === batch.id) : undefined;
  const expired = chosen?.expired ?? (batch !== null && validDate && batch.expiry_date < date);
  return (
    <>
      <NativeSelect
        size="xs"
        mt={4}
        aria-label={`Line ${number} batch`}
        title="The batch this line sells from"
        value={batch ? String(batch.id) : EARLIEST_EXPIRY}
        data={batchOptions(batches, product.unit, batch)}
        error={error}
        styles={LINE_INPUT_STYLES}
        onChange={(event) => onChange(batchOfOption(event.currentTarget.value, batches, batch))}
      />
      {batch && expired && (
        <Text size="xs" c="orange.8" role="status" aria-label={`Line ${number} expired batch`}>
          {`Expired on ${formatDate(batch.expiry_date)}: saving asks to confirm`}
        </Text>
      )}
    </>
  );
}
