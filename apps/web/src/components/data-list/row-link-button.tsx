import { Button, type ButtonProps } from '@mantine/core';
import { Link } from 'react-router';

type RowLinkButtonProps = Pick<ButtonProps, 'variant'> & {
  to: string;
  /** The button's word: 'View', 'Edit'. */
  action: string;
  /** The row's record as screen readers hear it after the action: 'View PUR/25-26/0007'. */
  record: string;
};

/** A list row's small button that opens its record, or a page for it. */
export function RowLinkButton({ to, action, record, variant = 'light' }: RowLinkButtonProps) {
  return (
    <Button component={Link} to={to} size="compact-sm" variant={variant} aria-label={`${action} ${record}`}>
      {action}
    </Button>
  );
}
