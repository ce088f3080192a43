import { ROUTES, type RouteEntry, type RouteName, routeNameOf } from '#src/shared/contract/app-routes';
import { cdnUrl, randomCdn } from '#src/shared/contract/cdn-url';
import { DRAWN_FOR_ANOTHER_CLASS, FIRST_PICTURE_TIMING, FIRST_VIEW_ATTRIBUTE, SCREEN_SLOT_ATTRIBUTE } from '#src/shared/contract/first-view';
import type { LanguageCode } from '#src/shared/contract/platform';
import type { Services } from '../http/env';
import { merchantOfHost } from '../http/merchant';
import { oneInLanguage } from './content-language';
import { hotGames } from './game-catalogue';
import { remember, ttlCache } from './ttl-cache';

/** Where index.html takes the shell: an empty app root in the build (and so in the precache). */
export const APP_SHELL_MARKER = '<!--app-shell-->';
/** The image CDN the page should use; the client's CDN choice starts from it. */
export const IMAGE_CDN_META = 'image-cdn';
/** The game centre's first rows: enough icons to fill a tall phone's first screen. */
export const SHELL_ICONS = 12;

/**
 * The screens whose painted shell draws content: home (its first banner is the largest paint) and
 * the game centre opened on its default tab, hot games (a game icon is). Another tab, a vendor or a
 * search (a query string) draws other games: those pages get the chrome alone.
 */
export type ShellScreen = NonNullable<RouteEntry['shell']>;

/** What a first visit to an address paints before any script runs: its route's chrome, and its content where the route table names one. */
export type PaintedShell = { route: RouteName; screen: ShellScreen | null };

/** The painted shell of an address of the route table; null for a file of the build or an address outside the table. */
export function paintedShellOf(path: string, search: string): PaintedShell | null {
  // A file of the build is served as built: /m/index.html is the worker's precached empty shell.
  if (/\.\w+$/.test(path)) return null;
  const route = routeNameOf(path);
  if (!route) return null;
  const shell = ROUTES[route].shell ?? null;
  return { route, screen: shell === 'gameCentre' && search !== '' ? null : shell };
}

function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * The shell's look, inline in the page's head so it paints with the HTML, at the sizes the app's
 * own chrome and screens take (tokens.css; Header, BackButton, AppLayout, BannerCarousel,
 * BottomNav, GameCentreScreen, GameGrid and GameCard styles; a card is its icon and a 24 px label,
 * as GameGrid lays rows out): the header or the floating back button, the screen's room below
 * them as AppLayout leaves it, home's first banner in the carousel's box, the game centre's first
 * icons in its grid (as many columns of at least 96 px as fit, 12 px apart, below its tab strip
 * and tools), and the bottom bar. React replaces the chrome on its first render (replaced elements
 * are new ones, so nothing counts as a shift) and keeps the screen's content on show until its
 * own screen is ready; a drawn screen that is not the player's stays hidden.
 */
export const SHELL_STYLE = `<style>
.shell-header{position:fixed;top:0;left:50%;transform:translateX(-50%);z-index:1;box-sizing:border-box;display:flex;align-items:center;gap:.25rem;width:100%;max-width:640px;height:52px;padding:0 .25rem;background:rgba(15,17,21,.96);border-bottom:1px solid #2e3340;color:#e9ecf2}
.shell-icon{display:grid;place-items:center;width:44px;height:44px}
.shell-back{position:fixed;top:.5rem;left:.5rem;z-index:1;border-radius:999px;background:rgba(15,17,21,.82);color:#e9ecf2}
.shell-brand{min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;font-weight:700;color:#f5c542;line-height:44px}
.shell-main{max-width:640px;margin:0 auto}
.shell-below-header{padding-top:52px}
.shell-below-back{padding-top:calc(44px + .75rem)}
.shell-banner{margin:.75rem 1rem 0;border-radius:16px;overflow:hidden;aspect-ratio:5/2;background:#181b22}
.shell-banner img{display:block;width:100%;height:100%;object-fit:cover}
.shell-tools{height:160px}
.shell-grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(96px,1fr));gap:.75rem;margin:0 1rem}
.shell-card{display:flex;flex-direction:column;gap:.25rem;min-width:0}
.shell-card img{display:block;width:100%;height:auto;aspect-ratio:1;border-radius:10px;background:#222631;object-fit:cover}
.shell-card span{height:20px}
.shell-nav{position:fixed;bottom:0;left:50%;transform:translateX(-50%);box-sizing:content-box;width:100%;max-width:640px;height:60px;padding-bottom:env(safe-area-inset-bottom,0px);background:rgba(15,17,21,.97);border-top:1px solid #2e3340}
.${DRAWN_FOR_ANOTHER_CLASS} [${FIRST_VIEW_ATTRIBUTE}] [${SCREEN_SLOT_ATTRIBUTE}][inert]{visibility:hidden}
</style>`;

const svg = (path: string) =>
  `<span class="shell-icon"><svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="${path}"/></svg></span>`;
const MENU_ICON = svg('M4 6h16M4 12h16M4 18h16');
const BACK_ICON = svg('M15 18l-6-6 6-6');

export type ShellContent = {
  merchantName: string;
  /** Home: the carousel's first banner. */
  banner: { src: string; alt: string } | null;
  /** The game centre: the first hot games' icons. */
  icons: readonly string[];
};

/**
 * The painted shell of `route`: decorative (hidden from assistive technology), replaced by the
 * app. Its chrome as the route table sets it (the header with the back button where the route
 * has one, or the back button alone over a screen without a header; the bottom bar), and below
 * it the screen: `drawn`, a screen the server drew (server/services/first-view.ts), or else the
 * content of `screen`, both inert in the slot the app keeps on show until its own screen is ready.
 */
