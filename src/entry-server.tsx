import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { JSDOM } from 'jsdom';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { startFromDrawnMember } from './app/drawn-member';
import { appRouteObjects } from './app/router';
import { clearMemberInfo } from './features/member/member-store';
import { clearWallet } from './features/wallet/wallet-store';
import { sendCallsTo, setMerchantCode } from './shared/api/api';
import type { FirstViewDrawing, FirstViewInput } from './shared/contract/first-view';
import { activateLanguage, bootLanguageReading, initI18n } from './shared/i18n/i18n';
import { collectFirstReads, forgetFirstReads, startFromFirstReads } from './shared/lib/first-reads';
import { preferImageCdn } from './shared/lib/image-cdn';
import { sanitizeIn } from './shared/lib/sanitize-html';
import { sessionStore } from './shared/session/session-store';
import { siteStore } from './shared/site/site-store';

initI18n();
// Operators' HTML (a promotion's content) is drawn sanitized as the app sanitizes it, in a DOM of its own.
sanitizeIn(new JSDOM('').window);
const routes = appRouteObjects();
const handler = createStaticHandler(routes);

async function renderNow({ url, language, reading, config, cdn, session, callApi }: FirstViewInput): Promise<FirstViewDrawing> {
  bootLanguageReading(reading);
  preferImageCdn(cdn);
  await activateLanguage(language);
  siteStore.config = config;
  setMerchantCode(config.merchantCode);
  // The member's (their token on every read) or a visitor's; nothing of the last view's member stays.
  sessionStore.info = session;
  clearMemberInfo();
  clearWallet();
  // The screen's reads go to the server's own handler, as the page's host.
  sendCallsTo(new URL(url).origin, (input, init) => callApi(new Request(input, init)));
  // The screen's first reads, noted as it draws: made, then drawn again with their answers, until
  // no draw asks for more (an answer can show a part that reads for itself: the member's promo
  // counters open the invitation, which reads its code). One deadline for the whole view.
  const deadline = AbortSignal.timeout(RENDER_LIMIT_MS);
  let html = '';
  const draw = async () => {
    if (session) startFromDrawnMember();
    html = await drawAddress(url, deadline);
  };
  let reads: Record<string, unknown> = {};
  try {
    for (let round = 0; round < READ_ROUNDS; round += 1) {
      const found = await collectFirstReads(draw, READ_LIMIT_MS, reads);
      if (Object.keys(found).length === 0) return { html, reads };
      reads = { ...reads, ...found };
    }
    startFromFirstReads(reads);
    await draw();
  } finally {
    forgetFirstReads();
  }
  return { html, reads };
}

/**
 * The app's markup at `url` as its router and screens draw it without a browser, with the stores
 * as they stand; an address that redirects (sends a visitor elsewhere) has none and throws.
 */
export async function drawAddress(url: string, deadline?: AbortSignal): Promise<string> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${url}: answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <I18nProvider i18n={i18n}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </I18nProvider>,
    { onError: (error) => void errors.push(error), signal: deadline },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  if (errors.length > 0) throw errors[0];
  return html;
}

/** A first view that takes longer in all (a screen waiting on something that never comes) is given up. */
const RENDER_LIMIT_MS = 2_000;
/** Draws that may ask for more first reads; the next one draws with what the last found. */
const READ_ROUNDS = 3;
/** A first read that takes longer is left to the app: the screen is drawn loading it. */
const READ_LIMIT_MS = 1_000;
/** Renders waiting their turn: beyond it a page goes without a first view rather than wait. */
const MAX_WAITING = 4;

let queue: Promise<unknown> = Promise.resolve();
let waiting = 0;

/**
 * A first view of `url`, as the app's own first render draws it (a visitor's or a member's, the
 * merchant's site config, the page's language), for the server to send in the page. The app's
 * stores and Lingui are one per process: renders run one at a time, and a page that would wait
 * behind several (a burst of new addresses) is refused at once and gets the painted chrome.
 */
export function renderFirstView(input: FirstViewInput): Promise<FirstViewDrawing> {
  if (waiting >= MAX_WAITING) return Promise.reject(new Error('first views: busy'));
  waiting += 1;
  const next = queue
    .then(() => renderNow(input))
    .finally(() => {
      waiting -= 1;
    });
  queue = next.catch(() => undefined);
  return next;
}
