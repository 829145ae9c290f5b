import { useEffect, useSyncExternalStore } from 'react';

// A screen of one record knows its name only once the record has loaded, after the route has
// titled the page ('Invoice', 'Customer'). While such a screen shows its record, the page title
// and the browser tab read the record's own name or number instead ('Invoice INV/26-27/0003').

let recordTitle: string | null = null;
const listeners = new Set<() => void>();

function setRecordTitle(title: string | null): void {
  recordTitle = title;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The title a record screen has given the page, or null while none has. */
export function useRecordTitle(): string | null {
  return useSyncExternalStore(subscribe, () => recordTitle);
}

/** Titles the page with the record's name while the screen is shown and the title is known. */
export function useTitleFromRecord(title: string | undefined): void {
  useEffect(() => {
    if (!title) return;
    setRecordTitle(title);
    return () => setRecordTitle(null);
  }, [title]);
}
