import { type Role, roleMay } from '@bahi/domain/contract';
import { NavLink, ScrollArea } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useMe } from '../session/session';
import { isLinkActive, SIDEBAR_LINKS } from './sidebar-links';

export function Sidebar({ onNavigate }: { onNavigate: () => void }) {
  const { pathname } = useLocation();
  const me = useMe();
  const links = SIDEBAR_LINKS.filter((link) => !link.roles || (me && roleMay(link.roles, me.role as Role)));
  return (
    <ScrollArea type="auto" component="nav" aria-label="Main">
      {links.map((link) => {
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
            className="sidebar-link"
            style={{ borderRadius: 'var(--mantine-radius-sm)' }}
          />
        );
      })}
    </ScrollArea>
  );
}
