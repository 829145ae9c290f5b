import { chargesGst, isValidIsoDate, placeOfSupply, todayIso } from '@bahi/domain';
import type { InvoiceDetail, InvoiceEdit } from '@bahi/domain/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useCustomerLookup, useProductLookup } from '../../../api/lookups';
import { useSettings } from '../../../api/settings';
import { useFormDraft } from '../../../components/drafts/use-form-draft';
import { describeFailure, notifyFailure } from '../../../components/form/notify';
import { invoiceEditQuery, nextInvoiceNumberQuery, useNextInvoiceNumber } from '../api/invoice-api';
import { buildCustomerOptions } from './customer-options';
import { INVOICE_DRAFT } from './invoice-draft';
import { initialFormState, invoiceFormReducer } from './invoice-form-reducer';
import { newInvoiceValues, toInvoiceFormValues } from './invoice-form-values';
import { computeLiveTotals } from './live-totals';
import { buildProductOptions } from './product-options';
import { useSubmitInvoice } from './use-submit-invoice';

export type EditTarget = { id: number; invoiceNumber: string };

/**
 * The invoice being edited, with the version it was read at (sent back with the save) and the
 * seller's particulars it was issued with.
 */
type Editing = EditTarget & { version?: number; seller?: InvoiceEdit['seller'] };

type FormOptions = {
  /** After a save, once the form is back to a new invoice. */
  onSaved?: (saved: InvoiceDetail, isUpdate: boolean) => void;
  /** When an invoice to edit could not be loaded. */
  onLoadFailed?: () => void;
};

/**
 * Everything the invoice form shows and does: values, messages, the seller and customer it
 * bills, place of supply and live totals from the domain's computeInvoice, new and edit modes.
 */
export function useInvoiceForm({ onSaved, onLoadFailed }: FormOptions = {}) {
  const queryClient = useQueryClient();
  const settings = useSettings();
  const customers = useCustomerLookup();
  const products = useProductLookup();
  const [state, dispatch] = useReducer(invoiceFormReducer, undefined, () =>
    initialFormState(newInvoiceValues(todayIso())),
  );
  const [editing, setEditing] = useState<Editing | null>(null);
  const [loadingEdit, setLoadingEdit] = useState(false);
  /** Counts the invoices the form has been opened on; hosts key the form body with it. */
  const [session, setSession] = useState(0);
  // Opening another invoice before the first one arrives must not show the first one.
  const loadRequest = useRef(0);
  const { values } = state;
  // A new invoice left unsaved (Back, a reload, a crash) is offered back when the form opens, with
  // the Idempotency-Key of a save already tried; leaving the page with a started invoice asks first.
  const draft = useFormDraft({ kind: INVOICE_DRAFT, values, active: editing === null });
  const restoreDraft = useCallback(() => {
    const kept = draft.restore();
    if (kept) dispatch({ type: 'load', values: kept });
  }, [draft.restore]);
  const discardDraft = draft.discard;
  const preferredBasis = settings.data?.default_price_basis;
  const shopChargesGst = settings.data ? chargesGst(settings.data) : true;
  useEffect(() => {
    if (preferredBasis)
      dispatch({ type: 'setShopDefaults', basis: preferredBasis, chargesGst: shopChargesGst });
  }, [preferredBasis, shopChargesGst]);
  const nextNumber = useNextInvoiceNumber(values.date, editing === null && isValidIsoDate(values.date));

  const productOptions = useMemo(() => buildProductOptions(products.data ?? []), [products.data]);
  const customerOptions = useMemo(() => buildCustomerOptions(customers.data ?? []), [customers.data]);
  const customer = customerOptions.byId.get(String(values.customerId)) ?? null;
  const seller = settings.data ?? null;
  // The card shows what the invoice will print: its own particulars when edited, unless the user
  // asks for the shop's current ones (Settings).
  const printedSeller =
    editing?.seller && !values.payment.refreshSeller ? editing.seller : (settings.data ?? null);
  const place = seller
    ? placeOfSupply({
        buyerGstin: customer?.gstin,
        buyerStateCode: customer?.state_code,
        sellerStateCode: seller.state_code,
      })
    : null;
  const live = computeLiveTotals(values.rows, {
    supplyType: place?.supplyType ?? 'intra',
    roundOff: seller?.round_off ?? false,
  });
  const invoiceNumber = values.numberEdited ? values.invoiceNumber : (nextNumber.data?.invoice_number ?? '');
  // The invoice date's own suggestion is in (after a change of date it is fetched again).
  const suggestionSettled = nextNumber.data !== undefined;

  const reopenDraft = draft.reopen;
  const startNew = useCallback(() => {
    loadRequest.current += 1;
    reopenDraft();
    setEditing(null);
    setLoadingEdit(false);
    setSession((count) => count + 1);
    dispatch({ type: 'load', values: newInvoiceValues(todayIso()) });
  }, [reopenDraft]);

  const startEdit = useCallback(
    async (target: EditTarget) => {
      loadRequest.current += 1;
      const request = loadRequest.current;
      setEditing(target);
      setLoadingEdit(true);
      setSession((count) => count + 1);
      try {
        const invoice = await queryClient.fetchQuery(invoiceEditQuery(target.id));
        if (request !== loadRequest.current) return;
        setEditing({ ...target, version: invoice.version, seller: invoice.seller });
        dispatch({ type: 'load', values: toInvoiceFormValues(invoice) });
        setLoadingEdit(false);
      } catch (error) {
        if (request !== loadRequest.current) return;
        notifyFailure({
          title: `Invoice ${target.invoiceNumber} could not be loaded.`,
          detail: describeFailure(error),
        });
        onLoadFailed?.();
      }
    },
    [queryClient, onLoadFailed],
  );

  const { submit, saving } = useSubmitInvoice({
    state,
    dispatch,
    invoiceNumber,
    awaitSuggestedNumber:
      values.numberEdited || !isValidIsoDate(values.date) || suggestionSettled
        ? undefined
        : async () => (await queryClient.fetchQuery(nextInvoiceNumberQuery(values.date))).invoice_number,
    editingId: editing?.id ?? null,
    editingVersion: editing?.version,
    // Someone else saved the invoice meanwhile: read it again as saved now.
    onStale: () => {
      if (editing) void startEdit(editing);
    },
    formKey: draft.formKey,
    pinDraft: draft.pin,
    onSaved: (saved, isUpdate) => {
      if (!isUpdate) draft.saved();
      startNew();
      onSaved?.(saved, isUpdate);
    },
  });

  const lookupError = settings.error ?? customers.error ?? products.error;
  const ready = Boolean(seller && customers.data && products.data) && !loadingEdit;
  return {
    values,
    errors: state.errors,
    dispatch,
    invoiceNumber,
    seller,
    printedSeller,
    customerOptions,
    productOptions,
    customer,
    place,
    live,
    editing,
    session,
    ready,
    lookupError,
    saving,
    // Nothing to send while the lookups or the invoice being edited are still on their way.
    submit: (formElement: HTMLFormElement | null) => ready && submit(formElement),
    draftOffer: editing === null ? draft.offer : null,
    restoreDraft,
    discardDraft,
    startNew,
    startEdit,
  };
}

export type InvoiceForm = ReturnType<typeof useInvoiceForm>;
