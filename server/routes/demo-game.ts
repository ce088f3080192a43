import { randomBytes } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { moneyText, parseAmount } from '#src/shared/contract/amount';
import { pathTo } from '#src/shared/contract/app-routes';
import type { LanguageCode } from '#src/shared/contract/platform';
import type { AppEnv } from '../http/env';
import { pageLanguage } from '../http/request-language';
import { GAME_STRINGS, type GameStrings, HTML_LANG, type PageLanguage, pageLanguageUnder, pageStrings } from '../pages/strings';
import { findLaunch, MAX_STAKE_MINOR, SpinRefused, spin } from '../services/demo-games';
import { siteLanguageReading } from '../services/merchant-settings';

/**
 * The demo game a launch URL opens, as a vendor would serve it: one self-contained page (inline
 * CSS and JS, no external assets) and its spin call. Not part of the API contract: the token in
 * the path is the only credential, as with a vendor's game URL. The page speaks the language the
 * app names in its address (`?lang=`), else the browser's, else the product default. Opened on its
 * own (in place of the app, or in a new tab) it has a close back to the app; inside the app's
 * frame (`?embedded=1`, which the launch hands to the frame) the frame's close is the only one,
 * so the page leaves its own out of the HTML.
 */
export const demoGameRoutes = new Hono<AppEnv>();

const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;
const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{1,64}$/;
/** Stake choices: the game's minimum bet times these, up to the maximum stake. */
const STAKE_MULTIPLES = [1, 2, 5, 10, 20, 50, 100];

function noStore(c: Context<AppEnv>) {
  c.header('Cache-Control', 'no-store');
  // The token is in the URL: keep it out of Referer headers.
  c.header('Referrer-Policy', 'no-referrer');
  c.header('X-Content-Type-Options', 'nosniff');
}

/** Whether the address asks for the page as shown inside the app's frame. */
function isEmbedded(c: Context<AppEnv>): boolean {
  return c.req.query('embedded') === '1';
}

demoGameRoutes.get('/demo/game/:token', async (c) => {
  noStore(c);
  const token = c.req.param('token');
  const embedded = isEmbedded(c);
  const launch = TOKEN.test(token) ? await findLaunch(c.get('services').db, token) : null;
  const nonce = randomBytes(16).toString('base64');
  c.header(
    'Content-Security-Policy',
    `default-src 'none'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'`,
  );
  // A dead token names no merchant: its page reads the address's language as the six languages do.
  if (!launch) return c.html(expiredPage(nonce, pageLanguage(c), embedded), 404);
  // A live one does: on a merchant of the 'ty-en' reading (product rule 3.15) TY is Turkish, another language English.
  const language = pageLanguageUnder(pageLanguage(c), await siteLanguageReading(c.get('services').db, launch.merchantCode));
  const stakes = STAKE_MULTIPLES.map((m) => launch.minBetMinor * m).filter((s) => s <= MAX_STAKE_MINOR);
  return c.html(
    gamePage({
      nonce,
      language,
      embedded,
      gameName: launch.gameName,
      symbol: launch.currencySymbol,
      balanceMinor: launch.balanceMinor,
      stakesMinor: stakes.length ? stakes : [launch.minBetMinor],
    }),
  );
});

demoGameRoutes.post('/demo/game/:token/spin', async (c) => {
  noStore(c);
  const token = c.req.param('token');
  if (!TOKEN.test(token)) return c.json({ error: 'not_found' }, 404);
  // JSON only: a cross-site form cannot send it without a CORS preflight.
  if (!(c.req.header('Content-Type') ?? '').toLowerCase().startsWith('application/json')) return c.json({ error: 'unsupported_media_type' }, 415);
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return c.json({ error: 'invalid_request' }, 400);
  }
  const { stake, idempotencyKey } = (typeof body === 'object' && body !== null ? body : {}) as { stake?: unknown; idempotencyKey?: unknown };
  if (typeof idempotencyKey !== 'string' || !IDEMPOTENCY_KEY.test(idempotencyKey)) return c.json({ error: 'invalid_request' }, 400);
  // Money text as the app's API carries it ("1.50"); whole cents only: 1.005 is not a stake.
  const parsed = typeof stake === 'string' ? parseAmount(stake, { minMinor: 1, maxMinor: Number.MAX_SAFE_INTEGER }) : null;
  if (!parsed?.ok) return c.json({ error: 'invalid_stake' }, 400);
  const stakeMinor = parsed.minor;
  try {
    const result = await spin(c.get('services').db, token, stakeMinor, idempotencyKey);
    return c.json({ balance: moneyText(result.balanceMinor), win: moneyText(result.winMinor), stake: moneyText(result.stakeMinor) });
  } catch (error) {
    if (error instanceof SpinRefused) return c.json({ error: error.error, ...error.details }, error.status);
    throw error;
  }
});

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** For text and quoted attribute values alike. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);
}

