import type { InvoiceDetail } from '@bahi/domain/schemas';
import { type Dispatch, useRef } from 'react';
import { ApiError } from '../../../api/api-error';
import type { FormKey } from '../../../api/idempotency-key';
import { saveUnlessFutureDateDeclined } from '../../../components/form/confirm-future-date';
import { focusFirstInvalidField } from '../../../components/form/focus-invalid';
import { type FormErrors, serverErrorsToFormErrors } from '../../../components/form/form-errors';
import { describeFailure, notifyFailure, notifySuccess } from '../../../components/form/notify';
import { isStaleVersion, offerReload } from '../../../components/form/save-conflicts';
import { useSaveInvoice } from '../api/invoice-api';
import { askToBillOverCredit, creditQuestionOf } from './confirm-credit';
import { askToSellExpiredBatch, expiredBatchQuestionOf } from './confirm-expired-batch';
import { type InvoiceFormAction, type InvoiceFormState, invoiceFormReducer } from './invoice-form-reducer';
import type { InvoiceFormValues } from './invoice-form-values';
import { checkInvoicePayload, toInvoicePayload } from './invoice-payload';

// The invoice form's toast texts.
export const INVOICE_MESSAGES = {
  created: 'Invoice added successfully!',
  updated: 'Invoice updated successfully!',
  failed: 'Failed to submit invoice.',
  renumbered: (suggested: string, saved: string) =>
    `${suggested} was taken by another save meanwhile, so this invoice is ${saved}.`,
};

const HEADER_FIELDS = [
  'date',
  'invoice_number',
  'status',
  'customer_id',
  'items',
  'received_now.amount',
  'received_now.mode',
  'received_now.cheque_number',
  'refresh_seller',
];
const ITEM_FIELD = /^items\.\d+\.(product_id|mrp|gst_rate|quantity|discount|rate|batch_id)$/;

/** Messages no field of the form shows go into the failure toast, so none is lost. */
function unshownMessages(errors: FormErrors): string[] {
  return Object.entries(errors)
    .filter(([field]) => !HEADER_FIELDS.includes(field) && !ITEM_FIELD.test(field))
    .map(([, message]) => message);
}

type SubmitOptions = {
  state: InvoiceFormState;
  dispatch: Dispatch<InvoiceFormAction>;
  invoiceNumber: string;
  /**
   * The suggested number of a new invoice whose number was not typed, given while it has not
   * arrived: after a change of date it is fetched again, and a quick Ctrl+Enter beats it.
   */
  awaitSuggestedNumber?: () => Promise<string>;
  editingId: number | null;
  /** The version the edited invoice was read at; a save over a later change is refused. */
  editingVersion?: number;
  /** Reloads the edited invoice after someone else changed it. */
  onStale?: () => void;
  /** The Idempotency-Key kept with the form's draft. */
  formKey?: FormKey;
  /** Keeps the values of a new invoice as sent, with its key, before the request leaves. */
  pinDraft?: (values: InvoiceFormValues) => void;
  onSaved: (saved: InvoiceDetail, isUpdate: boolean) => void;
};

/** Checks with the shared schema, POSTs or PUTs, then toasts; a 422 lands on the same fields. */
export function useSubmitInvoice({
  state,
  dispatch,
  invoiceNumber,
  awaitSuggestedNumber,
  editingId,
  editingVersion,
  onStale,
  formKey,
  pinDraft,
  onSaved,
}: SubmitOptions) {
  const save = useSaveInvoice(formKey);
  const awaitingNumber = useRef(false);

  const submit = (formElement: HTMLFormElement | null) => {
    if (save.isPending || awaitingNumber.current) return;
    if (editingId === null && awaitSuggestedNumber) {
      awaitingNumber.current = true;
      // A failed fetch leaves the number blank, which the check below names.
      void awaitSuggestedNumber()
        .catch(() => '')
        .then((suggested) => {
          awaitingNumber.current = false;
          submitWithNumber(formElement, suggested);
        });
      return;
    }
    submitWithNumber(formElement, invoiceNumber);
  };

  const submitWithNumber = (formElement: HTMLFormElement | null, invoiceNumber: string) => {
    const focusInvalid = () => formElement && focusFirstInvalidField(formElement);
    // Lines left without a product (an extra row added by Enter) are not part of the invoice.
    const trimmed = invoiceFormReducer(state, { type: 'dropBlankRows' });
    dispatch({ type: 'dropBlankRows' });
    const checked = checkInvoicePayload(toInvoicePayload(trimmed.values, invoiceNumber), trimmed.values.rows);
    if (!checked.ok) {
      dispatch({ type: 'setErrors', errors: checked.errors });
      focusInvalid();
      return;
    }
    const isUpdate = editingId !== null;
    // What the user has already said yes to: a question answered stays answered on the next ask.
    const send = (confirmed: { credit?: boolean; expiredBatch?: boolean } = {}) => {
      if (!isUpdate) {
        // The suggested number is fixed as sent: a retry after a reload must send the same
        // invoice, although the suggestion has moved on if the lost save went through.
        // Pinning is not typing: a suggested number stays a suggestion, so the retry is the same request.
        const suggested = !trimmed.values.numberEdited || trimmed.values.numberIsSuggestion === true;
        dispatch({ type: 'setNumber', invoiceNumber, suggested });
        pinDraft?.({ ...trimmed.values, invoiceNumber, numberEdited: true, numberIsSuggestion: suggested });
      }
      const asked = {
        ...checked.payload,
        ...(confirmed.credit ? { confirm_credit: true } : {}),
        ...(confirmed.expiredBatch ? { confirm_expired_batch: true } : {}),
      };
      const payload = isUpdate ? { ...asked, version: editingVersion } : asked;
      save.mutate(
        { id: editingId, payload },
        {
          onSuccess: (saved) => {
            notifySuccess(isUpdate ? INVOICE_MESSAGES.updated : INVOICE_MESSAGES.created);
            // Another clerk's save took the suggested number first: say which one this got.
            if (!isUpdate && saved.invoice_number !== invoiceNumber) {
              notifySuccess(INVOICE_MESSAGES.renumbered(invoiceNumber, saved.invoice_number));
            }
            onSaved(saved, isUpdate);
          },
          onError: (error) => {
            if (isStaleVersion(error)) {
              offerReload(error.message, () => onStale?.());
              return;
            }
            const creditQuestion = creditQuestionOf(error);
            if (creditQuestion) {
              askToBillOverCredit(creditQuestion, () => send({ ...confirmed, credit: true }));
              return;
            }
            const expiredQuestion = expiredBatchQuestionOf(error);
            if (expiredQuestion) {
              askToSellExpiredBatch(expiredQuestion, () => send({ ...confirmed, expiredBatch: true }));
              return;
            }
            const errors = error instanceof ApiError ? serverErrorsToFormErrors(error.fieldErrors) : {};
            dispatch({ type: 'setErrors', errors });
            focusInvalid();
            const hidden = unshownMessages(errors);
            notifyFailure({
              title: INVOICE_MESSAGES.failed,
              detail: hidden.length > 0 ? hidden.join(' ') : describeFailure(error),
            });
          },
        },
      );
    };
    // A date after today asks first; going back puts the cursor in the date.
    saveUnlessFutureDateDeclined(
      checked.payload.date,
      () => send(),
      () => formElement?.querySelector<HTMLElement>('[data-flow="date"]')?.focus(),
    );
  };

  return { submit, saving: save.isPending };
}
