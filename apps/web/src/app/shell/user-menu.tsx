import { ACCESS, authRoutes, ROLE_LABELS, type Role } from '@bahi/domain/contract';
import { Button, Menu, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { callApi } from '../../api/client';
import { notifyFailure } from '../../components/form/notify';
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

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="subtle" aria-label={`Account of ${me.name}`}>
          <Text size="sm" fw={600} mr={6}>
            {me.name}
          </Text>
          <Text size="sm" c="dimmed">
            {ROLE_LABELS[me.role as Role]}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/account">
          My account
        </Menu.Item>
        {isOwner && (
          <>
            <Menu.Item component={Link} to="/users">
              Users
            </Menu.Item>
            <Menu.Item component={Link} to="/tokens">
              API tokens
            </Menu.Item>
          </>
        )}
        <Menu.Divider />
        <Menu.Item onClick={() => void signOut(true)}>Log out everywhere</Menu.Item>
        <Menu.Item onClick={() => void signOut(false)}>Log out</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
