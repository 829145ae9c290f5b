import { useMergedRef } from '@mantine/hooks';
import type { Ref } from 'react';

// floating-ui's useMergeRefs for Mantine's ScrollArea (see scroll-area-merge-refs.ts): one
// callback ref that sets every ref given, from @mantine/hooks, which the app loads anyway.
export function useMergeRefs<T>(refs: ReadonlyArray<Ref<T> | undefined>) {
  return useMergedRef<T>(...refs);
}
