import type { Ref } from 'react';
import { useMergedRef } from '@mantine/hooks';

/**
 * floating-ui's useMergeRefs, which Mantine's ScrollArea (and so Modal and Table) takes from
 * `@floating-ui/react`: vite.config.ts gives ScrollArea this one, so a page with a table or a dialog does not
 * load floating-ui's ~14 KB gzipped, which only the menus and popovers need (decision 094).
 */
export function useMergeRefs<T>(refs: (Ref<T> | undefined)[]) {
  return useMergedRef<T>(...refs);
}
