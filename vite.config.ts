import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import type { Plugin, Rollup } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { APP_BASE, addressKey, ROUTE_NAMES, ROUTES, routePathOf } from './src/shared/contract/app-routes';
import {
  DRAWN_FOR_ANOTHER_CLASS,
  DRAWN_FOR_MEMBER_ATTRIBUTE,
  FIRST_PICTURE_TIMING,
  FIRST_VIEW_ATTRIBUTE,
  VIEW_SESSION_COOKIE,
} from './src/shared/contract/first-view';
import { DEFAULT_LANGUAGE } from './src/shared/contract/platform';
import { ROUTE_STYLES_FILE, SERVER_BUILD_DIR } from './src/shared/contract/server-build';
import { STORAGE_KEYS } from './src/shared/storage/keys';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
const manifest = JSON.parse(readFileSync(new URL('./manifest/manifest.json', import.meta.url), 'utf8')) as Record<string, unknown>;

/**
 * The app's scripts are requested once the page's first picture (home's banner, the game centre's
 * first icons, a drawn screen's banner: the page's largest paint) has been shown, else once its
 * first text has (a screen the server drew), as the browser records them (the picture's element
 * timing, FIRST_PICTURE_TIMING in the server's markup; the first contentful paint), capped at
 * 1.5 s: on a slow link the picture has the line to itself, and the app starts after the page is
 * on screen. A frame after the picture loaded was not enough: a paint is recorded when its frame
 * is shown, and scripts that arrived and ran before that came first in the page's timeline (a
 * visitor's member centre and activity measured 0.9 s or 1.7-2.3 s for their largest paint by
 * that race alone). A page with nothing to paint (the service worker's copy of the page, which
 * the app draws whole; a screen drawn for another player, hidden) or a browser that records none
 * of it starts them two frames on, a page in the background, which draws no frame, at once, and
 * a picture that fails to load is not waited for. With them go the files of the address's own
 * screen (its chunk, the chunks and styles only it needs): the screen is fetched beside the app,
 * where the app would ask for it only once its first render reached it. The screen's styles are
 * applied as they arrive, not merely fetched: a style sheet added to the page restyles all of it,
 * cheap while the page is the shell, a long task once the screen's cards are drawn (where the
 * screen's chunk would add them), and the chunk finds them there and adds nothing. The loader is
 * inline: it must run before any file does.
 */
const SCRIPT_LOADER = `(function () {
  var scripts = __SCRIPTS__, preloads = __PRELOADS__, screens = __SCREENS__, started = false;
  function add(tag, attrs) {
    var el = document.createElement(tag);
    for (var name in attrs) el.setAttribute(name, attrs[name]);
    document.head.appendChild(el);
  }
  var queue = [];
  // A few elements a task: each request started costs the main thread a little, and thirty at
  // once made one long task on a slow phone. The entry goes first; its imports follow at once.
  function addSome() {
    queue.splice(0, 6).forEach(function (item) { add(item[0], item[1]); });
    if (queue.length) setTimeout(addSome, 0);
  }
  function start() {
    if (started) return;
    started = true;
    scripts.forEach(function (src) { queue.push(['script', { type: 'module', crossorigin: '', src: src }]); });
    preloads.forEach(function (href) { queue.push(['link', { rel: 'modulepreload', crossorigin: '', href: href }]); });
    (screens.paths[location.pathname.toLowerCase().replace(/\\/+$/, '')] || []).forEach(function (i) {
      var href = screens.base + screens.files[i];
      // A screen the server drew came with its own styles in the head.
      if (/\\.css$/.test(href)) {
        if (!document.querySelector('link[rel="stylesheet"][href="' + href + '"]')) queue.push(['link', { rel: 'stylesheet', href: href }]);
      } else queue.push(['link', { rel: 'modulepreload', crossorigin: '', href: href }]);
    });
    addSome();
  }
  function afterFrames() {
    requestAnimationFrame(function () { requestAnimationFrame(function () { setTimeout(start, 0); }); });
  }
  // Starts once the browser has recorded that \`what\` was shown ('first-contentful-paint', or the
  // picture's element timing), capped at 1.5 s; false where it cannot tell.
  function afterShown(type, what) {
    if (!window.PerformanceObserver || (PerformanceObserver.supportedEntryTypes || []).indexOf(type) < 0) return false;
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntries().some(function (entry) { return entry.name === what || entry.identifier === what; })) return;
      observer.disconnect();
      setTimeout(start, 0);
    }).observe({ type: type, buffered: true });
    setTimeout(start, 1500);
    return true;
  }
  var root = document.getElementById('root');
  // A screen the server drew for another player stays hidden until the app draws: none of it shows.
  var hidden = !!root && root.hasAttribute(${JSON.stringify(FIRST_VIEW_ATTRIBUTE)}) && document.documentElement.classList.contains(${JSON.stringify(DRAWN_FOR_ANOTHER_CLASS)});
  var picture = hidden ? null : document.querySelector('#root img');
  if (document.visibilityState === 'hidden') start();
  else if (picture) {
    // Named by the server's markup (server/services/app-shell.ts), the only source of a picture here.
    // A picture that does not load (its CDN down) is not waited for.
    picture.addEventListener('error', afterFrames);
    if (picture.complete && !picture.naturalWidth) afterFrames();
    else if (!afterShown('element', ${JSON.stringify(FIRST_PICTURE_TIMING)})) {
      if (picture.complete) afterFrames();
      else {
        picture.addEventListener('load', afterFrames);
        setTimeout(start, 1500);
      }
    }
  } else if (hidden || !root || !root.textContent.trim() || !afterShown('paint', 'first-contentful-paint')) afterFrames();
})();`;

