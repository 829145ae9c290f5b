import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLoading } from './app-loading';
import { NotFoundPage } from './not-found-page';
import { RouteError } from './route-error';
import type { AppRoute, RouteHandle } from './route-types';
import { bareRoutes, shellRoutes } from './routes';
import { AppLayout } from './shell/app-layout';

function toRouteObject({ path, title, page }: AppRoute): RouteObject {
  const handle: RouteHandle = { title };
  return { path, handle, lazy: { Component: page } };
}

const notFoundHandle: RouteHandle = { title: 'Page not found' };

export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <AppLayout />,
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
    ...bareRoutes.map((route) => ({
      ...toRouteObject(route),
      errorElement: <RouteError />,
      hydrateFallbackElement: <AppLoading />,
    })),
  ]);
}
