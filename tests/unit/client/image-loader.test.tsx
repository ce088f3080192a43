import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { vendorMonogram } from '#src/features/games/lib/vendor-monogram';
import { DEFAULT_GAME_ICON, ImageLoader } from '#src/shared/ui/ImageLoader';

const spies: { mockRestore: () => void }[] = [];

afterEach(() => {
  cleanup();
  for (const spy of spies.splice(0)) spy.mockRestore();
});

const box = () => screen.getByTestId('icon');
const img = () => box().querySelector('img') as HTMLImageElement;

/** Images the browser already holds: complete with a size as soon as they exist. */
function imagesComplete() {
  spies.push(vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true));
  spies.push(vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(240));
}

/** Images served from the memory cache: load fires the moment the source is set, before effects run. */
function imagesFromCache() {
  const descriptor = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'src');
  spies.push(
    vi.spyOn(HTMLImageElement.prototype, 'src', 'set').mockImplementation(function (this: HTMLImageElement, value: string) {
      descriptor?.set?.call(this, value);
      this.dispatchEvent(new Event('load'));
    }),
  );
}

describe('ImageLoader', () => {
  it('an image already complete when it mounts is loaded without a load event', () => {
    imagesComplete();
    render(<ImageLoader src="/cdn/a/icons/games/A.svg" alt="" ratio={1} testId="icon" />);
    expect(box().dataset.state).toBe('loaded');
  });

  it('an image served from the cache ends loaded, at mount and when its src changes to another cached one', () => {
    imagesFromCache();
    const { rerender } = render(<ImageLoader src="/cdn/a/icons/games/A.svg" alt="" ratio={1} testId="icon" />);
    expect(box().dataset.state).toBe('loaded');
    rerender(<ImageLoader src="/cdn/b/icons/games/A.svg" alt="" ratio={1} testId="icon" />);
    expect(img().getAttribute('src')).toBe('/cdn/b/icons/games/A.svg');
    expect(box().dataset.state).toBe('loaded');
  });

  it('a new src loads again: loading until its own load or error, never the old outcome', () => {
    const { rerender } = render(<ImageLoader src="/a.svg" alt="" ratio={1} testId="icon" />);
    expect(box().dataset.state).toBe('loading');
    fireEvent.load(img());
    expect(box().dataset.state).toBe('loaded');

    rerender(<ImageLoader src="/b.svg" alt="" ratio={1} testId="icon" />);
    expect(box().dataset.state).toBe('loading');
    fireEvent.load(img());
    expect(box().dataset.state).toBe('loaded');

    rerender(<ImageLoader src="/c.svg" alt="" ratio={1} testId="icon" />);
    fireEvent.error(img());
    expect(box().dataset.state).toBe('failed');
    expect(img().getAttribute('src')).toBe(DEFAULT_GAME_ICON);

    // Back to a source that loaded before: a fresh element, loading until it reports.
    rerender(<ImageLoader src="/b.svg" alt="" ratio={1} testId="icon" />);
    expect(box().dataset.state).toBe('loading');
    fireEvent.load(img());
    expect(box().dataset.state).toBe('loaded');
  });

  it('no source at all shows the fallback', () => {
    render(<ImageLoader src="" alt="" ratio={1} testId="icon" />);
    expect(box().dataset.state).toBe('failed');
    expect(img().getAttribute('src')).toBe(DEFAULT_GAME_ICON);
  });

  it('a placeholder stands in for a missing or broken picture: no image at all, so no broken-image icon', () => {
    const mark = <span data-testid="mark">DS</span>;
    const { rerender } = render(<ImageLoader src="" alt="" ratio={2} placeholder={mark} testId="icon" />);
    expect(box().dataset.state).toBe('failed');
    expect(box().querySelector('img')).toBeNull();
    expect(screen.getByTestId('mark').textContent).toBe('DS');

    rerender(<ImageLoader src="/logo.svg" alt="" ratio={2} placeholder={mark} testId="icon" />);
    expect(box().dataset.state).toBe('loading');
    expect(screen.queryByTestId('mark')).toBeNull();
    fireEvent.error(img());
    expect(box().dataset.state).toBe('failed');
    expect(box().querySelector('img')).toBeNull();
    expect(screen.getByTestId('mark')).toBeTruthy();
  });
});

describe('vendorMonogram', () => {
  it('reads a vendor name as its logo badge does', () => {
    expect(vendorMonogram('TCG Lottery')).toBe('TCG');
    expect(vendorMonogram('TF')).toBe('TF');
    expect(vendorMonogram('DS88')).toBe('DS');
    expect(vendorMonogram('Royal Live Casino')).toBe('RL');
    expect(vendorMonogram('SpadeWorks')).toBe('SW');
    expect(vendorMonogram('mines')).toBe('MI');
    expect(vendorMonogram('  ')).toBe('');
  });
});
