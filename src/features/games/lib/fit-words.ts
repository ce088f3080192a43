/**
 * Shrinks an element's font, half a pixel at a time down to `minPx`, until no word sticks out of
 * it. With `overflow-wrap: normal` and `word-break: keep-all` a label wraps only between words, so
 * a word longer than the box (a long Tagalog word, a CJK phrase) would overflow; a smaller font
 * keeps it whole instead of breaking it in the middle.
 */
export function fitWords(el: HTMLElement, minPx: number): void {
  el.style.removeProperty('font-size');
  let size = Number.parseFloat(getComputedStyle(el).fontSize);
  while (el.scrollWidth > el.clientWidth && size > minPx) {
    size = Math.max(minPx, size - 0.5);
    el.style.fontSize = `${size}px`;
  }
}
