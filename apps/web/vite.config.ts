import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contractRuntime } from './contract-runtime';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), contractRuntime()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
