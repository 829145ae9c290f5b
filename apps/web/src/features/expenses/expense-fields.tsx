import '@mantine/dates/styles.css';
import { reverseChargeByDefault } from '@bahi/domain';
import { EXPENSE_CATEGORIES, EXPENSE_MODES } from '@bahi/domain/schemas';
import { Checkbox, Group, Select, Textarea, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { DecimalInput, RupeeInput } from '../../components/form/figure-inputs';
import type { ZodForm } from '../../components/form/use-zod-form';
import { CALENDAR_PROPS } from '../../lib/calendar-props';
import { parseDmyDate } from '../../lib/format';
import type { ExpenseFormValues } from './expense-values';

const CATEGORY_OPTIONS = [...EXPENSE_CATEGORIES];
const MODE_OPTIONS = [...EXPENSE_MODES];

export function ExpenseFields({ form }: { form: ZodForm<unknown, ExpenseFormValues> }) {
  return (
    <>
      <DateInput
        {...CALENDAR_PROPS}
        label="Date"
        name="date"
        placeholder="dd/mm/yyyy"
        valueFormat="DD/MM/YYYY"
        dateParser={parseDmyDate}
        clearable
        clearButtonProps={{ title: 'Clear Date' }}
        value={form.values.date || null}
        error={form.errors.date}
        onChange={(value) => form.setValue('date', value ?? '')}
      />
      <Select
        label="Category"
        placeholder="Choose a category"
        data={CATEGORY_OPTIONS}
        // Not searchable: a searchable Select opens its list on focus, and this one has the
        // drawer's first focus, so its list would cover the fields below as the drawer opens.
        allowDeselect={false}
        data-autofocus
        {...form.selectProps('category')}
        onChange={(value) => {
          form.setValue('category', value ?? '');
          // Each category brings its reverse-charge default; the box below can change it.
          form.setValue('reverse_charge', reverseChargeByDefault(value ?? ''));
        }}
      />
      <TextInput label="Payee" autoComplete="off" placeholder="Paid to" {...form.textProps('payee')} />
      <RupeeInput label="Amount" description="The whole bill, GST included" {...form.textProps('amount')} />
      <RupeeInput
        label="GST Paid"
        description="GST on the bill, if any (may be claimable)"
        placeholder="0.00"
        {...form.textProps('gst_amount')}
      />
      <Checkbox
        label="Reverse charge (the shop pays the GST: transport agency, advocate)"
        {...form.checkboxProps('reverse_charge')}
      />
      <Group grow align="flex-start">
        <TextInput
          label="Supplier GSTIN"
          description="With it the GST is claimable"
          autoComplete="off"
          {...form.textProps('supplier_gstin')}
        />
        <DecimalInput label="GST rate (%)" placeholder="0" {...form.textProps('gst_rate')} />
      </Group>
      <Group grow align="flex-start">
        <TextInput label="Bill number" autoComplete="off" {...form.textProps('bill_number')} />
        <DateInput
          {...CALENDAR_PROPS}
          label="Bill issued on"
          placeholder="dd/mm/yyyy"
          valueFormat="DD/MM/YYYY"
          dateParser={parseDmyDate}
          clearable
          value={form.values.bill_date || null}
          error={form.errors.bill_date}
          onChange={(value) => form.setValue('bill_date', value ?? '')}
        />
      </Group>
      <Select
        label="Mode"
        data={MODE_OPTIONS}
        searchable
        allowDeselect={false}
        {...form.selectProps('mode')}
      />
      <TextInput
        label="Reference"
        autoComplete="off"
        placeholder="Cheque no, UTR or bill no"
        {...form.textProps('reference')}
      />
      <Textarea label="Note" autosize minRows={2} maxRows={5} {...form.textProps('note')} />
    </>
  );
}
