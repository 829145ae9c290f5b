import type { RouteRoles } from '@bahi/domain/contract';
import type { ComponentType } from 'react';
import type { Params } from 'react-router';

/** A page title, fixed or made from the URL's parameters ('Invoices for Customer #7'). */
export type PageTitle = string | ((params: Params) => string);

/** Loads a page's code only when its route is first visited (route-level code splitting). */
export type PageLoader = () => Promise<ComponentType>;

/** A screen: its path, title, code, and who may open it (a row of the role matrix; all by default). */
export type AppRoute = { path: string; title: PageTitle; page: PageLoader; roles?: RouteRoles };

export type RouteHandle = { title: PageTitle };

export function route(path: string, title: PageTitle, page: PageLoader, roles?: RouteRoles): AppRoute {
  return roles ? { path, title, page, roles } : { path, title, page };
}

/**
 * Names the pages of one lazily loaded feature module: pages(() => import('./x'))('XPage') loads
 * the module on first visit and picks that export. Only component exports can be named.
 */
export function pagesOf<Module>(load: () => Promise<Module>) {
  type PageName = { [Name in keyof Module]: Module[Name] extends ComponentType ? Name : never }[keyof Module];
  return (name: PageName): PageLoader =>
    () =>
      load().then((module) => module[name] as ComponentType);
}

export function resolveTitle(title: PageTitle, params: Params): string {
  return typeof title === 'function' ? title(params) : title;
}
