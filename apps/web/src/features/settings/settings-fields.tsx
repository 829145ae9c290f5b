import { financialYearOf, todayIso } from '@bahi/domain';
import { Checkbox, Fieldset, Select, SimpleGrid, Switch, Textarea, TextInput } from '@mantine/core';
import { DigitsInput } from '../../components/form/figure-inputs';
import { StateSelect } from '../../components/form/state-select';
import type { ZodForm } from '../../components/form/use-zod-form';
import { invoicePrefixHint, type SettingsFormValues } from './settings-values';

const PRICE_BASIS_OPTIONS = [
  { value: 'rate', label: 'Trade rate (before GST)' },
  { value: 'mrp', label: 'MRP (GST included)' },
];

export function SettingsFields({ form }: { form: ZodForm<unknown, SettingsFormValues> }) {
  const { registered } = form.values;
  return (
    <>
      <Fieldset legend="Business">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
          <TextInput label="Business Name" autoComplete="organization" {...form.textProps('name')} />
          <Checkbox
            mt={{ sm: 'xl' }}
            label="Not registered under GST"
            description="Bills of supply with no GST; no GST returns."
            checked={!registered}
            onChange={(event) => {
              form.setValue('registered', !event.currentTarget.checked);
              // A shop without a registration has no GSTIN to print.
              if (event.currentTarget.checked) form.setValue('gstin', '');
            }}
            error={form.errors.registered}
          />
          {registered && (
            <TextInput
              label="GSTIN"
              autoComplete="off"
              styles={{ input: { textTransform: 'uppercase' } }}
              {...form.textProps('gstin')}
            />
          )}
          <StateSelect
            description={registered ? 'Left empty, it is taken from the GSTIN.' : 'Where the shop is.'}
            {...form.selectProps('state_code')}
          />
          <TextInput label="Phone" type="tel" autoComplete="tel" {...form.textProps('phone')} />
          <TextInput label="Email" type="email" autoComplete="email" {...form.textProps('email')} />
          <Textarea label="Address" autosize minRows={2} maxRows={4} {...form.textProps('address')} />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend="Bank details (printed on invoices)">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
          <TextInput label="Bank Name" {...form.textProps('bank_name')} />
          <DigitsInput label="Account Number" {...form.textProps('bank_account_number')} />
          <TextInput
            label="IFSC"
            styles={{ input: { textTransform: 'uppercase' } }}
            {...form.textProps('bank_ifsc')}
          />
          <TextInput label="Branch" {...form.textProps('bank_branch')} />
          <TextInput
            label="UPI ID"
            description="When set, invoices print a QR code to pay the amount due."
            placeholder="shopname@bank"
            {...form.textProps('upi_id')}
          />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend="Invoices">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
          <TextInput
            label="Invoice Prefix"
            description={invoicePrefixHint(
              form.values.invoice_prefix,
              todayIso(),
              form.values.invoice_first_number,
            )}
            {...form.textProps('invoice_prefix')}
          />
          <DigitsInput
            label="First Invoice No"
            description={`Moving from another program during ${financialYearOf(todayIso()).label}? This year's invoices go on from this number; next year starts at 1.`}
            {...form.textProps('invoice_first_number')}
          />
          <Switch
            mt={{ sm: 'xl' }}
            label="Round off invoice totals to the nearest rupee"
            {...form.checkboxProps('round_off')}
          />
          <Select
            label="New invoice lines start at"
            data={PRICE_BASIS_OPTIONS}
            searchable
            allowDeselect={false}
            value={form.values.default_price_basis}
            onChange={(value) => form.setValue('default_price_basis', value === 'mrp' ? 'mrp' : 'rate')}
            error={form.errors.default_price_basis}
          />
          <Switch
            mt={{ sm: 'xl' }}
            label="Allow selling below zero stock (warn only)"
            {...form.checkboxProps('allow_negative_stock')}
          />
        </SimpleGrid>
      </Fieldset>
    </>
  );
}
