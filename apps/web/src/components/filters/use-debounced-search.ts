import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';

const SEARCH_DELAY_MS = 300;

/**
 * The text of a search box that writes to the URL after a pause in typing. The URL lags the box by
 * the debounce delay, so we remember what we wrote: only outside changes (Clear filters, Back)
 * overwrite the box, never letters typed in the meantime.
 */
export function useDebouncedSearch(urlSearch: string, writeToUrl: (search: string) => void) {
  const [text, setText] = useState(urlSearch);
  const written = useRef(urlSearch);
  useEffect(() => {
    if (urlSearch !== written.current) {
      written.current = urlSearch;
      setText(urlSearch);
    }
  }, [urlSearch]);

  const write = useDebouncedCallback((search: string) => {
    written.current = search;
    writeToUrl(search);
  }, SEARCH_DELAY_MS);

  return {
    text,
    /** The box changed: show it now, write it after the pause. */
    type: (value: string) => {
      setText(value);
      write(value);
    },
    /** Enter: write now. */
    flush: () => write.flush(),
    /** Empty the box without writing; the caller clears the URL with its other filters. */
    reset: () => {
      write.cancel();
      written.current = '';
      setText('');
    },
  };
}
