import 'keen-slider/keen-slider.min.css';
import { type KeenSliderPlugin, useKeenSlider } from 'keen-slider/react';
import { Link } from 'react-router-dom';
import styles from './BannerCarousel.module.css';

/** SPEC section 9: banners advance every 5000 ms. */
export const BANNER_AUTOPLAY_MS = 5000;

function autoplay(ms: number): KeenSliderPlugin {
  return (slider) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const next = () => {
      clearTimeout(timer);
      timer = setTimeout(() => slider.next(), ms);
    };
    slider.on('created', next);
    slider.on('dragStarted', () => clearTimeout(timer));
    slider.on('animationEnded', next);
    slider.on('updated', next);
    slider.on('destroyed', () => clearTimeout(timer));
  };
}

/** `title` is the banner's name: the image's alt text, and so the name of its link. */
export type BannerView = { id: number; src: string; link: string | null; title: string };

/** The home banner carousel: loops and autoplays only with more than one banner. */
export function BannerCarousel({ banners }: { banners: BannerView[] }) {
  const many = banners.length > 1;
  const [sliderRef] = useKeenSlider<HTMLDivElement>({ loop: many, drag: many }, many ? [autoplay(BANNER_AUTOPLAY_MS)] : []);
  return (
    <div className={styles.frame}>
      <div ref={sliderRef} className={`keen-slider ${styles.wrap}`} data-loop={String(many)}>
      {banners.map((b, i) => {
        const image = <img src={b.src} alt={b.title} width={750} height={300} loading={i === 0 ? 'eager' : 'lazy'} fetchPriority={i === 0 ? 'high' : 'auto'} />;
        return (
          <div key={b.id} className={`keen-slider__slide ${styles.slide}`} data-testid="banner">
            {b.link?.startsWith('/m/') ? <Link to={b.link}>{image}</Link> : image}
          </div>
        );
      })}
      </div>
    </div>
  );
}
