import { cloneElement, lazy, type ReactElement, Suspense, useState } from 'react';
import type { MenuEntry } from './menu-entries';

// Mantine's Menu brings its popover layer (floating-ui, 11 kB gzipped), which no other part of
// the first screen needs. Until the first open the target is the plain button; the first click
// loads the menu (hovering starts the download early) and opens it, and it stays loaded.
const loadMenu = () => import('./menu-with-entries');
const MenuWithEntries = lazy(() => loadMenu().then((module) => ({ default: module.MenuWithEntries })));

type LazyMenuProps = {
  /** The button that opens the menu. */
  target: ReactElement<Record<string, unknown>>;
  entries: readonly MenuEntry[];
};

export function LazyMenu({ target, entries }: LazyMenuProps) {
  const [loaded, setLoaded] = useState(false);
  if (!loaded) {
    return cloneElement(target, {
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      onPointerEnter: () => void loadMenu(),
      onClick: () => setLoaded(true),
    });
  }
  return (
    <Suspense fallback={target}>
      <MenuWithEntries target={target} entries={entries} />
    </Suspense>
  );
}
