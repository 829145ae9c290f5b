import type { Me } from '@bahi/domain/schemas';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { SESSION_KEY } from '../app/session/session';

// Web unit tests render a screen part to HTML (no browser): signed in with a role, with the
// answers its queries would get already in the cache, so it renders as it would once loaded.

export function renderStatic(
  element: ReactElement,
  { role, cached = [] }: { role: Me['role']; cached?: readonly (readonly [readonly unknown[], unknown])[] },
): string {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  client.setQueryData(SESSION_KEY, { id: 1, name: 'Asha', email: 'asha@example.in', role });
  for (const [key, data] of cached) client.setQueryData(key, data);
  return renderToStaticMarkup(
    createElement(QueryClientProvider, { client }, createElement(MantineProvider, null, element)),
  );
}

/** The text a person reads: tags and styles dropped, runs of space collapsed. */
export function visibleText(html: string): string {
  return html
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
