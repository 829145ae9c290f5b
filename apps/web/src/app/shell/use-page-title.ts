import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { type RouteHandle, resolveTitle } from '../route-types';

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'title' in handle;
}

/** The deepest matched route's title, also shown in the browser tab. */
export function usePageTitle(): string {
  const matches = useMatches();
  const match = matches.findLast((candidate) => isRouteHandle(candidate.handle));
  const title =
    match && isRouteHandle(match.handle) ? resolveTitle(match.handle.title, match.params) : 'Bahi';
  useEffect(() => {
    document.title = title === 'Bahi' ? 'Bahi' : `${title} · Bahi`;
  }, [title]);
  return title;
}
