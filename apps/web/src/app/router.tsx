import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { AppLoading } from './app-loading';
import { NotFoundPage } from './not-found-page';
import { RouteError } from './route-error';
import type { AppRoute, RouteHandle } from './route-types';
import { bareRoutes, publicRoutes, shellRoutes } from './routes';
import { RequireSession } from './session/require-session';
import { RoleGate } from './session/role-gate';
import { AppLayout } from './shell/app-layout';

function toRouteObject({ path, title, page, roles }: AppRoute): RouteObject {
  const handle: RouteHandle = { title };
  if (!roles) return { path, handle, lazy: { Component: page } };
  // A screen of some roles only: the others see why instead of a screen of refusals.
  const gated = async () => {
    const Page = await page();
    return function GatedPage() {
      return (
        <RoleGate roles={roles}>
          <Page />
        </RoleGate>
      );
    };
  };
  return { path, handle, lazy: { Component: gated } };
}

const notFoundHandle: RouteHandle = { title: 'Page not found' };

export function createAppRouter() {
  return createBrowserRouter([
    {
      element: (
        <RequireSession>
          <AppLayout />
        </RequireSession>
      ),
      errorElement: <RouteError />,
      // Shown for the moment the first screen's code takes to load on a cold visit.
      hydrateFallbackElement: <AppLoading />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            ...shellRoutes.map(toRouteObject),
            { path: '*', handle: notFoundHandle, element: <NotFoundPage /> },
          ],
        },
      ],
    },
    {
      element: (
        <RequireSession>
          <Outlet />
        </RequireSession>
      ),
      children: bareRoutes.map((route) => ({
        ...toRouteObject(route),
        errorElement: <RouteError />,
        hydrateFallbackElement: <AppLoading />,
      })),
    },
    ...publicRoutes.map((route) => ({
      ...toRouteObject(route),
      errorElement: <RouteError />,
      hydrateFallbackElement: <AppLoading />,
    })),
  ]);
}
