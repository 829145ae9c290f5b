import { ACTION_ROLES } from '@bahi/domain/contract';
import { Group, Select, Text, Textarea, TextInput } from '@mantine/core';
import { useCan } from '../../app/session/session';
import { displayName } from '../../lib/format';
import { DecimalInput, DigitsInput } from '../form/figure-inputs';
import { StateSelect } from '../form/state-select';
import type { ZodForm } from '../form/use-zod-form';
import type { PartyFormValues } from './party-values';
import { type PartyKind, useSameNameParty } from './use-same-name-party';

const SCHEME_OPTIONS = [
  { value: 'regular', label: 'Regular' },
  { value: 'composition', label: 'Composition dealer' },
];

type PartyFieldsProps = {
  form: ZodForm<unknown, PartyFormValues>;
  /** 'Customer Name' or 'Supplier Name', the label the validation messages use. */
  nameLabel: string;
  kind: PartyKind;
  /** The record being edited, which does not count as a party of the same name. */
  editingId?: number | undefined;
};

export function PartyFields({ form, nameLabel, kind, editingId }: PartyFieldsProps) {
  // Same-named parties split one buyer's bills and balance in two; the note points the clerk to
  // the one already kept, yet saving stays allowed (two shops may share a name).
  const sameName = useSameNameParty(kind, form.values.name, editingId);
  // A customer's credit terms are the owner's and the accountants' (Billing adds customers without).
  const setsCreditTerms = useCan(ACTION_ROLES.setCreditTerms) || kind === 'supplier';
  return (
    <>
      <TextInput label={nameLabel} autoComplete="off" data-autofocus {...form.textProps('name')} />
      {sameName && (
        <Text size="sm" c="orange.8" role="status" mt={-8}>
          A {kind} named "{displayName(sameName.name)}" already exists
        </Text>
      )}
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
        label="GST Scheme"
        description="A composition dealer's GSTIN looks regular: GSTR-3B reports them apart"
        data={SCHEME_OPTIONS}
        allowDeselect={false}
        {...form.selectProps('gst_scheme')}
      />
      <StateSelect
        description="Left empty, it is taken from the GST No."
        placeholder="Choose a state"
        nothingFoundMessage="No such state"
        {...form.selectProps('state_code')}
      />
      <Textarea label="Address" autosize minRows={2} maxRows={5} {...form.textProps('address')} />
      <DigitsInput
        label="PIN Code"
        description="Needed on e-way bills and e-invoices"
        maxLength={6}
        {...form.textProps('pin_code')}
      />
      {setsCreditTerms && (
        <Group grow align="flex-start">
          {/* A bill over the limit, or with bills past due, asks the owner or an accountant first. */}
          {kind === 'customer' && (
            <DecimalInput
              label="Credit Limit"
              description="Blank: no limit"
              {...form.textProps('credit_limit')}
            />
          )}
          <DigitsInput
            label="Credit Days"
            description="Days a bill may stay unpaid"
            {...form.textProps('credit_days')}
          />
        </Group>
      )}
    </>
  );
}