/**
 * Runs in the head, before anything is painted: a screen the server drew (docs/decisions/018) for
 * a visitor is not for a device holding a session, one drawn for a member
 * (DRAWN_FOR_MEMBER_ATTRIBUTE) is for the device whose stored session is the page cookie's alone,
 * and both are drawn in the default language: any other player's stays hidden
 * (DRAWN_FOR_ANOTHER_CLASS, see SHELL_STYLE) until the app draws their own; the app reads the
 * same mark and does not keep it on show. Storage it cannot read hides it too.
 */
const DRAWN_VIEW_CHECK = `(function () {
  var root = document.documentElement;
  try {
    var chosen = localStorage.getItem(${JSON.stringify(STORAGE_KEYS.language)});
    var stored = localStorage.getItem(${JSON.stringify(STORAGE_KEYS.sessionInfo)});
    var mine = stored === null;
    if (root.hasAttribute(${JSON.stringify(DRAWN_FOR_MEMBER_ATTRIBUTE)})) {
      var token = stored === null ? null : JSON.parse(stored).token;
      mine = typeof token === 'string' && document.cookie.split('; ').indexOf(${JSON.stringify(`${VIEW_SESSION_COOKIE}=`)} + encodeURIComponent(token)) >= 0;
    }
    if (mine && (chosen === null || chosen === ${JSON.stringify(DEFAULT_LANGUAGE)})) return;
  } catch (e) {}
  root.classList.add(${JSON.stringify(DRAWN_FOR_ANOTHER_CLASS)});
})();`;

/** The route table of every call: its chunk holds the contract's schemas. */
const CONTRACT_MODULE = 'src/shared/contract/routes.ts';

/** Where the app is served; the build's file names are under it. */
const BASE = `${APP_BASE}/`;

/** The screens' files, each named once: every address lists the numbers of its files. */
type ScreenFiles = { base: string; files: string[]; paths: Record<string, number[]> };

/**
 * Each address of the route table (its path and aliases, lower case, no trailing slash) with the
 * files of its lazy screen that the entry does not load already: its chunk, the chunks it imports
 * and their styles, then the styles of the parts the screen loads later (its banner carousel, its
 * pop-ups), whose code waits for them. `own` keeps the address's own styles: the ones a drawn
 * screen needs before it paints.
 */
