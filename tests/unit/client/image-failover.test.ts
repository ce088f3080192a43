import { afterEach, describe, expect, it, vi } from 'vitest';
import { imageUrl, installImageFailover, nextImageUrl, resetImageCdns } from '#src/shared/lib/image-cdn';

const CDNS = ['/cdn/a', '/cdn/b', 'https://img.example.com/c'];

afterEach(() => {
  resetImageCdns();
  document.body.innerHTML = '';
});

describe('image CDN failover in the page', () => {
  it('asks another CDN for an image before the page hears of its failure, and the failure once all failed', () => {
    const uninstall = installImageFailover();
    const img = document.createElement('img');
    img.src = imageUrl('/icons/games/x.svg', CDNS, () => 0);
    expect(img.src).toBe(`${location.origin}/cdn/a/icons/games/x.svg`);
    const heard = vi.fn();
    img.addEventListener('error', heard);
    document.body.append(img);
    const hosts = [img.src];
    for (let i = 0; i < 3; i += 1) {
      img.dispatchEvent(new Event('error'));
      hosts.push(img.src);
    }
    // Each CDN once, in some random order; the image loader hears only the last failure.
    expect(new Set(hosts.slice(0, 3).map((u) => u.replace(/\/icons\/games\/x\.svg$/, '')))).toEqual(
      new Set([`${location.origin}/cdn/a`, `${location.origin}/cdn/b`, 'https://img.example.com/c']),
    );
    expect(heard).toHaveBeenCalledTimes(1);
    uninstall();
  });

  it('leaves a CDN that failed for the images that come after', () => {
    expect(imageUrl('/a.svg', CDNS, () => 0)).toBe('/cdn/a/a.svg');
    const next = nextImageUrl(`${location.origin}/cdn/a/a.svg`, new Set(), location.href, () => 0.99);
    expect(next?.url).toBe('https://img.example.com/c/a.svg');
    // Chosen again at random, among the CDNs not seen failing.
    expect(imageUrl('/b.svg', CDNS, () => 0)).toBe('/cdn/b/b.svg');
  });

  it('leaves images on no known CDN alone', () => {
    imageUrl('/a.svg', CDNS);
    expect(nextImageUrl('https://elsewhere.example.com/a.svg', new Set(), location.href)).toBeNull();
  });
});
