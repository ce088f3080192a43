import DOMPurify from 'dompurify';

/**
 * A link may open a new tab (an operator's terms page) but never another named window or frame,
 * and the page it opens gets no handle back to the app (window.opener) nor its address.
 */
function newTabLinksOnly(node: Element): void {
  if (!node.hasAttribute('target')) return;
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
  else node.removeAttribute('target');
}

let purifier: ReturnType<typeof DOMPurify> | null = null;

/** The window DOMPurify parses in: the page's, or one given where there is none (sanitizeIn). */
type PurifierWindow = Parameters<typeof DOMPurify>[0];

function made(win: PurifierWindow): ReturnType<typeof DOMPurify> {
  const made = DOMPurify(win);
  made.addHook('afterSanitizeAttributes', newTabLinksOnly);
  return made;
}

/** Its own DOMPurify instance, made on first use so nothing touches `window` at import time. */
function instance(): ReturnType<typeof DOMPurify> {
  purifier ??= made(window);
  return purifier;
}

/**
 * Sanitizes in `win` where there is no page (the server drawing a first view, src/entry-server.tsx,
 * with a DOM of its own): the same rules, so the drawn content is the app's to the byte.
 */
export function sanitizeIn(win: PurifierWindow): void {
  purifier = made(win);
}

/**
 * Server HTML (announcements, promotion content) made safe to render (product rule 10.11): DOMPurify
 * drops scripts, event handlers and javascript: URLs. On top of its defaults, style sheets, inline
 * styles and form controls go too: content may format its text, but it may not restyle or cover
 * the page around it, nor ask the player to type anything.
 */
export function sanitizeHtml(html: string): string {
  return instance().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
  });
}
