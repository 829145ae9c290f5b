import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ApiError } from '../../api/api-error';
import { AppLoading } from '../app-loading';
import { loginPath, useSession } from './session';

/** Renders its screen for a signed-in user; anyone else goes to sign in and comes back after. */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <AppLoading />;
  if (session.isError) {
    if (session.error instanceof ApiError && session.error.status === 401) {
      return <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace />;
    }
    throw session.error;
  }
  return children;
}
