import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { type RouteHandle, resolveTitle } from '../route-types';
import { useRecordTitle } from './record-title';

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'title' in handle;
}

/**
 * The deepest matched route's title, or the shown record's name (record-title.ts), also shown in
 * the browser tab.
 */
export function usePageTitle(): string {
  const matches = useMatches();
  const recordTitle = useRecordTitle();
  const match = matches.findLast((candidate) => isRouteHandle(candidate.handle));
  const routeTitle =
    match && isRouteHandle(match.handle) ? resolveTitle(match.handle.title, match.params) : 'Bahi';
  const title = recordTitle ?? routeTitle;
  useEffect(() => {
    document.title = title === 'Bahi' ? 'Bahi' : `${title} · Bahi`;
  }, [title]);
  return title;
}
