import { ACCESS, authRoutes, ROLE_LABELS, type Role } from '@bahi/domain/contract';
import { Button, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { callApi } from '../../api/client';
import { notifyFailure } from '../../components/form/notify';
import { LazyMenu } from '../../components/menus/lazy-menu';
import type { MenuEntry } from '../../components/menus/menu-entries';
import { useCan, useMe } from '../session/session';

/** The signed-in user's name and role in the header, with their account, sign-out and the owner's screens. */
export function UserMenu() {
  const me = useMe();
  const isOwner = useCan(ACCESS.owner);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  if (!me) return null;

  const signOut = async (everywhere: boolean) => {
    try {
      await callApi(everywhere ? authRoutes.logoutEverywhere : authRoutes.logout);
    } catch (error) {
      notifyFailure({ title: 'Sign-out failed', detail: error instanceof Error ? error.message : '' });
      return;
    }
    queryClient.clear();
    await navigate('/login', { replace: true });
  };

  const entries: MenuEntry[] = [
    { label: 'My account', to: '/account' },
    ...(isOwner
      ? [
          { label: 'Users', to: '/users' },
          { label: 'API tokens', to: '/tokens' },
        ]
      : []),
    { divider: true },
    { label: 'Log out everywhere', onClick: () => void signOut(true) },
    { label: 'Log out', onClick: () => void signOut(false) },
  ];
  return (
    <LazyMenu
      entries={entries}
      target={
        // The name holds the visible words (name, then role) after "Account of", for speech users
        // who say what they see (axe's label-content-name-mismatch); the space between the two
        // texts keeps them two words when the visible text is read out of the page.
        <Button variant="subtle" aria-label={`Account of ${me.name}, ${ROLE_LABELS[me.role as Role]}`}>
          <Text size="sm" fw={600} mr={6}>
            {me.name}
          </Text>{' '}
          {/* Not dimmed: the open menu's button background leaves grey text below AA contrast. */}
          <Text size="sm" fw={400}>
            {ROLE_LABELS[me.role as Role]}
          </Text>
        </Button>
      }
    />
  );
}
