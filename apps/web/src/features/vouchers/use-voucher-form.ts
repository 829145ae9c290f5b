import type { OpenDocument, VoucherDetail } from '@bahi/domain/schemas';
import { useCallback, useState } from 'react';
import { ApiError } from '../../api/api-error';
import { useIssueVoucher, useNextVoucherNumber, useOpenDocuments } from '../../api/vouchers';
import {
  type FormErrors,
  issuesToFormErrors,
  serverErrorsToFormErrors,
} from '../../components/form/form-errors';
import { describeFailure, notifyFailure, notifySuccess } from '../../components/form/notify';
import type { VoucherKindText } from '../../lib/voucher-kinds';
import {
  emptyVoucherForm,
  lineKey,
  oldestFirstLines,
  placeVoucherErrors,
  toVoucherPayload,
  type VoucherFormState,
} from './voucher-form-values';

const NO_DOCUMENTS: OpenDocument[] = [];

/**
 * State and save of the receipt / payment form. Messages come from the shared schema in the
 * browser and, for what only the server knows (an invoice's balance), from its 422 answer.
 */
export function useVoucherForm(
  text: VoucherKindText,
  initialPartyId: number | null,
  onSaved: (voucher: VoucherDetail) => void,
) {
  const [typedState, setState] = useState<VoucherFormState>(() => emptyVoucherForm(initialPartyId));
  const [errors, setErrors] = useState<FormErrors>({});
  const nextNumber = useNextVoucherNumber(text.kind);
  const openDocuments = useOpenDocuments(text.kind, typedState.partyId);
  const issue = useIssueVoucher();
  const documents = openDocuments.data ?? NO_DOCUMENTS;
  // Until the clerk chooses lines by hand, the amount settles the oldest bills first, whenever the
  // bills arrive: an amount typed before the party's open bills had loaded once saved the whole
  // receipt on account.
  const state = typedState.manual
    ? typedState
    : { ...typedState, lines: oldestFirstLines(typedState.amount, documents) };
  /** A party is chosen and its open bills are still on their way: saving now would settle none. */
  const billsLoading = typedState.partyId !== null && openDocuments.isPending;

  const change = useCallback((patch: Partial<VoucherFormState>, clears: readonly string[]) => {
    setState((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const field of clears) delete next[field];
      return next;
    });
  }, []);

  const setLine = (document: OpenDocument, amount: string | null) => {
    const key = lineKey(document);
    setState((current) => {
      const lines = current.manual ? { ...current.lines } : oldestFirstLines(current.amount, documents);
      if (amount === null) delete lines[key];
      else lines[key] = { amount };
      return { ...current, lines, manual: true };
    });
    setErrors((current) => {
      const { [`line.${key}`]: _line, amount: _amount, _form, ...rest } = current;
      return rest;
    });
  };

  /** The amount typed; until the clerk chooses lines by hand it settles the oldest bills first. */
  const setAmount = (amount: string) => {
    setState((current) => ({ ...current, amount }));
    setErrors((current) => {
      const { amount: _amount, _form, ...rest } = current;
      return rest;
    });
  };

  /** Back to the default: the amount settles the oldest bills first. */
  const settleOldestFirst = () => setState((current) => ({ ...current, manual: false }));

  const submit = () => {
    if (billsLoading) return;
    const { payload, documentIds } = toVoucherPayload(text, state, documents);
    const parsed = text.schema.safeParse(payload);
    if (!parsed.success) {
      setErrors(placeVoucherErrors(issuesToFormErrors(parsed.error.issues), documentIds));
      return;
    }
    issue.mutate(payload, {
      onSuccess: (voucher) => {
        notifySuccess(`${text.label} ${voucher.voucher_number} saved.`);
        onSaved(voucher);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 422) {
          setErrors(placeVoucherErrors(serverErrorsToFormErrors(error.fieldErrors), documentIds));
        }
        notifyFailure({
          title: `Failed to save the ${text.label.toLowerCase()}.`,
          detail: describeFailure(error),
        });
      },
    });
  };

  return {
    state,
    errors,
    documents,
    openDocuments,
    nextNumber,
    saving: issue.isPending,
    billsLoading,
    change,
    setLine,
    setAmount,
    settleOldestFirst,
    choosePartyId: (partyId: number | null) =>
      change({ partyId, lines: {}, manual: false }, [text.partyField, 'amount']),
    submit,
  };
}

export type VoucherForm = ReturnType<typeof useVoucherForm>;