function screenFiles(bundle: Rollup.OutputBundle, base: string, loaded: ReadonlySet<string>): { screens: ScreenFiles; own: Record<string, string[]> } {
  const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
  const files: string[] = [];
  const numberOf = (file: string) => (files.includes(file) ? files.indexOf(file) : files.push(file) - 1);
  const isLoaded = (file: string) => loaded.has(`${base}${file}`);
  /** A chunk's file (unless `stylesOnly`) and styles, with those of the chunks it imports. */
  const filesOf = (chunk: Rollup.OutputChunk, into: Set<string>, seen: Set<string>, stylesOnly: boolean) => {
    if (seen.has(chunk.fileName) || isLoaded(chunk.fileName)) return;
    seen.add(chunk.fileName);
    if (!stylesOnly) into.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) if (!isLoaded(css)) into.add(css);
    for (const name of chunk.imports) {
      const imported = bundle[name];
      if (imported?.type === 'chunk') filesOf(imported, into, seen, stylesOnly);
    }
  };
  const paths: Record<string, number[]> = {};
  const own: Record<string, string[]> = {};
  for (const name of ROUTE_NAMES) {
    const module = resolve('src', `${ROUTES[name].screen}.tsx`);
    const chunk = chunks.find((c) => c.isDynamicEntry && c.facadeModuleId === module);
    if (!chunk) throw new Error(`scripts-after-the-shell: no chunk for the screen of ${name} (${ROUTES[name].screen})`);
    const screen = new Set<string>();
    const seen = new Set<string>();
    filesOf(chunk, screen, seen, false);
    const ownStyles = [...screen].filter((file) => file.endsWith('.css')).map((file) => `${base}${file}`);
    for (const file of chunk.dynamicImports) {
      const later = bundle[file];
      if (later?.type === 'chunk') filesOf(later, screen, seen, true);
    }
    const numbers = [...screen].map(numberOf);
    for (const path of [routePathOf(name), ...(ROUTES[name].aliases ?? [])]) {
      paths[addressKey(path)] = numbers;
      own[addressKey(path)] = ownStyles;
    }
  }
  return { screens: { base, files, paths }, own };
}

function scriptsAfterTheShell(): Plugin {
  let outDir = 'dist';
  let routeStyles: Record<string, string[]> = {};
  return {
    name: 'scripts-after-the-shell',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) => {
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
        // The contract's chunk (zod and every call's schemas, the API client) runs as a script of
        // its own, before the entry's: the browser evaluates each module script's graph in one
        // task, and the two together made the page's longest task; the entry finds it evaluated.
        const contract =
          ctx.bundle && Object.values(ctx.bundle).find((c) => c.type === 'chunk' && Object.keys(c.modules).some((id) => id.endsWith(CONTRACT_MODULE)));
        const contractFile = contract ? `${BASE}${contract.fileName}` : '';
        if (preloads.includes(contractFile)) {
          preloads.splice(preloads.indexOf(contractFile), 1);
          scripts.unshift(contractFile);
        }
        const styles = [...rest.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)].map((m) => m[1] ?? '');
        const { screens, own } = ctx.bundle
          ? screenFiles(ctx.bundle, BASE, new Set([...scripts, ...preloads, ...styles]))
          : { screens: { base: BASE, files: [], paths: {} }, own: {} };
        // A page the server draws the screen into needs the screen's styles before it paints.
        routeStyles = own;
        const loader = SCRIPT_LOADER.replace('__SCRIPTS__', JSON.stringify(scripts))
          .replace('__PRELOADS__', JSON.stringify(preloads))
          .replace('__SCREENS__', JSON.stringify(screens));
        return rest.replace('</head>', `  <script>${DRAWN_VIEW_CHECK}</script>\n  </head>`).replace('</body>', `  <script>${loader}</script>\n  </body>`);
      },
    },
    closeBundle() {
      writeFileSync(join(outDir, ROUTE_STYLES_FILE), `${JSON.stringify(routeStyles)}\n`);
    },
  };
}

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

/** The server's renderer of first views (src/entry-server.tsx), built with `vite build --ssr`. */
const SERVER_BUILD = { outDir: SERVER_BUILD_DIR, copyPublicDir: false, emptyOutDir: true, target: 'node20' } as const;

export default defineConfig(({ isSsrBuild }) => ({
  base: BASE,
  // The version the settings screen shows.
  define: { __APP_VERSION__: JSON.stringify(version) },
  // The #src/, #server/, ... aliases of tsconfig.json.
  resolve: { tsconfigPaths: true },
  plugins: [
    ...(isSsrBuild ? [] : [scriptsAfterTheShell(), precompress()]),
    react(),
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui(),
    ...(isSsrBuild
      ? []
      : [
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
        ]),
  ],
  build: isSsrBuild ? SERVER_BUILD : { target: 'es2022', sourcemap: false },
  server: { proxy: { '/api': 'http://localhost:8080', '/cdn': 'http://localhost:8080', '/uploads': 'http://localhost:8080' } },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['tests/unit/setup.ts'],
    globalSetup: ['tests/helpers/sqlite-setup.ts'],
    // A worker per core: Vitest's default leaves one core to its main process, which only waits.
    maxWorkers: availableParallelism(),
    testTimeout: 20_000,
  },
}));
