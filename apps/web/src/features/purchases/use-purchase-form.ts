import { todayIso } from '@bahi/domain';
import type { ProductLookup, Supplier } from '@bahi/domain/schemas';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, type FieldErrors } from '../../api/api-error';
import { focusFirstInvalidField } from '../../components/form/focus-invalid';
import { priceRows } from './price-rows';
import { purchasePath, useAddPurchase, useNextPurchaseNumber } from './purchase-api';
import { toFieldMessages } from './purchase-errors';
import {
  notifyNoSupplier,
  notifyPurchaseSaved,
  notifySaveFailure,
  notifyValidationErrors,
} from './purchase-notices';
import { buildPurchasePayload } from './purchase-payload';
import {
  canAddRow,
  chooseProduct,
  createRow,
  editRow,
  type PurchaseRow,
  type RowEdit,
  removeRow,
  setRowErrors,
} from './purchase-rows';

/** Messages of the fields above the rows, keyed as the payload names them ('supplier_id'). */
export type HeaderErrors = Record<string, string>;

/**
 * State and actions of the create-purchase form: the header fields, the item rows, the running
 * totals, and a submit that checks with the shared schema before asking the server.
 */
export function usePurchaseForm() {
  const navigate = useNavigate();
  const [supplier, setSupplier] = useState<Supplier | null>(null);
  const [invoiceNumber, setInvoiceNumber] = useState('');
  const [date, setDate] = useState(todayIso);
  const [rows, setRows] = useState<PurchaseRow[]>(() => [createRow(1)]);
  const [errors, setErrors] = useState<HeaderErrors>({});
  const nextKey = useRef(2);
  const nextNumber = useNextPurchaseNumber(date);
  const save = useAddPurchase();
  const priced = useMemo(() => priceRows(rows), [rows]);

  const clearError = (field: string) =>
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });

  const showFieldErrors = (fieldErrors: FieldErrors, formElement: HTMLFormElement) => {
    const messages = toFieldMessages(fieldErrors);
    const header: HeaderErrors = {};
    for (const [path, message] of Object.entries(messages)) {
      if (!path.startsWith('items.')) header[path] = message;
    }
    setErrors(header);
    setRows((current) => setRowErrors(current, messages));
    focusFirstInvalidField(formElement);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const formElement = event.currentTarget;
    const built = buildPurchasePayload(
      { supplierId: supplier?.id ?? null, purchaseNumber: nextNumber.data ?? '', invoiceNumber, date },
      rows,
      priced,
    );
    if (!built.ok) {
      showFieldErrors(built.errors, formElement);
      // A missing supplier is asked for first; other messages stay on their fields.
      if (supplier === null) notifyNoSupplier();
      else notifyValidationErrors(built.errors);
      return;
    }
    save.mutate(built.payload, {
      onSuccess: (saved) => {
        notifyPurchaseSaved();
        // The server may have given another number if this one was taken meanwhile.
        navigate(purchasePath(saved.purchase_number));
      },
      onError: (error) => {
        if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
          showFieldErrors(error.fieldErrors, formElement);
          notifyValidationErrors(error.fieldErrors);
        } else {
          notifySaveFailure(error);
        }
      },
    });
  };

  return {
    supplier,
    selectSupplier: (chosen: Supplier) => {
      setSupplier(chosen);
      clearError('supplier_id');
    },
    invoiceNumber,
    changeInvoiceNumber: (text: string) => {
      setInvoiceNumber(text);
      clearError('invoice_number');
    },
    date,
    changeDate: (iso: string) => {
      setDate(iso);
      clearError('purchase_date');
      clearError('purchase_number');
    },
    nextNumber,
    errors,
    rows,
    priced,
    canAddRow: canAddRow(rows),
    /** Adds an empty row and answers its key, so the caller can put the cursor in it. */
    addRow: (): number => {
      const key = nextKey.current++;
      setRows((current) => [...current, createRow(key)]);
      clearError('items');
      return key;
    },
    chooseProduct: (key: number, product: ProductLookup) =>
      setRows((current) => chooseProduct(current, key, product)),
    editRow: (key: number, edit: RowEdit) => setRows((current) => editRow(current, key, edit)),
    removeRow: (key: number) => setRows((current) => removeRow(current, key)),
    submit,
    saving: save.isPending,
  };
}

export type PurchaseForm = ReturnType<typeof usePurchaseForm>;
