import { STATES } from '@bahi/domain';
import { Select, Textarea, TextInput } from '@mantine/core';
import type { ZodForm } from '../form/use-zod-form';
import type { PartyFormValues } from './party-values';

const STATE_OPTIONS = STATES.map((state) => ({ value: state.code, label: `${state.code} ${state.name}` }));

type PartyFieldsProps = {
  form: ZodForm<unknown, PartyFormValues>;
  /** 'Customer Name' or 'Supplier Name', the label the validation messages use. */
  nameLabel: string;
};

export function PartyFields({ form, nameLabel }: PartyFieldsProps) {
  return (
    <>
      <TextInput label={nameLabel} autoComplete="off" data-autofocus {...form.textProps('name')} />
      <TextInput label="Email" type="email" autoComplete="off" {...form.textProps('email')} />
      <TextInput label="Phone" type="tel" autoComplete="off" {...form.textProps('phone')} />
      <TextInput
        label="GST No"
        autoComplete="off"
        placeholder="15 characters, e.g. 22AAAAA0000A1ZC"
        styles={{ input: { textTransform: 'uppercase' } }}
        {...form.textProps('gstin')}
      />
      <Select
        label="State"
        description="Left empty, it is taken from the GST No."
        placeholder="Choose a state"
        data={STATE_OPTIONS}
        searchable
        clearable
        clearButtonProps={{ title: 'Clear State' }}
        nothingFoundMessage="No such state"
        {...form.selectProps('state_code')}
      />
      <Textarea label="Address" autosize minRows={2} maxRows={5} {...form.textProps('address')} />
      <TextInput
        label="PIN Code"
        description="Needed on e-way bills and e-invoices"
        autoComplete="off"
        inputMode="numeric"
        maxLength={6}
        {...form.textProps('pin_code')}
      />
    </>
  );
}