/** The language's grouping and decimal marks, for the page's script to write money text as the server does: ",." or ".,". */
function marksOf(language: PageLanguage): string {
  const sample = formatMinor(100_000, language);
  return `${sample.charAt(1)}${sample.charAt(5)}`;
}

/** #,##0.00 in the page language's marks, as the app writes money (docs/decisions/016): 12.345,67 in PT. */
function formatMinor(minor: number, language: PageLanguage): string {
  // Intl reads the decimal text exactly: no float between the ledger and the page.
  const text = moneyText(minor) as Intl.StringNumericLiteral;
  return new Intl.NumberFormat(HTML_LANG[language], { minimumFractionDigits: 2, maximumFractionDigits: 2, numberingSystem: 'latn' }).format(text);
}

const STYLE = `
*{box-sizing:border-box}
html,body{margin:0;height:100%}
body{font:16px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#0f1115;color:#f3f4f6;display:flex;flex-direction:column}
header{display:flex;align-items:center;justify-content:space-between;gap:12px;padding:12px 16px;background:#171a21;border-bottom:1px solid #262a33}
h1{font-size:17px;margin:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.close{color:#f5c542;text-decoration:none;font-weight:600;padding:8px 4px;white-space:nowrap}
main{flex:1;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:20px;padding:24px 16px}
.balance{font-size:14px;color:#9ca3af;text-align:center}
.balance output{display:block;font-size:28px;font-weight:700;color:#f3f4f6;font-variant-numeric:tabular-nums}
.reels{display:flex;gap:8px}
.reel{width:64px;height:72px;border-radius:10px;background:#1f2430;display:flex;align-items:center;justify-content:center;font-size:34px;font-weight:800;color:#f5c542}
label{display:flex;flex-direction:column;gap:6px;font-size:14px;color:#9ca3af;align-items:center}
select{font:inherit;padding:10px 14px;border-radius:8px;border:1px solid #374151;background:#111827;color:#f3f4f6;min-width:160px}
.spin{font:inherit;font-size:20px;font-weight:800;letter-spacing:.08em;padding:14px 48px;border:0;border-radius:999px;background:#f5c542;color:#111;cursor:pointer}
.spin:disabled{opacity:.55;cursor:progress}
.result{min-height:1.4em;font-weight:600;text-align:center}
.result.win{color:#34d399}
.result.error{color:#f87171}
`;

