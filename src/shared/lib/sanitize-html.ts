import DOMPurify from 'dompurify';

/**
 * Server HTML (announcement content) made safe to render (DESIGN section 5): DOMPurify drops
 * scripts, event handlers and javascript: URLs. On top of its defaults, style sheets, inline
 * styles and form controls go too: a notice may format its text, but it may not restyle or
 * cover the page around it, nor ask the player to type anything.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
  });
}
