import { SUB_SUPPLY_TYPES, TRANSACTION_TYPES, TRANSPORT_MODES, VEHICLE_TYPES } from '@bahi/domain';
import type { EwayBill } from '@bahi/domain/schemas';
import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../api/api-error';
import { describeFailure, notifyFailure, notifySuccess } from '../form/notify';
import { downloadEwayJson, useSavePartB } from './eway-bill-api';

// The reason, transaction type, transporter and conveyance of an invoice's e-way bill, saved in
// Bahi, then written into the portal's bulk-generation file.

const options = (codes: Record<string | number, string>) =>
  Object.entries(codes).map(([value, label]) => ({ value, label: `${value} ${label}` }));

type Fields = Record<
  | 'sub_supply_type'
  | 'sub_supply_desc'
  | 'transaction_type'
  | 'transporter_id'
  | 'transporter_name'
  | 'trans_mode'
  | 'vehicle_no'
  | 'vehicle_type'
  | 'trans_doc_no'
  | 'trans_doc_date'
  | 'distance_km'
  | 'to_pin_code'
  | 'to_place',
  string
>;

function fieldsOf(bill: EwayBill): Fields {
  const part = bill.part_b;
  return {
    sub_supply_type: String(part.sub_supply_type),
    sub_supply_desc: part.sub_supply_desc ?? '',
    transaction_type: String(part.transaction_type),
    transporter_id: part.transporter_id ?? '',
    transporter_name: part.transporter_name ?? '',
    trans_mode: part.trans_mode === null ? '' : String(part.trans_mode),
    vehicle_no: part.vehicle_no ?? '',
    vehicle_type: part.vehicle_type ?? '',
    trans_doc_no: part.trans_doc_no ?? '',
    trans_doc_date: part.trans_doc_date ?? '',
    distance_km: String(part.distance_km),
    to_pin_code: part.to_pin_code ?? '',
    to_place: part.to_place ?? '',
  };
}

export function EwayPartBForm({ bill }: { bill: EwayBill }) {
  const save = useSavePartB(bill);
  const [fields, setFields] = useState(() => fieldsOf(bill));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [downloading, setDownloading] = useState(false);
  const set = (name: keyof Fields) => (value: string | null) =>
    setFields((now) => ({ ...now, [name]: value ?? '' }));
  const text = (name: keyof Fields, label: string) => (
    <TextInput
      label={label}
      value={fields[name]}
      onChange={(e) => set(name)(e.currentTarget.value)}
      error={errors[name]?.[0]}
    />
  );
  const select = (
    name: keyof Fields,
    label: string,
    data: { value: string; label: string }[],
    clearable = false,
  ) => (
    <Select
      label={label}
      data={data}
      value={fields[name] || null}
      onChange={set(name)}
      clearable={clearable}
      error={errors[name]?.[0]}
    />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { ...fields, version: bill.version ?? undefined },
      {
        onSuccess: () => {
          setErrors({});
          notifySuccess('Part B saved.');
        },
        onError: (error) => {
          setErrors(error instanceof ApiError ? error.fieldErrors : {});
          notifyFailure({ title: 'Part B was not saved.', detail: describeFailure(error) });
        },
      },
    );
  };
  const download = async () => {
    setDownloading(true);
    try {
      await downloadEwayJson(bill);
    } catch (error) {
      setErrors(error instanceof ApiError ? error.fieldErrors : {});
      notifyFailure({ title: 'The e-way bill JSON was not made.', detail: describeFailure(error) });
    } finally {
      setDownloading(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate aria-label="E-way bill Part B">
      <Stack gap="xs">
        <Group grow align="flex-start">
          {select('sub_supply_type', 'Reason', options(SUB_SUPPLY_TYPES))}
          {text('sub_supply_desc', 'Reason description')}
          {select('transaction_type', 'Transaction type', options(TRANSACTION_TYPES))}
        </Group>
        <Group grow align="flex-start">
          {text('transporter_id', 'Transporter ID')}
          {text('transporter_name', 'Transporter name')}
          {select('trans_mode', 'Mode', options(TRANSPORT_MODES), true)}
        </Group>
        <Group grow align="flex-start">
          {text('vehicle_no', 'Vehicle number')}
          {select('vehicle_type', 'Vehicle type', options(VEHICLE_TYPES), true)}
          {text('trans_doc_no', 'Transport document no')}
          {text('trans_doc_date', 'Transport document date')}
        </Group>
        <Group grow align="flex-start">
          {text('distance_km', 'Distance (km)')}
          {text('to_pin_code', 'Delivery PIN Code')}
          {text('to_place', 'Delivery place')}
        </Group>
        <Group>
          <Button type="submit" variant="default" loading={save.isPending}>
            Save Part B
          </Button>
          <Button onClick={() => void download()} loading={downloading} disabled={bill.problems.length > 0}>
            Download e-way bill JSON
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
