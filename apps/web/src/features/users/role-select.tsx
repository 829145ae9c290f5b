import { Select, type SelectProps } from '@mantine/core';
import { ROLE_OPTIONS } from './role-options';

/** The role of a user or an API token: one of the roles, searchable, never left empty. */
export function RoleSelect(props: SelectProps) {
  return <Select label="Role" data={ROLE_OPTIONS} searchable allowDeselect={false} {...props} />;
}
