import { formatRupees } from '@bahi/domain';
import { Button, Grid, Paper, Text } from '@mantine/core';
import { ProductPicker } from '../../components/pickers/product-picker';
import { formatPercent } from '../../lib/format';
import { PurchaseBatchFields } from './purchase-batch-fields';
import type { PurchaseRow } from './purchase-rows';
import { ReadOnlyFigure } from './read-only-figure';
import { type RowFigure, RowFigureInput } from './row-figure-input';
import type { PurchaseForm } from './use-purchase-form';

type PurchaseItemRowProps = {
  row: PurchaseRow;
  /** Position on screen, counting from 1: 'Row 2', 'Qty 2'. */
  number: number;
  form: PurchaseForm;
  onRemove: () => void;
  onQuickAddProduct: (typed: string) => void;
};

// 24 columns: one line per row on a desk, stacked boxes on a phone.
const SPAN = {
  product: { base: 24, md: 8 },
  qty: { base: 6, md: 2 },
  rate: { base: 9, md: 3 },
  amount: { base: 9, md: 3 },
  discount: { base: 8, md: 2 },
  gst: { base: 8, md: 2 },
  total: { base: 12, md: 3 },
  remove: { base: 4, md: 1 },
};

/** The row's price boxes after Qty, in the clerk's Tab order. */
const PRICE_BOXES = [
  { figure: 'rate', label: 'Rate / unit', name: 'Rate', rupees: true },
  { figure: 'amount', label: 'Amount', name: 'Amount', rupees: true },
  { figure: 'discount', label: 'Discount %', name: 'Discount %', rupees: false },
] as const;

export function PurchaseItemRow({ row, number, form, onRemove, onQuickAddProduct }: PurchaseItemRowProps) {
  const figures = form.priced.byKey.get(row.key);
  const figureOf = (figure: RowFigure) => ({ row, purchase: form, figure });
  const tracksBatches = row.product?.tracks_batches === true;
  // A batch's MRP has its own box; otherwise the product's MRP is sent and its message shows below.
  const otherErrors = tracksBatches ? '' : (row.errors.mrp ?? '');
  return (
    <Paper
      withBorder
      p="sm"
      role="group"
      aria-label={`Row ${number}`}
      data-row-key={row.key}
      data-needs-product={row.product === null || undefined}
    >
      <Grid columns={24} gap="sm" align="flex-start">
        <Grid.Col span={SPAN.product}>
          <ProductPicker
            label={`Product ${number}`}
            fieldError={row.errors.product_id}
            selectedName={row.product?.name ?? null}
            onSelect={(product) => form.chooseProduct(row.key, product)}
            quickAdd={{ label: '+ Add product', letter: 'P', onOpen: onQuickAddProduct }}
          />
        </Grid.Col>
        <Grid.Col span={SPAN.qty}>
          <RowFigureInput
            {...figureOf('qty')}
            label="Qty"
            aria-label={`Qty ${number}`}
            data-purchase-field="qty"
          />
          {/* A scheme's free units ("10 + 1 free"): they enter stock, the row charges for Qty. */}
          {/* Out of the Tab order, so Qty → Rate → Amount stays the clerk's path through a bill's line. */}
          <RowFigureInput
            {...figureOf('free')}
            size="xs"
            mt={4}
            tabIndex={-1}
            aria-label={`Free ${number}`}
            placeholder="+ Free"
            title="Units the supplier gave free: they enter stock, only Qty is charged"
          />
        </Grid.Col>
        {PRICE_BOXES.map((box) => (
          <Grid.Col key={box.figure} span={SPAN[box.figure]}>
            <RowFigureInput
              {...figureOf(box.figure)}
              label={box.label}
              aria-label={`${box.name} ${number}`}
              rupees={box.rupees}
            />
          </Grid.Col>
        ))}
        <Grid.Col span={SPAN.gst}>
          <ReadOnlyFigure
            label="GST"
            value={row.product ? formatPercent(row.product.gst_rate) : '—'}
            error={row.errors.gst_rate}
          />
        </Grid.Col>
        <Grid.Col span={SPAN.total}>
          <ReadOnlyFigure label="Total" value={figures ? formatRupees(figures.total) : '—'} />
        </Grid.Col>
        <Grid.Col span={SPAN.remove} style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button
            variant="subtle"
            color="red"
            mt={26}
            px="xs"
            onClick={onRemove}
            aria-label={`Delete row ${number}`}
            title={`Delete row ${number}`}
          >
            X
          </Button>
        </Grid.Col>
      </Grid>
      {tracksBatches && <PurchaseBatchFields row={row} number={number} form={form} />}
      {otherErrors && (
        <Text size="xs" c="red" mt={4}>
          {otherErrors}
        </Text>
      )}
    </Paper>
  );
}
