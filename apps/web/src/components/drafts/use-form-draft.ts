import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type FormKey, newIdempotencyKey } from '../../api/idempotency-key';
import { type DraftKind, dropDraft, type FormDraft, keepDraft, readDraft } from './draft-store';

type FormDraftOptions<V> = {
  kind: DraftKind<V>;
  values: V;
  /** False while the form shows a saved record being edited: that one is not kept. */
  active: boolean;
};

/**
 * A new document's form kept as a draft while it is typed (draft-store.ts): offers the kept draft
 * back when the form opens, asks before the page is left with a started form, and owns the form's
 * Idempotency-Key, which is written into the draft the moment a save is first tried.
 */
export function useFormDraft<V>({ kind, values, active }: FormDraftOptions<V>) {
  const [offer, setOffer] = useState<FormDraft<V> | null>(() => readDraft(kind));
  const key = useRef<string | null>(null);
  const latest = useRef(values);
  latest.current = values;

  // While a kept draft is on offer, the empty form must not overwrite it.
  useEffect(() => {
    if (active && offer === null) keepDraft(kind, values, key.current);
  }, [kind, values, active, offer]);

  const dirty = active && kind.isDirty(values);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const formKey: FormKey = useMemo(
    () => ({
      current: () => {
        if (key.current === null) {
          key.current = newIdempotencyKey();
          // Before the request leaves: a reload while it is on its way restores this key.
          keepDraft(kind, latest.current, key.current);
        }
        return key.current;
      },
      renew: () => {
        key.current = null;
      },
    }),
    [kind],
  );

  /**
   * Just before a save is sent: keeps exactly the values it sends (a suggested number fixed as
   * sent) with the key it goes with, since the server answers a retry only for the same request.
   */
  const pin = useCallback(
    (sent: V) => {
      latest.current = sent;
      keepDraft(kind, sent, formKey.current());
    },
    [kind, formKey],
  );

  /** The kept values, taken up by the form with the key their save was tried with. */
  const restore = useCallback((): V | null => {
    if (!offer) return null;
    key.current = offer.idempotencyKey;
    setOffer(null);
    return offer.values;
  }, [offer]);

  const discard = useCallback(() => {
    dropDraft(kind);
    key.current = null;
    setOffer(null);
  }, [kind]);

  /** After a save: the draft is gone and the next document gets a new key. */
  const saved = useCallback(() => {
    dropDraft(kind);
    key.current = null;
    setOffer(null);
  }, [kind]);

  /** A new empty form (after editing a saved record): a draft kept meanwhile is offered again. */
  const reopen = useCallback(() => {
    key.current = null;
    setOffer(readDraft(kind));
  }, [kind]);

  return { offer, restore, discard, saved, reopen, formKey, pin };
}

export type FormDraftControl<V> = ReturnType<typeof useFormDraft<V>>;
