import type { KeyboardEvent, RefObject } from 'react';
import { flushSync } from 'react-dom';
import { FLOW, type FlowRow, focusFlowField, nextFlowTarget, rowOfField } from './field-flow';
import type { InvoiceForm } from './use-invoice-form';

// The invoice form's keyboard: Enter moves on (never submits), Alt+N adds a line, Alt+Backspace
// removes the line being typed in, Ctrl+Enter (⌘+Enter) saves.

export function useFormKeys(form: InvoiceForm, container: RefObject<HTMLDivElement | null>) {
  const { values, dispatch, isOpenPrice } = form;
  const flowRows: FlowRow[] = values.rows.map((row) => ({
    hasProduct: row.product !== null,
    openPrice: row.product !== null && isOpenPrice(row.product.id),
  }));
  const focus = (field: string) => focusFlowField(container.current, field);
  // Selects finish their own work (closing the list, showing the choice) before the cursor moves.
  const focusSoon = (field: string) => requestAnimationFrame(() => focus(field));

  const addRow = () => {
    // The new line must be on the page before the cursor can go into it.
    flushSync(() => dispatch({ type: 'addRow' }));
    focus(FLOW.product(values.rows.length));
  };
  const removeRow = (index: number) => {
    flushSync(() => dispatch({ type: 'removeRow', index }));
    focus(FLOW.product(Math.max(0, Math.min(index, values.rows.length - 2))));
  };
  const moveOn = (field: string) => {
    const target = nextFlowTarget(field, flowRows);
    if (!target) return;
    if ('addRow' in target) addRow();
    else focus(target.field);
  };

  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    const flow = event.target instanceof HTMLElement ? event.target.dataset.flow : undefined;
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      // Capture phase, so an open list does not also take the Enter as a choice.
      event.preventDefault();
      event.stopPropagation();
      container.current?.closest('form')?.requestSubmit();
    } else if (event.altKey && event.code === 'KeyN') {
      event.preventDefault();
      event.stopPropagation();
      addRow();
    } else if (event.altKey && event.key === 'Backspace' && flow) {
      const row = rowOfField(flow);
      if (row === null) return;
      event.preventDefault();
      removeRow(row);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const target = event.target;
    if (!(target instanceof HTMLInputElement)) return;
    // Enter in a text box would submit the form; here it means "next field".
    event.preventDefault();
    // A select uses Enter to open its list and to choose; it moves on once a choice is made.
    if (target.dataset.flowSelect !== undefined) return;
    if (target.dataset.flow) moveOn(target.dataset.flow);
  };

  return {
    onKeyDownCapture,
    onKeyDown,
    addRow,
    removeRow,
    afterCustomerPicked: () => focusSoon(FLOW.product(0)),
    afterProductPicked: (index: number) => focusSoon(FLOW.quantity(index)),
  };
}
