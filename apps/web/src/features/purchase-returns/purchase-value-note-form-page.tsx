import type { ReturnablePurchase } from '@bahi/domain/schemas/purchase-returns';
import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../api/api-error';
import { CorrectingForm, type CorrectingValues } from '../../components/correcting-document/correcting-form';
import { PURCHASE_RETURNS_PATH, useSavePurchaseReturn } from './purchase-returns-api';
import { againstPurchase, ReturnablePurchasePage } from './returnable-purchase-page';

// The supplier's credit note without goods, a price or discount note (/purchase/{id}/value-note),
// in the correcting-document form: a taxable value taken off each chosen line, at the purchase's
// rates; no goods move. GSTR-2B's screen opens it with the note's number and date (?note=&date=).

type Line = ReturnablePurchase['lines'][number];

export function PurchaseValueNoteFormPage() {
  return <ReturnablePurchasePage form={PurchaseValueNoteForm} />;
}

function PurchaseValueNoteForm({ purchase }: { purchase: ReturnablePurchase }) {
  const save = useSavePurchaseReturn();
  const [search] = useSearchParams();
  const [noteNumber, setNoteNumber] = useState(search.get('note') ?? '');
  const [numberError, setNumberError] = useState<string>();
  const { purchase: ref } = purchase;

  const issue = async ({ date, reason, chosen }: CorrectingValues<Line>, idempotencyKey: string) => {
    const body = {
      kind: 'value' as const,
      purchase_id: ref.id,
      return_date: date,
      supplier_note_number: noteNumber,
      reason,
      lines: chosen.map(({ line, entry }) => ({
        purchase_item_id: line.purchase_item_id,
        taxable_value: entry.trim(),
      })),
    };
    setNumberError(undefined);
    try {
      const saved = await save.mutateAsync({ body, idempotencyKey });
      return { number: saved.return_number, path: `${PURCHASE_RETURNS_PATH}/${saved.id}` };
    } catch (error) {
      if (error instanceof ApiError) setNumberError(error.fieldErrors.supplier_note_number?.[0]);
      throw error;
    }
  };

  return (
    <CorrectingForm
      label="Value note"
      {...againstPurchase(purchase)}
      dateLabel="Note date"
      initialDate={search.get('date') ?? undefined}
      kind="value"
      words={{
        original: 'Purchased',
        open: 'Still open',
        entry: 'Taxable value taken off (₹)',
        entryLabel: (line) => `Taxable value taken off line ${line.line_no}`,
      }}
      totalsLabel="Value note totals"
      options={
        <TextInput
          label="Supplier's credit note no."
          value={noteNumber}
          onChange={(event) => setNoteNumber(event.currentTarget.value)}
          error={numberError}
          w={200}
        />
      }
      issue={issue}
    />
  );
}
