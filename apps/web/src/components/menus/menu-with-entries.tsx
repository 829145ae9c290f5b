import { Menu } from '@mantine/core';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import type { MenuEntry } from './menu-entries';

/** The menu itself, loaded by LazyMenu on its first open (and opened then). */
export function MenuWithEntries({
  target,
  entries,
}: {
  target: ReactElement;
  entries: readonly MenuEntry[];
}) {
  return (
    // No focus placeholder inside the menu: a menu may hold only items (ARIA), and the arrow
    // keys reach the first item from the menu itself.
    <Menu position="bottom-end" withinPortal defaultOpened withInitialFocusPlaceholder={false}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        {entries.map((entry, index) => {
          if ('divider' in entry)
            return <Menu.Divider key={`divider-after-${labelOf(entries[index - 1])}`} />;
          if ('to' in entry) {
            return (
              <Menu.Item key={entry.label} component={Link} to={entry.to}>
                {entry.label}
              </Menu.Item>
            );
          }
          return (
            <Menu.Item key={entry.label} onClick={entry.onClick}>
              {entry.label}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}

function labelOf(entry: MenuEntry | undefined): string {
  return entry && 'label' in entry ? entry.label : '';
}
