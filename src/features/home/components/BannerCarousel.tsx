import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { isAppPath } from '#src/shared/contract/app-routes';
import { useFirstContentReached } from '#src/shared/lib/first-content';
import styles from './BannerCarousel.module.css';

/** Banners advance every 5000 ms (product rule 9.1). */
export const BANNER_AUTOPLAY_MS = 5000;

/** `title` is the banner's name: the image's alt text, and so the name of its link. */
export type BannerView = { id: number; src: string; link: string | null; title: string };

// The slider's code (keen-slider) waits for the first games: the first banner needs none of it.
const BannerSlider = lazy(() => import('./BannerSlider'));

export function BannerSlide({ banner: b, first, className = '' }: { banner: BannerView; first: boolean; className?: string }) {
  const image = <img src={b.src} alt={b.title} width={750} height={300} loading={first ? 'eager' : 'lazy'} fetchPriority={first ? 'high' : 'auto'} />;
  return (
    <div className={`${className} ${styles.slide}`} data-testid="banner">
      {b.link && isAppPath(b.link) ? <Link to={b.link}>{image}</Link> : image}
    </div>
  );
}

/**
 * The home banner carousel: loops and autoplays only with more than one banner. Until the lobby's
 * first games are drawn it shows the first banner alone, as the painted shell did.
 */
export function BannerCarousel({ banners }: { banners: BannerView[] }) {
  const sliding = useFirstContentReached() && banners.length > 1;
  const first = banners[0] && (
    <div className={styles.wrap} data-loop="false">
      <BannerSlide banner={banners[0]} first />
    </div>
  );
  return (
    <div className={styles.frame}>
      {sliding ? (
        <Suspense fallback={first}>
          <BannerSlider banners={banners} />
        </Suspense>
      ) : (
        first
      )}
    </div>
  );
}