const SCRIPT = `
(function () {
  var root = document.getElementById('game');
  var symbol = root.getAttribute('data-symbol') || '';
  var locale = root.getAttribute('data-locale') || 'en';
  var balance = document.getElementById('balance');
  var stakeSelect = document.getElementById('stake');
  var button = document.getElementById('spin');
  var result = document.getElementById('result');
  var reels = document.querySelectorAll('.reel');
  var SYMBOLS = ['7', 'A', 'K', 'Q', 'J', '$'];
  // The page's words, in its language (the server writes them into the page).
  var TEXT = JSON.parse(root.getAttribute('data-texts') || '{}');
  var MESSAGES = {
    insufficient_funds: TEXT.insufficientFunds,
    invalid_stake: TEXT.invalidStake,
    not_found: TEXT.sessionExpired,
    system_upgrading: TEXT.systemUpgrading,
    account_disabled: TEXT.accountDisabled,
    idempotency_conflict: TEXT.tryAgain
  };
  // A spin keeps its key until the server has answered it, so retrying after a network
  // failure can never take the stake twice.
  var pending = null;
  function newKey() {
    var bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    return Array.prototype.map.call(bytes, function (b) { return (b < 16 ? '0' : '') + b.toString(16); }).join('');
  }
  // Money text ("1234.50") in the page language's marks, from its digits (as the app writes money).
  var MARKS = root.getAttribute('data-marks') || ',.';
  function money(text) {
    var m = /^(-?)(\\d+)\\.(\\d{2})$/.exec(String(text));
    if (!m) return symbol + text;
    return symbol + m[1] + m[2].replace(/\\B(?=(\\d{3})+$)/g, MARKS.charAt(0)) + MARKS.charAt(1) + m[3];
  }
  function show(text, kind) {
    result.textContent = text;
    result.className = 'result' + (kind ? ' ' + kind : '');
  }
  function roll(win) {
    for (var i = 0; i < reels.length; i++) {
      reels[i].textContent = win ? SYMBOLS[0] : SYMBOLS[(Math.random() * SYMBOLS.length) | 0];
    }
  }
  button.addEventListener('click', function () {
    var stake = stakeSelect.value;
    if (!pending || pending.stake !== stake) pending = { stake: stake, key: newKey() };
    var attempt = pending;
    button.disabled = true;
    show(TEXT.spinning, '');
    fetch(location.pathname.replace(/\\/+$/, '') + '/spin', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ stake: attempt.stake, idempotencyKey: attempt.key })
    })
      .then(function (res) {
        return res.json().catch(function () { return {}; }).then(function (body) {
          if (res.status >= 500 && res.status !== 503) throw new Error('server');
          pending = null;
          if (res.ok) {
            balance.textContent = money(body.balance);
            var won = body.win !== '0.00';
            roll(won);
            if (won) show(TEXT.win.split('{amount}').join(money(body.win)), 'win');
            else show(TEXT.noWin, '');
          } else {
            show(MESSAGES[body.error] || TEXT.failed, 'error');
          }
        });
      })
      .catch(function () {
        show(TEXT.connection.split('{spin}').join(TEXT.spin), 'error');
      })
      .then(function () {
        button.disabled = false;
      });
  });
})();
`;

/** The page's own way back to the app; none inside the app's frame, which has its close. */
function closeLink(t: GameStrings, embedded: boolean): string {
  return embedded ? '' : `<a class="close" href="${pathTo('home')}" target="_top">${escapeHtml(t.close)}</a>`;
}

function gamePage(p: {
  nonce: string;
  language: PageLanguage;
  embedded: boolean;
  gameName: string;
  symbol: string;
  balanceMinor: number;
  stakesMinor: number[];
}): string {
  const t: GameStrings = pageStrings(GAME_STRINGS, p.language);
  const name = escapeHtml(p.gameName);
  const symbol = escapeHtml(p.symbol);
  const options = p.stakesMinor.map((s) => `<option value="${moneyText(s)}">${symbol}${formatMinor(s, p.language)}</option>`).join('');
  // The game's name is the vendor's, in every language: it is the page's title.
  return `<!doctype html>
<html lang="${HTML_LANG[p.language]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover">
<meta name="referrer" content="no-referrer">
<title>${name}</title>
<style nonce="${p.nonce}">${STYLE}</style>
</head>
<body>
<header>
<h1>${name}</h1>
${closeLink(t, p.embedded)}
</header>
<main id="game" data-symbol="${symbol}" data-locale="${HTML_LANG[p.language]}" data-marks="${escapeHtml(marksOf(p.language))}" data-texts="${escapeHtml(JSON.stringify(t))}">
<p class="balance">${escapeHtml(t.balance)}<output id="balance" data-testid="demo-balance">${symbol}${formatMinor(p.balanceMinor, p.language)}</output></p>
<div class="reels" aria-hidden="true"><span class="reel">7</span><span class="reel">7</span><span class="reel">7</span></div>
<label>${escapeHtml(t.stake)}<select id="stake">${options}</select></label>
<button id="spin" class="spin" type="button" data-testid="demo-spin">${escapeHtml(t.spin)}</button>
<p id="result" class="result" role="status" aria-live="polite"></p>
</main>
<script nonce="${p.nonce}">${SCRIPT}</script>
</body>
</html>`;
}

function expiredPage(nonce: string, language: LanguageCode, embedded: boolean): string {
  const t = pageStrings(GAME_STRINGS, language);
  return `<!doctype html>
<html lang="${HTML_LANG[language]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(t.expiredTitle)}</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<header><h1>${escapeHtml(t.expiredTitle)}</h1>${closeLink(t, embedded)}</header>
<main><p class="result">${escapeHtml(t.expiredText)}</p></main>
</body>
</html>`;
}
