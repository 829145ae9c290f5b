import type { PriceBasis } from '@bahi/domain';
import type { FormErrors } from '../../../components/form/form-errors';
import {
  emptyRow,
  type InvoiceFormValues,
  type InvoicePaymentValues,
  type ItemRow,
  type LineBatchChoice,
  type LineProduct,
  startingBasis,
} from './invoice-form-values';

// The form's state changes. Each edit clears the messages of the field it touches, keyed as the
// server keys them: 'customer_id', 'items.0.quantity'.

export type InvoiceFormState = {
  values: InvoiceFormValues;
  errors: FormErrors;
  nextKey: number;
  /** The setting "New lines start with": the basis a picked product's line starts on. */
  defaultBasis: PriceBasis;
  /** false for a shop not registered under GST: every product picked is billed at 0%. */
  chargesGst: boolean;
};

export type RowField = 'quantity' | 'free_quantity' | 'discount' | 'rate';

export type InvoiceFormAction =
  | { type: 'load'; values: InvoiceFormValues }
  | { type: 'setDate'; date: string }
  | { type: 'setNumber'; invoiceNumber: string; suggested?: boolean }
  | { type: 'setPayment'; patch: Partial<InvoicePaymentValues> }
  | { type: 'setCustomer'; customerId: number | null }
  | { type: 'setProduct'; index: number; product: LineProduct }
  | { type: 'setRowField'; index: number; field: RowField; value: string }
  | { type: 'setBasis'; index: number; basis: PriceBasis }
  | { type: 'setBatch'; index: number; batch: LineBatchChoice | null }
  | { type: 'setShopDefaults'; basis: PriceBasis; chargesGst: boolean }
  | { type: 'addRow' }
  | { type: 'removeRow'; index: number }
  | { type: 'dropBlankRows' }
  | { type: 'setErrors'; errors: FormErrors };

export function initialFormState(
  values: InvoiceFormValues,
  defaultBasis: PriceBasis = 'rate',
  chargesGst = true,
): InvoiceFormState {
  return { values, errors: {}, nextKey: values.rows.length, defaultBasis, chargesGst };
}

function withoutErrors(errors: FormErrors, matches: (field: string) => boolean): FormErrors {
  const kept = Object.entries(errors).filter(([field]) => !matches(field));
  return kept.length === Object.keys(errors).length ? errors : Object.fromEntries(kept);
}

/** Item messages are keyed by position, so removing a row makes them point at the wrong lines. */
const isItemField = (field: string) => field === 'items' || field.startsWith('items.');

function updateRow(state: InvoiceFormState, index: number, patch: Partial<ItemRow>): InvoiceFormValues {
  const rows = state.values.rows.map((row, position) => (position === index ? { ...row, ...patch } : row));
  return { ...state.values, rows };
}

export function invoiceFormReducer(state: InvoiceFormState, action: InvoiceFormAction): InvoiceFormState {
  const { values, errors } = state;
  switch (action.type) {
    case 'load':
      return initialFormState(action.values, state.defaultBasis, state.chargesGst);
    case 'setShopDefaults':
      return { ...state, defaultBasis: action.basis, chargesGst: action.chargesGst };
    case 'setDate':
      return {
        ...state,
        values: { ...values, date: action.date },
        errors: withoutErrors(errors, (f) => f === 'date'),
      };
    case 'setNumber':
      return {
        ...state,
        values: {
          ...values,
          invoiceNumber: action.invoiceNumber,
          numberEdited: true,
          numberIsSuggestion: action.suggested ?? false,
        },
        errors: withoutErrors(errors, (field) => field === 'invoice_number'),
      };
    case 'setPayment':
      return {
        ...state,
        values: { ...values, payment: { ...values.payment, ...action.patch } },
        errors: withoutErrors(
          errors,
          (field) => field.startsWith('received_now') || field === 'refresh_seller',
        ),
      };
    case 'setCustomer':
      return {
        ...state,
        values: { ...values, customerId: action.customerId },
        errors: withoutErrors(errors, (field) => field === 'customer_id'),
      };
    case 'setProduct': {
      const prefix = `items.${action.index}.`;
      return {
        ...state,
        // A new product brings its own prices: its trade rate prefills the rate, and the line
        // starts on the shop's preferred basis when the product has that price.
        values: updateRow(state, action.index, {
          // A bill of supply charges no GST, whatever rate the product carries.
          product: state.chargesGst ? action.product : { ...action.product, gst_rate: 0 },
          basis: startingBasis(action.product, state.defaultBasis),
          rate: action.product.rate > 0 ? String(action.product.rate) : '',
          // Another product's batch is no batch of this one: back to earliest expiry first.
          batch: null,
        }),
        errors: withoutErrors(errors, (field) => field === 'items' || field.startsWith(prefix)),
      };
    }
    case 'setRowField':
      return {
        ...state,
        values: updateRow(state, action.index, { [action.field]: action.value }),
        errors: withoutErrors(errors, (field) => field === `items.${action.index}.${action.field}`),
      };
    case 'setBasis': {
      const prefix = `items.${action.index}.`;
      return {
        ...state,
        values: updateRow(state, action.index, { basis: action.basis }),
        errors: withoutErrors(errors, (field) => field === `${prefix}rate` || field === `${prefix}mrp`),
      };
    }
    case 'setBatch':
      return {
        ...state,
        values: updateRow(state, action.index, { batch: action.batch }),
        // A batch's stock is what the line's quantity was refused against.
        errors: withoutErrors(
          errors,
          (field) => field === `items.${action.index}.batch_id` || field === `items.${action.index}.quantity`,
        ),
      };
    case 'addRow':
      return {
        ...state,
        values: { ...values, rows: [...values.rows, emptyRow(state.nextKey)] },
        errors: withoutErrors(errors, (field) => field === 'items'),
        nextKey: state.nextKey + 1,
      };
    case 'removeRow': {
      const rows = values.rows.filter((_row, position) => position !== action.index);
      // An invoice form always has a line to type into.
      if (rows.length === 0)
        return invoiceFormReducer({ ...state, values: { ...values, rows } }, { type: 'addRow' });
      return { ...state, values: { ...values, rows }, errors: withoutErrors(errors, isItemField) };
    }
    case 'dropBlankRows': {
      const rows = values.rows.filter((row) => row.product !== null);
      // With no product at all, keep the rows so 'Product is required' has a line to sit under.
      if (rows.length === 0 || rows.length === values.rows.length) return state;
      return { ...state, values: { ...values, rows }, errors: withoutErrors(errors, isItemField) };
    }
    case 'setErrors':
      return { ...state, errors: action.errors };
  }
}
