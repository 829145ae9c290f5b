import { findSameName, nameSearchWord } from '@bahi/domain';
import { customerRoutes, supplierRoutes } from '@bahi/domain/contract';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/client';
import { listKey } from '../../api/resource';

export type PartyKind = 'customer' | 'supplier';

const ROUTES = { customer: customerRoutes.list, supplier: supplierRoutes.list } as const;

// Enough rows for every party whose name holds the searched word in a real shop's books.
const SEARCH_LIMIT = 100;

/**
 * The saved party of this kind with the same name as the one being typed (case and spacing
 * aside), other than the record being edited: asked of the list's search once typing pauses.
 * A failed look-up shows nothing; it only warns, it never stops a save.
 */
export function useSameNameParty(kind: PartyKind, typedName: string, editingId: number | undefined) {
  const [name] = useDebouncedValue(typedName, 300);
  const word = nameSearchWord(name);
  const route = ROUTES[kind];
  const query = { search: word, limit: SEARCH_LIMIT };
  const found = useQuery({
    queryKey: listKey(route, query),
    queryFn: ({ signal }) => callApi(route, { query }, signal),
    enabled: word !== '',
  });
  if (word === '' || !found.data) return undefined;
  return findSameName(found.data.data, typedName, editingId);
}
