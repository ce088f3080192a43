import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { badgeText } from '#src/shared/lib/badge-count';
import { throttle } from '#src/shared/lib/throttle';

describe('badgeText (99+ at most, product rule 9.3)', () => {
  it('shows nothing for no unread message', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(-1)).toBeNull();
    expect(badgeText(Number.NaN)).toBeNull();
  });
  it('shows counts up to 99 as they are and caps above', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(12345)).toBe('99+');
  });
});

describe('throttle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs at once, then collapses a burst into one trailing run at the end of the window', () => {
    const fn = vi.fn();
    const run = throttle(fn, 250);
    run();
    expect(fn).toHaveBeenCalledTimes(1);
    run();
    run();
    run();
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(249);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('runs at once again after a quiet window', () => {
    const fn = vi.fn();
    const run = throttle(fn, 150);
    run();
    vi.advanceTimersByTime(150);
    run();
    expect(fn).toHaveBeenCalledTimes(2);
  });
});
