import { authRoutes, type Role, type RouteRoles, roleMay } from '@bahi/domain/contract';
import type { Me } from '@bahi/domain/schemas';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/client';

// Who is signed in, asked once per page load and kept by React Query. Screens ask `useCan` what
// the role may do, from the same role matrix the server enforces (@bahi/domain/contract).

export const SESSION_KEY = ['session'] as const;

export function useSession() {
  return useQuery({
    queryKey: SESSION_KEY,
    queryFn: ({ signal }) => callApi(authRoutes.me, undefined, signal),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** A new session: nothing cached under the last user is shown to this one. */
export function startSession(queryClient: QueryClient, me: Me): void {
  queryClient.clear();
  queryClient.setQueryData(SESSION_KEY, me);
}

/** The signed-in user (the shell renders nothing until it is known). */
export function useMe(): Me | undefined {
  return useSession().data;
}

/** Whether the signed-in user's role may make a call with these roles. */
export function useCan(roles: RouteRoles): boolean {
  const me = useMe();
  return me !== undefined && roleMay(roles, me.role as Role);
}

/** '/login?next=/invoice/7' for the page asked for; only paths of this site are kept. */
export function loginPath(next: string): string {
  return next === '/' || next.startsWith('/login') ? '/login' : `/login?next=${encodeURIComponent(next)}`;
}

/** The page to return to after signing in: a path on this site, never another site's address. */
export function safeNext(next: string | null): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  return next;
}
