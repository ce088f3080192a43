import { describe, expect, it } from 'vitest';
import { fitWords } from '#src/features/games/lib/fit-words';

/**
 * A label whose longest word is `wordPx` wide at 16 px, in a box `boxPx` wide: jsdom lays nothing
 * out, so the widths follow the label's font size as a browser's would. Counts the widths read.
 */
function label(wordPx: number, boxPx: number, reads: { count: number }): HTMLElement {
  const el = document.createElement('button');
  Object.defineProperty(el, 'clientWidth', { get: () => boxPx });
  Object.defineProperty(el, 'scrollWidth', {
    configurable: true,
    get: () => {
      reads.count += 1;
      const size = Number.parseFloat(el.style.fontSize || '16');
      return Math.max(boxPx, Math.round((wordPx * size) / 16));
    },
  });
  return el;
}

const STEPS = ['14px', '12px'] as const;

describe('fitting labels’ words into their boxes', () => {
  it('keeps a label that fits, steps one down until its word fits, and lets a word that never fits break', () => {
    const reads = { count: 0 };
    const fits = label(60, 80, reads);
    const fitsAt12 = label(100, 80, reads);
    const never = label(200, 80, reads);
    fitWords([fits, fitsAt12, never], STEPS);
    expect(fits.style.fontSize).toBe('');
    expect(fits.dataset.fit).toBeUndefined();
    expect(fitsAt12.style.fontSize).toBe('12px');
    expect(fitsAt12.dataset.fit).toBeUndefined();
    expect(never.style.fontSize).toBe('12px');
    expect(never.dataset.fit).toBe('break');
    // Measured together: each label once per step it is still in, never once per label and step.
    expect(reads.count).toBe(3 + 2 + 2);
  });

  it('starts again from the full size (a language with shorter words)', () => {
    const reads = { count: 0 };
    const el = label(200, 80, reads);
    fitWords([el], STEPS);
    expect(el.dataset.fit).toBe('break');
    Object.defineProperty(el, 'scrollWidth', { get: () => 80 });
    fitWords([el], STEPS);
    expect(el.style.fontSize).toBe('');
    expect(el.dataset.fit).toBeUndefined();
  });
});
