import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Opens a record's edit drawer from the address: /customers?edit=12 (the Returns screen links a
 * flagged record there). The parameter is taken out of the address once read, so Back or a reload
 * does not open the drawer again.
 */
export function useEditFromAddress(enabled: boolean, open: (id: number) => void): void {
  const [params, setParams] = useSearchParams();
  const raw = params.get('edit');
  // The latest `open` (a new function on every render), without reopening on each render.
  const openLatest = useRef(open);
  openLatest.current = open;
  useEffect(() => {
    if (!enabled || raw === null) return;
    const id = Number(raw);
    if (Number.isInteger(id) && id > 0) openLatest.current(id);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('edit');
        return next;
      },
      { replace: true },
    );
  }, [enabled, raw, setParams]);
}
