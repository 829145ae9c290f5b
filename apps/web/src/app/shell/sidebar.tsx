import { NavLink, ScrollArea } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { isLinkActive, SIDEBAR_LINKS } from './sidebar-links';

export function Sidebar({ onNavigate }: { onNavigate: () => void }) {
  const { pathname } = useLocation();
  return (
    <ScrollArea type="auto" component="nav" aria-label="Main">
      {SIDEBAR_LINKS.map((link) => {
        const active = isLinkActive(link, pathname);
        return (
          <NavLink
            key={link.to}
            component={Link}
            to={link.to}
            label={link.label}
            active={active}
            aria-current={active ? 'page' : undefined}
            onClick={onNavigate}
            variant="light"
            style={{ borderRadius: 'var(--mantine-radius-sm)' }}
          />
        );
      })}
    </ScrollArea>
  );
}
