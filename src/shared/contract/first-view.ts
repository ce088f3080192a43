import * as z from 'zod/mini';
import type { SessionInfo } from './auth';
import { type LanguageCode, type LanguageReading, languageCodeSchema } from './platform';
import { type SiteConfig, siteConfigSchema } from './system';

/** The id of the data block in a page the server drew a screen into (docs/decisions/018). */
export const FIRST_VIEW_DATA_ID = 'first-view';
/** Set on the app's root element of a page whose screen the server drew. */
export const FIRST_VIEW_ATTRIBUTE = 'data-first-view';
/** Marks the element that holds a route's screen, in the server's markup and the app's alike. */
export const SCREEN_SLOT_ATTRIBUTE = 'data-screen';
/**
 * The element timing name of the page's first picture: the page's loader starts the app's
 * scripts once the browser reports it shown. The server writes it into the markup, so it is there
 * however early the picture paints.
 */
export const FIRST_PICTURE_TIMING = 'first-picture';
/**
 * Set on <html> before the first paint by the page's own script where the drawn screen is not the
 * player's (drawn for a visitor or another session than the device's, or in a language other than
 * the one the player chose): it stays hidden.
 */
export const DRAWN_FOR_ANOTHER_CLASS = 'drawn-for-another';

/**
 * The device's session token, for the server to draw a member's first view (docs/decisions/018).
 * The app writes it beside its stored session (path APP_BASE: pages only, never the API, which
 * takes the token in its Authorization header alone, so no call is made by a cookie).
 */
export const VIEW_SESSION_COOKIE = 'mc_view';
/** Set on <html> of a page whose screen the server drew for the member of VIEW_SESSION_COOKIE. */
export const DRAWN_FOR_MEMBER_ATTRIBUTE = 'data-drawn-for-member';

/**
 * What the server drew the screen with: the app starts from it, so its first render matches: the
 * language, the site config, and the answers of the screen's first reads by name (first-reads.ts).
 */
export const firstViewDataSchema = z.lazy(() =>
  z.object({ language: languageCodeSchema, config: siteConfigSchema, reads: z.optional(z.record(z.string(), z.unknown())) }),
);
export type FirstViewData = z.infer<typeof firstViewDataSchema>;

/** What the server's renderer draws: the app's markup, and the answers of the reads it drew with. */
export type FirstViewDrawing = { html: string; reads: Record<string, unknown> };

/** What the server's renderer draws a first view of an address from (src/entry-server.tsx). */
export type FirstViewInput = {
  /** The page's address, origin included. */
  url: string;
  language: LanguageCode;
  reading: LanguageReading;
  config: SiteConfig;
  /** The image CDN the page names (its image-cdn meta): the drawn pictures and the app's are the same files. */
  cdn: string | null;
  /** The member the view is drawn for (their reads carry its token), or null for a visitor. */
  session: SessionInfo | null;
  /** The server's own handler, for the screen's reads. */
  callApi: (request: Request) => Promise<Response>;
};
