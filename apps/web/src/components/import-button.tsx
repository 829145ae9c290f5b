import { ACCESS } from '@bahi/domain/contract';
import type { ImportKind } from '@bahi/domain/schemas';
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { useCan } from '../app/session/session';

/** The list screens' way to the import screen, for the roles that may import. */
export function ImportButton({ kind }: { kind: ImportKind }) {
  const canImport = useCan(ACCESS.accounts);
  if (!canImport) return null;
  return (
    <Button variant="default" component={Link} to={`/import?kind=${kind}`}>
      Import
    </Button>
  );
}
