import { ROLE_LABELS, type Role, type RouteRoles } from '@bahi/domain/contract';
import { Alert, Button, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useCan, useMe } from './session';

/** A screen only some roles may open: the others see why, and a way home. */
export function RoleGate({ roles, children }: { roles: RouteRoles; children: ReactNode }) {
  const me = useMe();
  const allowed = useCan(roles);
  if (allowed) return children;
  const role = me ? ROLE_LABELS[me.role as Role] : 'Your';
  return (
    <Stack align="flex-start">
      <Alert color="orange" title="Not available to your role">
        The {role} role may not open this screen. Ask the owner if you need it.
      </Alert>
      <Button component={Link} to="/">
        Go to the homepage
      </Button>
    </Stack>
  );
}
