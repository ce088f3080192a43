import { APP_BASE, pathTo } from '#src/shared/contract/app-routes';
import type { LanguageCode } from '#src/shared/contract/platform';
import { escapeHtml } from '../routes/demo-game';
import type { ChatMessage, ChatSession, ConversationPage } from '../services/chat';
import { CHAT_TEXT_MAX } from '../services/chat';
import { CHAT_STRINGS, type ChatStrings, HTML_LANG, pageStrings } from './strings';

/**
 * Where the page's back link may lead: an http(s) URL on the host the page was served from,
 * else the lobby's home (a launch must not turn the chat into an open redirect).
 */
export function safeBackUrl(backUrl: string, requestUrl: string): string {
  try {
    const back = new URL(backUrl);
    const here = new URL(requestUrl);
    if ((back.protocol === 'http:' || back.protocol === 'https:') && back.host === here.host) return back.href;
  } catch {
    // Not a URL at all: home.
  }
  return pathTo('home');
}

/** Black or white, whichever reads better on the header colour (#rgb, #rrggbb, alpha ignored). */
function textOn(hex: string): string {
  const digits = hex.slice(1);
  const full = digits.length <= 4 ? [...digits.slice(0, 3)].map((d) => d + d).join('') : digits.slice(0, 6);
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // The contrast with black beats the contrast with white above this luminance.
  return luminance > 0.179 ? '#111111' : '#ffffff';
}

const STYLE = `
*{box-sizing:border-box}
html,body{margin:0;height:100%}
body{font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#0f1115;color:#f3f4f6;display:flex;flex-direction:column;height:100dvh}
.bar{display:flex;align-items:center;gap:8px;min-height:56px;padding:6px 12px;background:var(--header);color:var(--header-text)}
.bar h1{flex:1;min-width:0;margin:0;font-size:18px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.back{display:inline-flex;align-items:center;min-width:44px;min-height:44px;padding:0 8px;color:inherit;font-weight:600;text-decoration:none}
main{flex:1;min-height:0;display:flex;flex-direction:column}
.log{flex:1;overflow-y:auto;margin:0;padding:16px 12px}
.messages{margin:0;padding:0;list-style:none;display:flex;flex-direction:column;gap:10px}
.msg{max-width:82%;padding:10px 14px;border-radius:16px;white-space:pre-wrap;overflow-wrap:anywhere}
.operator{align-self:flex-start;background:#1f2430;border-bottom-left-radius:4px}
.player{align-self:flex-end;background:var(--header);color:var(--header-text);border-bottom-right-radius:4px}
.composer{display:flex;gap:8px;padding:10px 12px calc(10px + env(safe-area-inset-bottom));border-top:1px solid #262a33;background:#171a21}
.composer input{flex:1;min-width:0;min-height:44px;padding:0 14px;border:1px solid #374151;border-radius:22px;background:#0f1115;color:#f3f4f6;font:inherit}
.composer button{min-width:72px;min-height:44px;padding:0 16px;border:0;border-radius:22px;background:var(--header);color:var(--header-text);font:inherit;font-weight:700;cursor:pointer}
.composer button:disabled{opacity:.6}
.status{margin:0;padding:0 12px;color:#fca5a5;font-size:14px}
.status:empty{display:none}
.visually-hidden{position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
:focus-visible{outline:3px solid #60a5fa;outline-offset:2px}
`;

function messageItem(m: ChatMessage, s: ChatStrings): string {
  return `<li class="msg ${m.sender}" data-id="${m.id}" data-testid="chat-message"><span class="visually-hidden">${escapeHtml(m.sender === 'player' ? s.you : s.agent)}: </span>${escapeHtml(m.text)}</li>`;
}

function head(p: { lang: string; title: string; nonce: string; header: string }): string {
  return `<!doctype html>
<html lang="${p.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover">
<meta name="referrer" content="no-referrer">
<link rel="icon" href="${APP_BASE}/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(p.title)}</title>
<style nonce="${p.nonce}">:root{--header:${p.header};--header-text:${textOn(p.header)}}${STYLE}</style>
</head>`;
}

/** The conversation page; everything the player or the launch wrote is escaped. */
export function chatPage(p: { nonce: string; session: ChatSession; backUrl: string; messagesUrl: string; page: ConversationPage }): string {
  const s = pageStrings(CHAT_STRINGS, p.session.language);
  const title = p.session.title.trim() || s.agent;
  return `${head({ lang: HTML_LANG[p.session.language], title, nonce: p.nonce, header: p.session.headerColor })}
<body>
<header class="bar">
<a class="back" href="${escapeHtml(p.backUrl)}" data-testid="chat-back">&#8249;&nbsp;${escapeHtml(s.back)}</a>
<h1>${escapeHtml(title)}</h1>
</header>
<main id="chat" data-messages-url="${escapeHtml(p.messagesUrl)}" data-you="${escapeHtml(s.you)}" data-agent="${escapeHtml(s.agent)}" data-send-failed="${escapeHtml(s.sendFailed)}" data-too-fast="${escapeHtml(s.tooFast)}">
<div id="log" class="log" role="log" aria-live="polite" tabindex="0" data-testid="chat-log" data-more="${p.page.more ? '1' : '0'}"><ol class="messages">${p.page.messages.map((m) => messageItem(m, s)).join('')}</ol></div>
<p id="status" class="status" role="alert"></p>
<form id="composer" class="composer">
<label for="text" class="visually-hidden">${escapeHtml(s.placeholder)}</label>
<input id="text" name="text" type="text" maxlength="${CHAT_TEXT_MAX}" placeholder="${escapeHtml(s.placeholder)}" autocomplete="off" required data-testid="chat-input">
<button id="send" type="submit" data-testid="chat-send">${escapeHtml(s.send)}</button>
</form>
</main>
<script src="/chat/chat.js" defer></script>
</body>
</html>`;
}

