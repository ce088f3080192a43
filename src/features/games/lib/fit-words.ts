/**
 * Fits a label's words into its box with sizes of the type scale only. With `overflow-wrap:
 * normal` and `word-break: keep-all` a label wraps only between words, so a word longer than the
 * box (a long Tagalog word, a CJK phrase) would stick out: the label takes the next smaller size of
 * `steps` (CSS values, largest first) until every word fits. A word still too long at the smallest
 * step is marked `data-fit="break"`, where the stylesheet lets it break (hyphenated where the
 * language has hyphenation patterns): the text never gets smaller than the scale, nor sticks out.
 */
export function fitWords(el: HTMLElement, steps: readonly string[]): void {
  el.style.removeProperty('font-size');
  delete el.dataset.fit;
  const overflows = () => el.scrollWidth > el.clientWidth;
  for (const step of steps) {
    if (!overflows()) return;
    el.style.fontSize = step;
  }
  if (overflows()) el.dataset.fit = 'break';
}
