import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { addressKey, ROUTES, type RouteName, screenTestId } from '#src/shared/contract/app-routes';
import type { SessionInfo } from '#src/shared/contract/auth';
import { randomCdn } from '#src/shared/contract/cdn-url';
import { type FirstViewDrawing, type FirstViewInput, SCREEN_SLOT_ATTRIBUTE } from '#src/shared/contract/first-view';
import { DEFAULT_LANGUAGE, type LanguageCode } from '#src/shared/contract/platform';
import { isAgent, isTrial } from '#src/shared/contract/roles';
import { ROUTE_STYLES_FILE, SERVER_BUILD_DIR } from '#src/shared/contract/server-build';
import { type SiteConfig, siteConfigSchema } from '#src/shared/contract/system';
import type { Services } from '../http/env';
import { type MerchantWithReading, merchantWithReadingOfHost } from '../http/merchant';
import { servedLanguage } from '../http/request-language';
import { storedSessionOf } from './sessions';
import { siteConfigOf } from './site-config';
import { remember, ttlCache } from './ttl-cache';

export type FirstViewRenderer = (input: FirstViewInput) => Promise<FirstViewDrawing>;

/**
 * Whether a page of `route` carries the screen as the app first draws it, for a member (of
 * `member.type`) or a visitor (null): every route but home and the game centre, which keep their
 * painted shells (whose pictures paint sooner than a screen that waits for its lists); for a
 * visitor the routes a visitor sees, for a member those their kind is not refused (a route that
 * sends the player elsewhere has no view of its own).
 */
export function drawsFirstView(route: RouteName, member: { type: number } | null): boolean {
  const entry = ROUTES[route];
  if (entry.shell !== undefined) return false;
  if (!member) return entry.access === 'public' || entry.guestPrompt === true;
  return !(entry.rejectTrial && isTrial(member.type)) && !(entry.rejectAgent && isAgent(member.type));
}

/** A first view: the screen's slot (SCREEN_SLOT_ATTRIBUTE) as drawn, the stylesheets it needs before it paints, and the config it was drawn with. */
export type FirstView = {
  html: string;
  styles: readonly string[];
  config: SiteConfig;
  language: LanguageCode;
  reads: Record<string, unknown>;
  /** The image CDN its pictures are drawn from, for the page to name. */
  cdn: string | null;
  /** Drawn for the member of the page's session cookie: the page is theirs alone (never kept). */
  member: boolean;
};

/** The first view of `url` for the session of `token` (the page's VIEW_SESSION_COOKIE), or for a visitor. */
export type FirstViewSource = (
  services: Pick<Services, 'db' | 'config'>,
  url: URL,
  route: RouteName,
  ip: string,
  token: string | null,
) => Promise<FirstView | null>;

/** A minute, as the painted shell's content: an operator's change shows within it. */
const VIEW_TTL_MS = 60_000;
/** Query strings and host names are the client's to write: the kept views stay few whatever it sends. */
const MAX_VIEWS = 256;

/**
 * First views drawn by the server's build of the app in `staticDir`'s sibling SERVER_BUILD_DIR,
 * with the styles the app's build listed. None where there is no such build (a server run before
 * `npm run build`, or given only the client's files): its pages paint the chrome alone. A
 * visitor's view is kept a minute per address and host (its language is the merchant's page
 * language); a member's is drawn for each page, since it shows their own data, and a page whose
 * cookie names no live session gets the visitor's. The config in the page carries the caller's address.
 */
