import { Button, Group, Stack, Text } from '@mantine/core';
import { useRef } from 'react';
import { QuickAddDrawer, useQuickAdd } from '../../components/quick-add/quick-add';
import { QUICK_ADD_PRODUCT } from '../../components/quick-add/quick-add-kinds';
import { PurchaseItemRow } from './purchase-item-row';
import type { PurchaseForm } from './use-purchase-form';

/**
 * The item rows and '+ Add Row'. The cursor follows the keyboard user: into the new row's product
 * search after adding, and back to '+ Add Row' (or the row still waiting for its product) after
 * a delete, instead of falling to the top of the page.
 */
export function PurchaseItems({ form }: { form: PurchaseForm }) {
  const container = useRef<HTMLDivElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  const focusAfterRender = (find: () => HTMLElement | null | undefined) =>
    requestAnimationFrame(() => find()?.focus());

  // '+ Add product' of a row: the new product comes back chosen on that row, the cursor in its Qty.
  const quickAddRow = useRef<number | null>(null);
  const quickAdd = useQuickAdd(QUICK_ADD_PRODUCT, (added) => {
    const key = quickAddRow.current;
    if (key === null) return;
    form.chooseProduct(key, added);
    focusAfterRender(() =>
      container.current?.querySelector<HTMLElement>(
        `[data-row-key="${key}"] input[data-purchase-field="qty"]`,
      ),
    );
  });
  const openQuickAdd = (key: number, typed: string) => {
    quickAddRow.current = key;
    quickAdd.openWithName(typed);
  };

  const add = () => {
    const key = form.addRow();
    focusAfterRender(() => container.current?.querySelector<HTMLElement>(`[data-row-key="${key}"] input`));
  };

  const remove = (key: number) => {
    form.removeRow(key);
    focusAfterRender(() => {
      if (addButton.current && !addButton.current.disabled) return addButton.current;
      return container.current?.querySelector<HTMLElement>('[data-needs-product] input');
    });
  };

  return (
    <Stack gap="sm" ref={container}>
      <QuickAddDrawer quickAdd={quickAdd} />
      {form.rows.map((row, index) => (
        <PurchaseItemRow
          key={row.key}
          row={row}
          number={index + 1}
          form={form}
          onRemove={() => remove(row.key)}
          onQuickAddProduct={(typed) => openQuickAdd(row.key, typed)}
        />
      ))}
      {form.rows.length === 0 && (
        <Text c="dimmed" size="sm">
          No items yet. Add a row for each product on the supplier's bill.
        </Text>
      )}
      {form.errors.items && (
        <Text c="red" size="sm">
          {form.errors.items}
        </Text>
      )}
      <Group>
        <Button ref={addButton} variant="light" onClick={add} disabled={!form.canAddRow}>
          + Add Row
        </Button>
        {!form.canAddRow && (
          <Text size="sm" c="dimmed">
            Choose a product in every row before adding another.
          </Text>
        )}
      </Group>
    </Stack>
  );
}
