import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { type RangeState, readRange, writeRange } from './report-range';

/**
 * The report's range from the URL. A change names only the dates it changes. React Router hands
 * a functional update the address of the last render, so two quick changes (Start Date, then
 * End Date, before the first has reached the address) would undo each other; each change
 * therefore builds on the last address written here. Changes replace the history entry.
 */
export function useReportRange(): [RangeState, (patch: Partial<RangeState>) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const range = useMemo(() => readRange(searchParams), [searchParams]);
  const latest = useRef(searchParams);
  useEffect(() => {
    latest.current = searchParams;
  }, [searchParams]);
  const update = useCallback(
    (patch: Partial<RangeState>) => {
      const next = writeRange(latest.current, { ...readRange(latest.current), ...patch });
      latest.current = next;
      setSearchParams(next, { replace: true });
    },
    [setSearchParams],
  );
  return [range, update];
}
