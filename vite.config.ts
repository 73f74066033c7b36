import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { mockBackendPlugin } from './mock-server/vitePlugin';

// The mock backend is embedded by default so `npm start` is one process.
// Set VITE_MOCK=off (and the VITE_*_URL variables) to talk to real backends.
const embedMock = process.env.VITE_MOCK !== 'off';

export default defineConfig({
  plugins: [react(), ...(embedMock ? [mockBackendPlugin()] : [])],
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
  },
});