export function firstViews(
  staticDir: string,
  callApi: FirstViewInput['callApi'],
  now: () => number = Date.now,
  tools: Promise<FirstViewTools | null> = loadTools(staticDir),
  random: () => number = Math.random,
): FirstViewSource {
  const kept = ttlCache<Promise<FirstView | null>>(VIEW_TTL_MS, MAX_VIEWS, now);
  return async (services, url, route, ip, token) => {
    const loaded = await tools;
    if (!loaded) return null;
    const draw = async (found: MerchantWithReading, session: SessionInfo | null): Promise<FirstView | null> => {
      // The page's language: a page's address carries no Language header (the painted shell's too).
      const language = servedLanguage(DEFAULT_LANGUAGE, found.languageReading);
      // The page's own check (DRAWN_FOR_ANOTHER_CLASS) knows a drawn screen to be in the default language.
      if (language !== DEFAULT_LANGUAGE) return null;
      // As the app reads it (its defaults filled in), so the server draws what the app would.
      const config = siteConfigSchema.parse(await siteConfigOf(services.db, found.merchant, language, ''));
      // One of the merchant's image CDNs, at random as the app picks one (product rule 9.20), named in the page.
      const cdn = randomCdn(config.info.imageCDNs, random);
      const drawn = await loaded.render({ url: url.href, language, reading: found.languageReading, config, cdn, session, callApi });
      const slot = screenSlotOf(drawn.html);
      // A screen that did not draw (a guard sent the player elsewhere) is no first view.
      if (!slot?.includes(`data-testid="${screenTestId(route)}"`)) return null;
      const styles = loaded.styles[addressKey(url.pathname)] ?? [];
      return { html: asPicture(slot), styles, config, language, reads: drawn.reads, cdn, member: session !== null };
    };
    const merchant = () => merchantWithReadingOfHost(services, url.hostname);
    const visitorView = (known?: MerchantWithReading) =>
      drawsFirstView(route, null)
        ? remember(kept, `${url.pathname}${url.search} ${url.hostname}`, async () => {
            const found = known ?? (await merchant());
            return found ? draw(found, null) : null;
          })
        : null;
    // One look-up of the host's merchant, for the session's check and the drawing alike.
    const memberView = async (live: string) => {
      const found = await merchant();
      const session = found ? await storedSessionOf(services.db, live, found.merchant.code) : null;
      if (!found || !session) return visitorView(found);
      return drawsFirstView(route, session) ? draw(found, session) : null;
    };
    const view = await (token ? memberView(token) : visitorView())?.catch(() => null);
    return view ? { ...view, config: { ...view.config, location: { ...view.config.location, ip } } } : null;
  };
}

/**
 * The element of the app's markup that holds the screen (its SCREEN_SLOT_ATTRIBUTE div, the chrome
 * left out: the page paints its own), or null. React's markup is well formed and escapes "<" in
 * text and attributes, so counting the div tags finds the slot's end.
 */
export function screenSlotOf(html: string): string | null {
  const start = html.indexOf(`<div ${SCREEN_SLOT_ATTRIBUTE}=""`);
  if (start < 0) return null;
  const tags = /<div[\s>]|<\/div>/g;
  tags.lastIndex = start;
  let depth = 0;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[0] === '</div>' ? -1 : 1;
    if (depth === 0) return html.slice(start, tag.index + tag[0].length);
  }
  return null;
}

/**
 * The drawn markup as a picture of the screen until the app has drawn its own (docs/decisions/018):
 * its screen is inert (a tap or a keystroke before the app runs would submit a form natively or be
 * lost), and it carries no test hooks, which belong to the app's live elements alone.
 */
export function asPicture(html: string): string {
  return html.replace(/ data-testid="[^"]*"/g, '').replace(` ${SCREEN_SLOT_ATTRIBUTE}=""`, ` ${SCREEN_SLOT_ATTRIBUTE}="" inert=""`);
}

/** The server's build's renderer, and each address's screen stylesheets from the app's build. */
export type FirstViewTools = { render: FirstViewRenderer; styles: Record<string, string[]> };

async function loadTools(staticDir: string): Promise<FirstViewTools | null> {
  try {
    const entry = pathToFileURL(join(resolve(staticDir), '..', SERVER_BUILD_DIR, 'entry-server.js')).href;
    const [module, styles] = await Promise.all([
      import(entry) as Promise<{ renderFirstView: FirstViewRenderer }>,
      readFile(join(staticDir, ROUTE_STYLES_FILE), 'utf8').then((text) => JSON.parse(text) as Record<string, string[]>),
    ]);
    return { render: module.renderFirstView, styles };
  } catch {
    return null;
  }
}
