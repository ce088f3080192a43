/** The server's build of the app (`vite build --ssr src/entry-server.tsx`), beside the app's own build. */
export const SERVER_BUILD_DIR = 'dist-server';
/** The file the app's build writes beside index.html: each address's screen stylesheets, for the pages the server draws. */
export const ROUTE_STYLES_FILE = 'route-styles.json';
