import type { QueryClient } from '@tanstack/react-query';
import { setUnauthorizedHandler } from '../../api/client';
import { loginPath } from './session';

type Navigate = (to: string, options: { replace: boolean }) => unknown;

/** Any call answering 401: forget what was loaded and go to sign in, then back to this page. */
export function sendToLoginOnUnauthorized(queryClient: QueryClient, navigate: Navigate): void {
  setUnauthorizedHandler(() => {
    const { pathname, search } = window.location;
    if (pathname.startsWith('/login') || pathname.startsWith('/setup')) return;
    queryClient.clear();
    void navigate(loginPath(`${pathname}${search}`), { replace: true });
  });
}
