import path from 'node:path';
import type { Plugin } from 'vite';

// Mantine's ScrollArea (the sidebar, and every Modal through ModalRoot) imports one hook from
// @floating-ui/react: useMergeRefs. Bundled as it is, that import puts the whole popover layer
// (12 kB gzipped, needed only by menus, selects and date pickers, which load with their screens)
// into the first visit. So ScrollArea's import alone is pointed at a module that gives it the
// same hook from @mantine/hooks; every other import of @floating-ui/react is left alone.

const SCROLL_AREA = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]/;
const SHIM = path.resolve(import.meta.dirname, 'src/lib/merge-refs.ts');

export function scrollAreaMergeRefs(): Plugin {
  return {
    name: 'bahi-scroll-area-merge-refs',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '@floating-ui/react' && importer !== undefined && SCROLL_AREA.test(importer))
        return SHIM;
      return null;
    },
  };
}
