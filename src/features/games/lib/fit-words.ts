/**
 * Fits labels' words into their boxes with sizes of the type scale only. With `overflow-wrap:
 * normal` and `word-break: keep-all` a label wraps only between words, so a word longer than the
 * box (a long Tagalog word, a CJK phrase) would stick out: the label takes the next smaller size of
 * `steps` (CSS values, largest first) until every word fits. A word still too long at the smallest
 * step is marked `data-fit="break"`, where the stylesheet lets it break (hyphenated where the
 * language has hyphenation patterns): the text never gets smaller than the scale, nor sticks out.
 * All labels are measured together, one layout per step: measuring each label after setting its
 * size would lay the page out again for every label and step.
 */
export function fitWords(labels: Iterable<HTMLElement>, steps: readonly string[]): void {
  const all = [...labels];
  for (const el of all) {
    el.style.removeProperty('font-size');
    delete el.dataset.fit;
  }
  const overflows = (el: HTMLElement) => el.scrollWidth > el.clientWidth;
  let over = all.filter(overflows);
  for (const step of steps) {
    if (over.length === 0) return;
    for (const el of over) el.style.fontSize = step;
    over = over.filter(overflows);
  }
  for (const el of over) el.dataset.fit = 'break';
}
