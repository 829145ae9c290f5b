import {
  computeNote,
  formatDateDmy,
  formatRupees,
  quantityToMilli,
  returnCredit,
  rupeesToPaise,
  todayIso,
} from '@bahi/domain';
import type { ReturnablePurchase } from '@bahi/domain/schemas';
import { Alert, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/api-error';
import { useIdempotencyKey } from '../../api/idempotency-key';
import { DayInput } from '../../components/filters/day-input';
import { focusQuietly } from '../../components/form/focus-invalid';
import { describeFailure, notifyFailure, notifySuccess } from '../../components/form/notify';
import { PURCHASE_RETURNS_PATH, useReturnablePurchase, useSavePurchaseReturn } from './purchase-returns-api';

// Goods sent back against one purchase (/purchase/{id}/return), started from the purchase's lines
// with what each can still be sent back after earlier returns. The totals are worked out as the
// server will: the value pro rata, GST at each line's own rate, per rate group.

type Line = ReturnablePurchase['lines'][number];

/** The taxable value a line's units mean, in paise, or null when the entry is empty, not a number or too many. */
function lineTaxable(line: Line, entry: string): number | null {
  const text = entry.trim();
  const value = Number(text);
  if (text === '' || !Number.isFinite(value) || value <= 0) return null;
  const milli = quantityToMilli(value);
  const remainingQuantityMilli = quantityToMilli(line.remaining_quantity);
  if (milli > remainingQuantityMilli) return null;
  return returnCredit(
    { remainingQuantityMilli, remainingValue: rupeesToPaise(line.remaining_taxable_value) },
    milli,
  );
}

export function PurchaseReturnFormPage() {
  const { id = '' } = useParams();
  const lines = useReturnablePurchase(Number(id));
  if (lines.isError) return <Alert color="red">{lines.error.message}</Alert>;
  if (!lines.data) return <Text role="status">Loading...</Text>;
  return <PurchaseReturnForm purchase={lines.data} />;
}

function PurchaseReturnForm({ purchase }: { purchase: ReturnablePurchase }) {
  const navigate = useNavigate();
  const save = useSavePurchaseReturn();
  const key = useIdempotencyKey();
  const [date, setDate] = useState(todayIso());
  const [reason, setReason] = useState('');
  const [entries, setEntries] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const formElement = useRef<HTMLFormElement>(null);
  // The form starts in the first line's box: what is being sent back.
  useEffect(() => {
    const first = formElement.current?.querySelector<HTMLInputElement>('table input');
    if (first) focusQuietly(first);
  }, []);

  const chosen = purchase.lines
    .map((line) => ({ line, entry: entries[line.purchase_item_id] ?? '' }))
    .filter(({ entry }) => entry.trim() !== '');
  const figures = chosen
    .map(({ line, entry }) => ({ line, taxable: lineTaxable(line, entry) }))
    .filter((each): each is { line: Line; taxable: number } => each.taxable !== null);
  const totals = computeNote(
    figures.map(({ line, taxable }) => ({ gstRate: line.gst_rate, taxableValue: taxable })),
    purchase.supply_type,
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      purchase_id: purchase.purchase.id,
      return_date: date,
      reason,
      lines: chosen.map(({ line, entry }) => ({
        purchase_item_id: line.purchase_item_id,
        quantity: entry.trim(),
      })),
    };
    save.mutate(
      { body, idempotencyKey: key.current() },
      {
        onSuccess: (saved) => {
          key.renew();
          notifySuccess(`Purchase return ${saved.return_number} issued`);
          navigate(`${PURCHASE_RETURNS_PATH}/${saved.id}`);
        },
        onError: (error) => {
          setErrors(error instanceof ApiError ? error.fieldErrors : {});
          notifyFailure({ title: 'The purchase return was not issued.', detail: describeFailure(error) });
        },
      },
    );
  };

  const chosenIndex = (itemId: number) => chosen.findIndex(({ line }) => line.purchase_item_id === itemId);
  const { purchase: ref } = purchase;

  return (
    <form ref={formElement} onSubmit={submit} aria-label="Purchase return">
      <Stack gap="md">
        <Text>
          Against purchase <strong>{ref.purchase_number}</strong>
          {ref.invoice_number && ` (supplier invoice ${ref.invoice_number})`} of {formatDateDmy(ref.date)},{' '}
          {purchase.supplier.name}
        </Text>
        <Group align="flex-end" gap="md" wrap="wrap">
          <DayInput label="Return date" value={date} onChange={setDate} />
          <TextInput
            label="Reason"
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={errors.reason?.[0]}
            w={320}
          />
        </Group>
        {errors.return_date?.[0] && <Alert color="red">{errors.return_date[0]}</Alert>}
        {errors.purchase_id?.[0] && <Alert color="red">{errors.purchase_id[0]}</Alert>}
        <Table withTableBorder fz="sm" aria-label="Lines">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Product</Table.Th>
              <Table.Th ta="right">GST %</Table.Th>
              <Table.Th ta="right">Purchased</Table.Th>
              <Table.Th ta="right">Can be returned</Table.Th>
              <Table.Th>Units sent back</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {purchase.lines.map((line) => {
              const index = chosenIndex(line.purchase_item_id);
              return (
                <Table.Tr key={line.purchase_item_id}>
                  <Table.Td>{line.product.name}</Table.Td>
                  <Table.Td ta="right">{line.gst_rate}</Table.Td>
                  <Table.Td ta="right">
                    {line.quantity} {line.unit} · {formatRupees(rupeesToPaise(line.taxable_value))}
                  </Table.Td>
                  <Table.Td ta="right">
                    {line.remaining_quantity} {line.unit} ·{' '}
                    {formatRupees(rupeesToPaise(line.remaining_taxable_value))}
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={`Units sent back of line ${line.line_no}`}
                      value={entries[line.purchase_item_id] ?? ''}
                      onChange={(event) => {
                        const value = event.currentTarget.value;
                        setEntries((current) => ({ ...current, [line.purchase_item_id]: value }));
                      }}
                      error={index >= 0 ? errors[`lines.${index}.quantity`]?.[0] : undefined}
                      inputMode="decimal"
                      w={160}
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
        {errors.lines?.[0] && <Alert color="red">{errors.lines[0]}</Alert>}
        <Group justify="flex-end" gap="xl" role="region" aria-label="Return totals">
          <Text>Taxable value {formatRupees(totals.totalAmount)}</Text>
          <Text>GST {formatRupees(totals.gstAmount)}</Text>
          <Text fw={700}>Total {formatRupees(totals.grandTotal)}</Text>
        </Group>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} title="Ctrl+Enter">
            Issue purchase return
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
