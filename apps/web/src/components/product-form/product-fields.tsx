import { UNITS } from '@bahi/domain/schemas';
import { Checkbox, Select, TextInput } from '@mantine/core';
import { useCategoryOptions, useGstRateOptions } from '../../api/catalogue-options';
import { DigitsInput, RupeeInput } from '../form/figure-inputs';
import type { ZodForm } from '../form/use-zod-form';
import type { ProductFormValues } from './product-values';

const UNIT_OPTIONS = UNITS.map((unit) => ({ value: unit.code, label: `${unit.code} (${unit.name})` }));

export function ProductFields({ form }: { form: ZodForm<unknown, ProductFormValues> }) {
  const gstRates = useGstRateOptions();
  const categories = useCategoryOptions();
  return (
    <>
      <TextInput label="Product Name" autoComplete="off" data-autofocus {...form.textProps('name')} />
      <Select
        label="Category"
        placeholder="No category"
        data={categories.data ?? []}
        searchable
        clearable
        clearButtonProps={{ title: 'Clear Category' }}
        nothingFoundMessage="No such category"
        {...form.selectProps('category_id')}
      />
      <DigitsInput label="HSN Code" {...form.textProps('hsn_code')} />
      <RupeeInput label="MRP" {...form.textProps('mrp')} />
      <RupeeInput label="Rate" {...form.textProps('rate')} />
      <Select
        label="GST Rate"
        placeholder="Choose a rate"
        data={gstRates.data ?? []}
        searchable
        allowDeselect={false}
        {...form.selectProps('gst_rate')}
      />
      <Select
        label="Unit"
        data={UNIT_OPTIONS}
        searchable
        allowDeselect={false}
        maxDropdownHeight={200}
        {...form.selectProps('unit')}
      />
      <DigitsInput label="Reorder Level" {...form.textProps('reorder_level')} />
      <DigitsInput label="Opening Stock" {...form.textProps('opening_stock')} />
      <RupeeInput
        label="Opening Cost Rate"
        description="What one unit of the opening stock cost, before GST: stock is valued at it"
        {...form.textProps('opening_rate')}
      />
      <Checkbox
        label="Open price (rate can be typed on invoices)"
        {...form.checkboxProps('price_editable')}
      />
      <Checkbox
        label="Tracks batches"
        // A description, not the label: the label would otherwise also answer to "MRP".
        description="Batch No, expiry and the batch's MRP on each purchase"
        {...form.checkboxProps('tracks_batches')}
      />
    </>
  );
}