export function renderAppShell(route: RouteName, screen: ShellScreen | null, { merchantName, banner, icons }: ShellContent, drawn?: string): string {
  const { header, bottomNav, back } = ROUTES[route].chrome;
  const backIcon = back === 'none' ? '' : BACK_ICON;
  let top = '';
  if (header) top = `<div class="shell-header">${backIcon}${MENU_ICON}<span class="shell-brand">${escapeHtml(merchantName)}</span></div>`;
  else if (backIcon) top = `<div class="shell-back">${backIcon}</div>`;
  let body = '';
  if (screen === 'home') {
    const image = banner ? `<img src="${escapeHtml(banner.src)}" alt="${escapeHtml(banner.alt)}" width="750" height="300" fetchpriority="high">` : '';
    body = `<div class="shell-banner">${image}</div>`;
  } else if (screen === 'gameCentre') {
    // The first row is what the largest paint waits for: it goes first.
    const cards = icons.map(
      (src, i) =>
        `<div class="shell-card"><img src="${escapeHtml(src)}" alt="" width="96" height="96"${i < 3 ? ' fetchpriority="high"' : ''}><span></span></div>`,
    );
    body = `<div class="shell-tools"></div><div class="shell-grid">${cards.join('')}</div>`;
  }
  const slot = withFirstPictureTimed(drawn ?? (body ? `<div ${SCREEN_SLOT_ATTRIBUTE}="" inert="">${body}</div>` : ''));
  const room = header ? ' shell-below-header' : backIcon ? ' shell-below-back' : '';
  const main = slot ? `<div class="shell-main${room}">${slot}</div>` : '';
  return `<div aria-hidden="true">${top}${main}${bottomNav ? '<div class="shell-nav"></div>' : ''}</div>`;
}

/** The screen's first picture named for its element timing (FIRST_PICTURE_TIMING), which the page's loader waits for. */
function withFirstPictureTimed(slot: string): string {
  return slot.replace('<img ', `<img elementtiming="${FIRST_PICTURE_TIMING}" `);
}

/** What the database holds for one merchant's shell, before a CDN is picked. */
type ShellSource = { merchantName: string; banner: { url: string; alt: string } | null; icons: string[]; cdns: string[] };

async function shellSourceFor(
  services: Pick<Services, 'db' | 'config'>,
  host: string,
  screen: ShellScreen | null,
  language: LanguageCode,
): Promise<ShellSource | null> {
  const merchant = await merchantOfHost(services, host);
  if (!merchant) return null;
  const { db } = services;
  const [banner, games, cdnSetting] = await Promise.all([
    // The carousel's order (announcements route): home banners before live ones, then by sort.
    screen === 'home'
      ? db
          .selectFrom('banners')
          .select(['url', 'title', 'id'])
          .where('merchant_code', '=', merchant.code)
          .where('group_name', 'in', ['m_home', 'm_live'])
          .orderBy('group_name')
          .orderBy('sort')
          .orderBy('id')
          .executeTakeFirst()
      : undefined,
    // The game centre's default tab asks for every hot game (the hot games call without a filter).
    screen === 'gameCentre' ? hotGames(db, {}) : [],
    db.selectFrom('site_settings').select('value_json').where('merchant_code', '=', merchant.code).where('key', '=', 'imageCDNs').executeTakeFirst(),
  ]);
  const parsed: unknown = cdnSetting ? JSON.parse(cdnSetting.value_json) : [];
  const named = banner ? await oneInLanguage(db, language, 'banner', banner, banner.id) : undefined;
  return {
    merchantName: merchant.name,
    banner: named ? { url: named.url, alt: named.title ?? '' } : null,
    icons: games.slice(0, SHELL_ICONS).map((game) => game.iconUrl),
    cdns: Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string') : [],
  };
}

/** A minute, as the catalogue cache: an operator's new banner or CDN shows within it. */
const SOURCE_TTL_MS = 60_000;
/** Host names are the client's to write: the kept sources stay few whatever it sends. */
const MAX_SOURCES = 64;

export type ShellContentSource = (
  services: Pick<Services, 'db' | 'config'>,
  host: string,
  screen: ShellScreen | null,
  language: LanguageCode,
  random?: () => number,
) => Promise<(ShellContent & { cdn: string }) | null>;

/**
 * What the shell shows for the merchant of `host`: its name, home's first banner in the
 * carousel's order or the game centre's first hot games, on one of its image CDNs picked at
 * random per page as the client would (product rule 9.20) and named in a meta tag, so the client
 * stays on that CDN and fetches nothing twice. The banner's title (its picture's alt) is in
 * `language`. Every first visit asks for it, so the database's part is kept for a minute per
 * host, screen and language: one language's words are never another's shell.
 */
export function shellContent(now: () => number = Date.now): ShellContentSource {
  const kept = ttlCache<Promise<ShellSource | null>>(SOURCE_TTL_MS, MAX_SOURCES, now);
  return async (services, host, screen, language, random = Math.random) => {
    const source = await remember(kept, `${screen ?? 'chrome'} ${language} ${host}`, () => shellSourceFor(services, host, screen, language));
    if (!source) return null;
    const cdn = randomCdn(source.cdns, random) ?? '';
    return {
      merchantName: source.merchantName,
      banner: source.banner ? { src: cdnUrl(source.banner.url, cdn), alt: source.banner.alt } : null,
      icons: source.icons.map((url) => cdnUrl(url, cdn)),
      cdn,
    };
  };
}
