import { type KeyboardEvent, type RefObject, useCallback, useLayoutEffect, useRef } from 'react';
import { flushSync } from 'react-dom';
import { FLOW, type FlowRow, focusFlowField, nextFlowTarget, rowOfField } from './field-flow';
import { toLineProduct } from './invoice-form-values';
import { firstMatch } from './option-filter';
import type { InvoiceForm } from './use-invoice-form';

// The invoice form's keyboard: Enter moves on (never submits), Alt+N adds a line, Alt+Backspace
// removes the line being typed in, Ctrl+Enter (⌘+Enter) saves.

const isPlainEnter = (event: KeyboardEvent) =>
  event.key === 'Enter' && !event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey;

/** The option a select's open list has marked (by arrow keys or as the first match), if any. */
function markedOption(input: HTMLInputElement): HTMLElement | null {
  const listId = input.getAttribute('aria-controls');
  if (listId === null) return null;
  return document.getElementById(listId)?.querySelector<HTMLElement>('[data-combobox-selected]') ?? null;
}

export function useFormKeys(form: InvoiceForm, container: RefObject<HTMLDivElement | null>) {
  // The handlers read the form through a ref so that they keep their identity across renders:
  // the memoised lines receive them and must not re-render on every keystroke.
  const latest = useRef(form);
  useLayoutEffect(() => {
    latest.current = form;
  });

  const focus = useCallback((field: string) => focusFlowField(container.current, field), [container]);
  // A select finishes handling its Enter (closing the list, taking the choice) before the cursor
  // moves; a microtask still runs before the next key arrives, so a quick '2' lands in Qty.
  const focusSoon = useCallback((field: string) => queueMicrotask(() => focus(field)), [focus]);

  const addRow = useCallback(() => {
    const { values, dispatch } = latest.current;
    // The new line must be on the page before the cursor can go into it.
    flushSync(() => dispatch({ type: 'addRow' }));
    focus(FLOW.product(values.rows.length));
  }, [focus]);

  const removeRow = useCallback(
    (index: number) => {
      const { values, dispatch } = latest.current;
      flushSync(() => dispatch({ type: 'removeRow', index }));
      focus(FLOW.product(Math.max(0, Math.min(index, values.rows.length - 2))));
    },
    [focus],
  );

  const afterProductPicked = useCallback((index: number) => focusSoon(FLOW.quantity(index)), [focusSoon]);
  const afterCustomerPicked = useCallback(() => focusSoon(FLOW.product(0)), [focusSoon]);

  /**
   * Enter in the customer or a product box takes the first match of what was typed. The box marks
   * that match itself a moment after each keystroke; a clerk who types 'lux' and Enter faster
   * than that still gets Lux.
   */
  const takeFirstMatch = (flow: string, text: string): boolean => {
    const { values, dispatch, customerOptions, productOptions } = latest.current;
    if (flow === FLOW.customer) {
      const id = firstMatch(customerOptions, text);
      if (id === null) return false;
      if (values.customerId !== Number(id)) dispatch({ type: 'setCustomer', customerId: Number(id) });
      afterCustomerPicked();
      return true;
    }
    const index = rowOfField(flow);
    const product = productOptions.byId.get(firstMatch(productOptions, text) ?? '');
    if (index === null || !product) return false;
    // Taking the line's own product again must not wipe a rate typed for it.
    if (values.rows[index]?.product?.id !== product.id) {
      dispatch({ type: 'setProduct', index, product: toLineProduct(product) });
    }
    afterProductPicked(index);
    return true;
  };

  const moveOn = (field: string) => {
    const { values } = latest.current;
    const flowRows: FlowRow[] = values.rows.map((row) => ({
      hasProduct: row.product !== null,
      openPrice: row.basis === 'rate',
    }));
    const target = nextFlowTarget(field, flowRows);
    if (!target) return;
    if ('addRow' in target) addRow();
    else focus(target.field);
  };

  // A quick-add drawer opened from the form is part of it in React's tree, so its keys come here
  // too; they belong to the drawer (its own Enter saves it), not to the invoice.
  const fromThisForm = (event: KeyboardEvent) =>
    event.target instanceof Node && container.current?.contains(event.target) === true;

  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!fromThisForm(event)) return;
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
    } else if (isPlainEnter(event) && flow && event.target instanceof HTMLInputElement) {
      // With text typed, Enter in the customer or a product box chooses here rather than in the
      // box: its own Enter works from an internal index that can lag the marked option.
      const input = event.target;
      const searchBox = input.dataset.flowSelect !== undefined;
      if (!searchBox || input.value.trim() === '') return;
      const marked = markedOption(input);
      if (marked) marked.click();
      else if (!takeFirstMatch(flow, input.value)) return;
      event.preventDefault();
      event.stopPropagation();
    } else if (event.altKey && event.key === 'Backspace' && flow) {
      const row = rowOfField(flow);
      if (row === null) return;
      event.preventDefault();
      removeRow(row);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!isPlainEnter(event) || !fromThisForm(event)) return;
    const target = event.target;
    if (!(target instanceof HTMLInputElement)) return;
    // Enter in a text box would submit the form; here it means "next field".
    event.preventDefault();
    // A select uses Enter to open its list and to choose; it moves on once a choice is made.
    if (target.dataset.flowSelect !== undefined) return;
    if (target.dataset.flow) moveOn(target.dataset.flow);
  };

  return { onKeyDownCapture, onKeyDown, addRow, removeRow, afterCustomerPicked, afterProductPicked };
}
