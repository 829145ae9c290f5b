import type { MouseEvent } from 'react';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * "Skip to content": the first thing Tab reaches on every screen of the shell, so a keyboard user
 * gets to the screen's own buttons without passing the header and every sidebar link first. It
 * moves the focus itself rather than following the #fragment, which the router would treat as a
 * navigation.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  };
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={skip}>
      Skip to content
    </a>
  );
}
