import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contractRuntime } from './contract-runtime';
import { precompress } from './precompress';
import { scrollAreaMergeRefs } from './scroll-area-merge-refs';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), contractRuntime(), scrollAreaMergeRefs(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // A group holds its own modules only, not React and the rest that they import.
          includeDependenciesRecursively: false,
          // Popovers, menus and selects position themselves with floating-ui; the first screen
          // has none. Left to automatic chunking, Mantine helpers the shell needs shared its chunk,
          // and the first visit downloaded all 12 kB of it for them.
          groups: [{ name: 'floating-ui', test: /[\\/]node_modules[\\/]@floating-ui[\\/]/ }],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
