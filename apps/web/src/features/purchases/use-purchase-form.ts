import { todayIso } from '@bahi/domain';
import type { ProductLookup, Supplier } from '@bahi/domain/schemas';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, type FieldErrors } from '../../api/api-error';
import { useSettings } from '../../api/settings';
import { useFormDraft } from '../../components/drafts/use-form-draft';
import { saveUnlessFutureDateDeclined } from '../../components/form/confirm-future-date';
import { focusFirstInvalidField } from '../../components/form/focus-invalid';
import { isStaleVersion, offerReload } from '../../components/form/save-conflicts';
import { priceRows } from './price-rows';
import {
  purchasePath,
  useAddPurchase,
  useNextPurchaseNumber,
  useReloadPurchases,
  useUpdatePurchase,
} from './purchase-api';
import { PURCHASE_DRAFT, type PurchaseDraftValues, restoredRows } from './purchase-draft';
import { type EditedPurchase, rowsOfPurchase } from './purchase-edit-values';
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
 * State and actions of the purchase form: the header fields, the item rows, the running totals,
 * and a submit that checks with the shared schema before asking the server. Given a recorded
 * purchase (`editing`), the form starts from it and saves a correction of it, without a draft.
 */
export function usePurchaseForm(editing?: EditedPurchase) {
  const navigate = useNavigate();
  const [supplier, setSupplier] = useState<Supplier | null>(editing?.supplier ?? null);
  const [invoiceNumber, setInvoiceNumber] = useState(editing?.purchase.invoice_number ?? '');
  const [date, setDate] = useState(() => editing?.purchase.purchase_date ?? todayIso());
  const [rows, setRows] = useState<PurchaseRow[]>(() =>
    editing ? rowsOfPurchase(editing.purchase) : [createRow(1)],
  );
  const [errors, setErrors] = useState<HeaderErrors>({});
  // Round-off follows the shop's invoice setting until ticked either way; a correction keeps the purchase's.
  const settings = useSettings();
  const [roundOffChoice, setRoundOff] = useState<boolean | null>(
    editing ? editing.purchase.round_off !== 0 : null,
  );
  const roundOff = roundOffChoice ?? settings.data?.round_off ?? false;
  const nextKey = useRef((editing?.purchase.items.length ?? 1) + 1);
  /** Counts restores of a draft; the page keys the fields with it so the pickers show the names. */
  const [session, setSession] = useState(0);
  const nextNumber = useNextPurchaseNumber(date);
  // The number a save was sent with: a retry (after a reload too) sends the same purchase, while
  // the suggestion moves on once the lost save went through. Changing the date lets it go.
  const [sentNumber, setSentNumber] = useState<string | null>(null);
  const purchaseNumber = editing?.purchase.purchase_number ?? sentNumber ?? nextNumber.data ?? '';
  // A purchase left unsaved (Back, a reload, a crash) is offered back, with the Idempotency-Key of
  // a save already tried; leaving the page with a started purchase asks first.
  const draftValues = useMemo(
    (): PurchaseDraftValues => ({ supplier, invoiceNumber, date, rows, sentNumber }),
    [supplier, invoiceNumber, date, rows, sentNumber],
  );
  const draft = useFormDraft({ kind: PURCHASE_DRAFT, values: draftValues, active: !editing });
  const add = useAddPurchase(draft.formKey);
  const update = useUpdatePurchase(editing?.purchase.id ?? 0);
  const reloadPurchases = useReloadPurchases();
  const save = editing ? update : add;
  const priced = useMemo(() => priceRows(rows, roundOff), [rows, roundOff]);

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
    const showSaveFailure = (error: Error) => {
      // Someone else corrected it meanwhile: the edit screen reloads it (and starts afresh).
      if (isStaleVersion(error)) {
        offerReload(error.message, () => void reloadPurchases());
        return;
      }
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
        showFieldErrors(error.fieldErrors, formElement);
        notifyValidationErrors(error.fieldErrors);
      } else {
        notifySaveFailure(error);
      }
    };
    const built = buildPurchasePayload(
      { supplierId: supplier?.id ?? null, purchaseNumber, invoiceNumber, date, roundOff },
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
    const send = () => {
      if (editing) {
        update.mutate(
          { ...built.payload, version: editing.purchase.version },
          {
            onSuccess: (saved) => {
              notifyPurchaseSaved(true);
              navigate(purchasePath(saved.purchase_number));
            },
            onError: showSaveFailure,
          },
        );
        return;
      }
      const sent = built.payload.purchase_number ?? null;
      setSentNumber(sent);
      draft.pin({ ...draftValues, sentNumber: sent });
      add.mutate(built.payload, {
        onSuccess: (saved) => {
          draft.saved();
          notifyPurchaseSaved();
          // The server may have given another number if this one was taken meanwhile.
          navigate(purchasePath(saved.purchase_number));
        },
        onError: showSaveFailure,
      });
    };
    // A date after today asks first; going back puts the cursor in the date.
    saveUnlessFutureDateDeclined(built.payload.purchase_date, send, () =>
      formElement.querySelector<HTMLInputElement>('input[data-dates-input]')?.focus(),
    );
  };

  const restoreDraft = () => {
    const kept = draft.restore();
    if (!kept) return;
    setSupplier(kept.supplier);
    setInvoiceNumber(kept.invoiceNumber);
    setDate(kept.date);
    setSentNumber(kept.sentNumber ?? null);
    setRows(restoredRows(kept.rows));
    setErrors({});
    nextKey.current = Math.max(1, ...kept.rows.map((row) => row.key)) + 1;
    setSession((count) => count + 1);
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
      setSentNumber(null);
      clearError('purchase_date');
      clearError('purchase_number');
    },
    nextNumber,
    purchaseNumber,
    roundOff,
    setRoundOff,
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
    session,
    draftOffer: editing ? null : draft.offer,
    /** The purchase being corrected, when the form edits one. */
    editing: editing?.purchase ?? null,
    restoreDraft,
    discardDraft: draft.discard,
  };
}

export type PurchaseForm = ReturnType<typeof usePurchaseForm>;
