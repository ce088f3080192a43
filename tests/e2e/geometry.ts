import type { Locator, Page } from '@playwright/test';

/**
 * Whether the element takes taps 22 px out from its centre, up, down, left and right: a 44 px
 * target (WCAG target size) whether drawn as a square, a circle or a smaller pill with a wider hit area.
 */
export async function tappable44(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const cx = r.left + r.width / 2;
    const cy = r.top + r.height / 2;
    // 21 px, not 22: hit testing rounds to whole pixels, so a neighbour starting at the 44th pixel would answer.
    const points = [
      [0, 0],
      [-21, 0],
      [21, 0],
      [0, -21],
      [0, 21],
    ] as const;
    return points.every(([dx, dy]) => el.contains(document.elementFromPoint(cx + dx, cy + dy)));
  });
}

/**
 * Controls drawn smaller than 44 px on purpose, each with a hit area that reaches 44 (a ::after
 * past its edges), by test id prefix. Everything else is drawn at least 44 x 44.
 */
export const DRAWN_SMALL: Record<string, string> = {
  'promo-category-': 'product rule 9.21: promotion menu items are 1.75rem high; the strip padding holds the rest of the 44 px hit area',
  'filter-': 'filter chips: a light 32 px pill beside the search; the 12 px between rows holds the rest of the hit area',
  'reward-image-remove': "the remove mark over a picked image's corner (28 px), not to cover the picture",
};

/**
 * Every control on the page a player taps (visible buttons, tabs and links) whose tap target is
 * under 44 x 44 px, as "<test id or text>: drawn <w> x <h>". The box drawn must be 44 x 44, but
 * for two kinds: those of DRAWN_SMALL must take taps 22 px out from their centre (checked by hit
 * testing with the control scrolled to the middle of the screen, so a neighbour covering the hit
 * area, or a box clipping it, fails it); and a link inside a sentence (WCAG 2.2, 2.5.8, inline)
 * keeps the sentence's lines and must only be 24 px high.
 */
export async function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate((drawnSmall) => {
    const small: string[] = [];
    const scroll = { x: window.scrollX, y: window.scrollY };
    for (const el of document.querySelectorAll<HTMLElement>('button, [role="tab"], a[href]')) {
      if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) || el.closest('[inert], [aria-hidden="true"]')) continue;
      const drawn = el.getBoundingClientRect();
      if (drawn.width === 0 || drawn.height === 0) continue;
      // In a sentence: a link shown inline beside text of its parent's own.
      const inline =
        el.tagName === 'A' &&
        getComputedStyle(el).display === 'inline' &&
        [...(el.parentElement?.childNodes ?? [])].some((n) => n !== el && n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '');
      const need = inline ? { x: 0, y: 24 } : { x: 44, y: 44 };
      // Half a pixel of rounding: a 43.6 px box is drawn from 44 device-independent pixels.
      if (drawn.width + 0.5 >= need.x && drawn.height + 0.5 >= need.y) continue;
      const id = el.dataset.testid ?? '';
      if (!inline && drawnSmall.some((prefix) => id.startsWith(prefix))) {
        el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
        const r = el.getBoundingClientRect();
        const cx = r.left + r.width / 2;
        const cy = r.top + r.height / 2;
        // 21 px, not 22: hit testing rounds to whole pixels, so a neighbour starting at the 44th pixel would answer.
        const points = [
          [0, 0],
          [-21, 0],
          [21, 0],
          [0, -21],
          [0, 21],
        ] as const;
        if (points.every(([dx, dy]) => el.contains(document.elementFromPoint(cx + dx, cy + dy)))) continue;
      }
      const name = id || el.getAttribute('aria-label') || (el.textContent ?? '').trim().slice(0, 40);
      small.push(`${name}${inline ? ' (inline link)' : ''}: drawn ${Math.round(drawn.width)} x ${Math.round(drawn.height)}`);
    }
    window.scrollTo({ left: scroll.x, top: scroll.y, behavior: 'instant' });
    return small;
  }, Object.keys(DRAWN_SMALL));
}

/**
 * The words on screen split over two lines with no hyphen drawn: "<word> [<nearest test id>]".
 * A word may break at the syllables its text marks with soft hyphens; without them, Chromium on
 * Linux has no hyphenation dictionaries, so `hyphens: auto` cuts a word anywhere. Only words of
 * letters count (a long reference or account name may wrap anywhere), in languages written with
 * spaces: Chinese and Thai lines break between words, not inside them.
 */
export async function brokenWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken = new Set<string>();
    const segmenter = new Intl.Segmenter(document.documentElement.lang || 'en', { granularity: 'word' });
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent?.checkVisibility()) continue;
      for (const word of segmenter.segment(node.textContent ?? '')) {
        if (
          !word.isWordLike ||
          word.segment.includes('\u00ad') ||
          !/^[\p{L}\p{M}]{2,}$/u.test(word.segment) ||
          /\p{Script=Han}|\p{Script=Thai}/u.test(word.segment)
        )
          continue;
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word.segment.length);
        // Pieces of a word on one line start within a few pixels of each other; a second line is a line height lower.
        const tops = [...range.getClientRects()].filter((r) => r.width > 0).map((r) => r.top);
        if (Math.max(...tops) - Math.min(...tops) > 8)
          broken.add(`${word.segment} [${parent.closest('[data-testid]')?.getAttribute('data-testid') ?? parent.tagName}]`);
      }
    }
    return [...broken];
  });
}
