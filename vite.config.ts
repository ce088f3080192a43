import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
const manifest = JSON.parse(readFileSync(new URL('./manifest/manifest.json', import.meta.url), 'utf8')) as Record<string, unknown>;

/**
 * The app's scripts are requested once the painted shell's first picture (home's banner, the
 * game centre's first icons: the page's largest paint) has loaded and a frame has gone by, capped
 * at 1.5 s: on a slow link the picture has the line to itself, and the app starts after the shell
 * is on screen. A page without a shell (every other route, the service worker's copy of the
 * page) starts them at the next frame. The loader is inline: it must run before any file does.
 */
const SCRIPT_LOADER = `(function () {
  var scripts = __SCRIPTS__, preloads = __PRELOADS__, started = false;
  function add(tag, attrs) {
    var el = document.createElement(tag);
    for (var name in attrs) el.setAttribute(name, attrs[name]);
    document.head.appendChild(el);
  }
  function start() {
    if (started) return;
    started = true;
    preloads.forEach(function (href) { add('link', { rel: 'modulepreload', crossorigin: '', href: href }); });
    scripts.forEach(function (src) { add('script', { type: 'module', crossorigin: '', src: src }); });
  }
  function afterFrame() {
    requestAnimationFrame(function () { setTimeout(start, 0); });
    setTimeout(start, 100);
  }
  var picture = document.querySelector('#root img');
  if (picture && !picture.complete) {
    picture.addEventListener('load', afterFrame);
    picture.addEventListener('error', afterFrame);
    setTimeout(start, 1500);
  } else afterFrame();
})();`;

const scriptsAfterTheShell: Plugin = {
  name: 'scripts-after-the-shell',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html) => {
      const scripts: string[] = [];
      const preloads: string[] = [];
      const rest = html
        .replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g, (_, src: string) => {
          scripts.push(src);
          return '';
        })
        .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_, href: string) => {
          preloads.push(href);
          return '';
        });
      if (scripts.length === 0) throw new Error('scripts-after-the-shell: the build wrote no module script into index.html');
      const loader = SCRIPT_LOADER.replace('__SCRIPTS__', JSON.stringify(scripts)).replace('__PRELOADS__', JSON.stringify(preloads));
      return rest.replace('</body>', `  <script>${loader}</script>\n  </body>`);
    },
  },
};

/**
 * Every text file of the build gets its brotli (best) and gzip (-9) copy beside it, which the
 * server sends as they are: nothing is compressed per request, and brotli at its best is 15 to 20
 * percent smaller than the gzip a server makes on the fly.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const walk = (dir: string): string[] =>
          readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
        for (const file of walk(outDir).filter((f) => /\.(js|css|html|svg|webmanifest|json|txt)$/.test(f))) {
          const body = readFileSync(file);
          if (body.length < 1024) continue;
          writeFileSync(
            `${file}.br`,
            brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
          );
          writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
        }
      },
    },
  };
}

export default defineConfig({
  base: '/m/',
  // The version the settings screen shows.
  define: { __APP_VERSION__: JSON.stringify(version) },
  plugins: [
    scriptsAfterTheShell,
    precompress(),
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
