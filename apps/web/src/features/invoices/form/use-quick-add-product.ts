import type { Product } from '@bahi/domain/schemas';
import { type Dispatch, useCallback, useLayoutEffect, useRef } from 'react';
import { flushSync } from 'react-dom';
import { useQuickAdd } from '../../../components/quick-add/quick-add';
import { QUICK_ADD_PRODUCT } from '../../../components/quick-add/quick-add-kinds';
import type { InvoiceFormAction } from './invoice-form-reducer';
import { type ItemRow, toLineProduct } from './invoice-form-values';

/**
 * "+ Add product" for the invoice lines: Alt+P in a line's product box adds a product for that
 * line; the button below the lines fills the first line without a product, or a new one. The
 * saved product comes back chosen and the cursor goes on to its quantity.
 */
export function useQuickAddProduct(
  rows: readonly ItemRow[],
  dispatch: Dispatch<InvoiceFormAction>,
  onProductPicked: (index: number) => void,
) {
  const target = useRef<number | null>(null);
  const latestRows = useRef(rows);
  useLayoutEffect(() => {
    latestRows.current = rows;
  });
  const quickAdd = useQuickAdd(QUICK_ADD_PRODUCT, (added: Product) => {
    const current = latestRows.current;
    let index = target.current ?? current.findIndex((row) => row.product === null);
    if (index < 0 || index >= current.length) {
      flushSync(() => dispatch({ type: 'addRow' }));
      index = current.length;
    }
    dispatch({ type: 'setProduct', index, product: toLineProduct(added) });
    onProductPicked(index);
  });
  const open = useRef(quickAdd.openWithName);
  useLayoutEffect(() => {
    open.current = quickAdd.openWithName;
  });
  /** Stable, so the memoised lines do not re-render for it. */
  const openForLine = useCallback((index: number | null, typed: string) => {
    target.current = index;
    open.current(typed);
  }, []);
  return { quickAdd, openForLine };
}
