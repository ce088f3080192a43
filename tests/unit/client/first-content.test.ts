import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFirstContent } from '#src/shared/lib/first-content';

describe('first content', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('holds work until a first list page is drawn, then runs it after the next paint, once', () => {
    const first = createFirstContent(window, 2500);
    const run = vi.fn();
    first.after(run);
    vi.advanceTimersByTime(100);
    expect(run).not.toHaveBeenCalled();

    first.mark();
    first.mark();
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    expect(first.reached()).toBe(true);

    // Later work runs at once.
    const late = vi.fn();
    first.after(late);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('on a screen without a list, work runs a while after the page has loaded', () => {
    const first = createFirstContent(window, 2500);
    const run = vi.fn();
    first.after(run);
    vi.advanceTimersByTime(2499);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('cancelled work never runs', () => {
    const first = createFirstContent(window, 2500);
    const run = vi.fn();
    const cancel = first.after(run);
    cancel();
    first.mark();
    vi.advanceTimersByTime(3000);
    expect(run).not.toHaveBeenCalled();
  });
});
