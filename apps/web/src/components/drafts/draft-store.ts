// An unsaved new document (invoice, purchase) is kept in the browser (localStorage), so Back, a
// reload or a crash does not lose it: its form offers it back when it opens. One draft per form.
// The draft also keeps the Idempotency-Key of a save already tried, so saving the restored draft
// after a crash mid-save is the same save, never a second document.

export type FormDraft<V> = {
  savedAt: string;
  values: V;
  /** The key a save of these values was sent with, if one was tried. */
  idempotencyKey: string | null;
};

export type DraftKind<V> = {
  /** The localStorage key: 'bahi.draft.invoice.new'. */
  storageKey: string;
  /** Worth keeping: something typed or chosen. */
  isDirty: (values: V) => boolean;
  /** A stored value still has the shape this version of the form reads. */
  looksValid: (values: unknown) => values is V;
};

export function keepDraft<V>(
  kind: DraftKind<V>,
  values: V,
  idempotencyKey: string | null,
  storage: Storage = localStorage,
): void {
  try {
    if (!kind.isDirty(values) && idempotencyKey === null) storage.removeItem(kind.storageKey);
    else {
      const draft: FormDraft<V> = { savedAt: new Date().toISOString(), values, idempotencyKey };
      storage.setItem(kind.storageKey, JSON.stringify(draft));
    }
  } catch {
    // Private mode or a full storage: the form still works, only without a draft.
  }
}

export function readDraft<V>(kind: DraftKind<V>, storage: Storage = localStorage): FormDraft<V> | null {
  try {
    const text = storage.getItem(kind.storageKey);
    if (!text) return null;
    const draft = JSON.parse(text) as Partial<FormDraft<unknown>> | null;
    if (!draft || !kind.looksValid(draft.values) || !kind.isDirty(draft.values)) return null;
    return {
      savedAt: String(draft.savedAt ?? ''),
      values: draft.values,
      idempotencyKey: typeof draft.idempotencyKey === 'string' ? draft.idempotencyKey : null,
    };
  } catch {
    return null;
  }
}

export function dropDraft(
  kind: Pick<DraftKind<unknown>, 'storageKey'>,
  storage: Storage = localStorage,
): void {
  try {
    storage.removeItem(kind.storageKey);
  } catch {
    // Nothing kept, nothing to drop.
  }
}