/** An unknown or expired token, which says nothing of the player's language: the page address's (pageLanguage). */
export function expiredChatPage(nonce: string, language: LanguageCode): string {
  const s = pageStrings(CHAT_STRINGS, language);
  return `${head({ lang: HTML_LANG[language], title: s.expiredTitle, nonce, header: '#171a21' })}
<body>
<header class="bar"><a class="back" href="${pathTo('home')}" data-testid="chat-back">&#8249;&nbsp;${escapeHtml(s.back)}</a><h1>${escapeHtml(s.expiredTitle)}</h1></header>
<main><p class="log">${escapeHtml(s.expiredText)}</p></main>
</body>
</html>`;
}

/**
 * The page's script, served as its own file so the page needs no inline script. It sends with
 * fetch, shows new messages as they come (the operator's replies are due a few seconds later)
 * and writes every text with textContent, never as HTML.
 */
export const CHAT_SCRIPT = `(function () {
  var root = document.getElementById('chat');
  if (!root) return;
  var url = root.getAttribute('data-messages-url');
  var log = document.getElementById('log');
  var list = log.querySelector('ol');
  var form = document.getElementById('composer');
  var input = document.getElementById('text');
  var button = document.getElementById('send');
  var status = document.getElementById('status');
  var labels = { player: root.getAttribute('data-you'), operator: root.getAttribute('data-agent') };
  var shown = {};
  var items = log.querySelectorAll('[data-id]');
  for (var i = 0; i < items.length; i++) shown[items[i].getAttribute('data-id')] = true;
  function bottom() { log.scrollTop = log.scrollHeight; }
  function item(m) {
    var li = document.createElement('li');
    li.className = 'msg ' + (m.sender === 'player' ? 'player' : 'operator');
    li.setAttribute('data-id', String(m.id));
    li.setAttribute('data-testid', 'chat-message');
    var who = document.createElement('span');
    who.className = 'visually-hidden';
    who.textContent = (labels[m.sender] || '') + ': ';
    li.appendChild(who);
    li.appendChild(document.createTextNode(String(m.text)));
    return li;
  }
  function add(m) {
    if (!m || shown[String(m.id)]) return;
    shown[String(m.id)] = true;
    var near = log.scrollHeight - log.scrollTop - log.clientHeight < 80;
    list.appendChild(item(m));
    // A new message scrolls into view unless the player is reading further up.
    if (near) bottom();
  }
  // Older pages load as the player scrolls to the top, keeping what they look at in place.
  var more = log.getAttribute('data-more') === '1';
  var loading = false;
  function older() {
    var first = list.querySelector('[data-id]');
    if (!more || loading || !first) return;
    loading = true;
    log.setAttribute('aria-busy', 'true');
    fetch(url + '?before=' + encodeURIComponent(first.getAttribute('data-id')), { headers: { Accept: 'application/json' }, cache: 'no-store' })
      .then(function (res) { return res.ok ? res.json() : null; })
      .then(function (body) {
        if (!body || !body.messages) return;
        var height = log.scrollHeight;
        var top = log.scrollTop;
        for (var i = body.messages.length - 1; i >= 0; i--) {
          var m = body.messages[i];
          if (shown[String(m.id)]) continue;
          shown[String(m.id)] = true;
          list.insertBefore(item(m), list.firstChild);
        }
        log.scrollTop = top + (log.scrollHeight - height);
        more = body.more === true;
      })
      .catch(function () {})
      .then(function () { loading = false; log.removeAttribute('aria-busy'); });
  }
  log.addEventListener('scroll', function () { if (log.scrollTop < 120) older(); }, { passive: true });
  function poll() {
    fetch(url, { headers: { Accept: 'application/json' }, cache: 'no-store' })
      .then(function (res) { return res.ok ? res.json() : null; })
      .then(function (body) { if (body && body.messages) body.messages.forEach(add); })
      .catch(function () {});
  }
  setInterval(function () { if (!document.hidden) poll(); }, 2000);
  document.addEventListener('visibilitychange', function () { if (!document.hidden) poll(); });
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var text = input.value.trim();
    if (!text) return;
    button.disabled = true;
    status.textContent = '';
    fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ text: text }) })
      .then(function (res) { if (!res.ok) throw new Error(String(res.status)); return res.json(); })
      .then(function (body) { input.value = ''; add(body.message); bottom(); })
      // Too fast (429) says so; any other failure says the message was not sent. The text stays.
      .catch(function (error) { status.textContent = root.getAttribute(String(error && error.message) === '429' ? 'data-too-fast' : 'data-send-failed'); })
      .then(function () { button.disabled = false; input.focus(); });
  });
  bottom();
  // A page that does not fill the log cannot be scrolled up: the older one loads at once.
  if (log.scrollHeight <= log.clientHeight) older();
})();
`;
