import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
const manifest = JSON.parse(readFileSync(new URL('./manifest/manifest.json', import.meta.url), 'utf8')) as Record<string, unknown>;

export default defineConfig({
  base: '/m/',
  // The version the settings screen shows.
  define: { __APP_VERSION__: JSON.stringify(version) },
  plugins: [
    react(),
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
        // The largest chunk stays well under this; a bigger one is a regression to look at.
        maximumFileSizeToCacheInBytes: 1024 * 1024,
      },
    }),
  ],
  build: { target: 'es2022', sourcemap: false },
  server: { proxy: { '/api': 'http://localhost:8080', '/cdn': 'http://localhost:8080', '/uploads': 'http://localhost:8080' } },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['tests/unit/setup.ts'],
    testTimeout: 20_000,
  },
});
