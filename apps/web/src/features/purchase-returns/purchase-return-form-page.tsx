import type { ReturnablePurchase } from '@bahi/domain/schemas/purchase-returns';
import { Checkbox } from '@mantine/core';
import { useState } from 'react';
import { CorrectingForm, type CorrectingValues } from '../../components/correcting-document/correcting-form';
import { PURCHASE_RETURNS_PATH, useSavePurchaseReturn } from './purchase-returns-api';
import { againstPurchase, ReturnablePurchasePage } from './returnable-purchase-page';

// Goods sent back against one purchase (/purchase/{id}/return), in the correcting-document form:
// units per line, valued pro rata at the purchase's rates.

type Line = ReturnablePurchase['lines'][number];

export function PurchaseReturnFormPage() {
  return <ReturnablePurchasePage form={PurchaseReturnForm} />;
}

function PurchaseReturnForm({ purchase }: { purchase: ReturnablePurchase }) {
  const save = useSavePurchaseReturn();
  // Off by default, as on purchases: on when the supplier's credit note is rounded to the rupee.
  const [roundOff, setRoundOff] = useState(false);
  const { purchase: ref } = purchase;

  const issue = async ({ date, reason, chosen }: CorrectingValues<Line>, idempotencyKey: string) => {
    const body = {
      purchase_id: ref.id,
      return_date: date,
      reason,
      round_off: roundOff,
      lines: chosen.map(({ line, entry }) => ({
        purchase_item_id: line.purchase_item_id,
        quantity: entry.trim(),
      })),
    };
    const saved = await save.mutateAsync({ body, idempotencyKey });
    return { number: saved.return_number, path: `${PURCHASE_RETURNS_PATH}/${saved.id}` };
  };

  return (
    <CorrectingForm
      label="Purchase return"
      {...againstPurchase(purchase)}
      dateLabel="Return date"
      kind="return"
      words={{
        original: 'Purchased',
        open: 'Can be returned',
        entry: 'Units sent back',
        entryLabel: (line) => `Units sent back of line ${line.line_no}`,
      }}
      totalsLabel="Return totals"
      roundOff={roundOff}
      options={
        <Checkbox
          label="Round off to the rupee"
          checked={roundOff}
          onChange={(event) => setRoundOff(event.currentTarget.checked)}
          mb={8}
        />
      }
      issue={issue}
    />
  );
}
