import 'keen-slider/keen-slider.min.css';
import { type KeenSliderPlugin, useKeenSlider } from 'keen-slider/react';
import { BANNER_AUTOPLAY_MS, BannerSlide, type BannerView } from './BannerCarousel';
import styles from './BannerCarousel.module.css';

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

/** Two or more banners: they loop, swipe and advance by themselves. */
export default function BannerSlider({ banners }: { banners: BannerView[] }) {
  const [sliderRef] = useKeenSlider<HTMLDivElement>({ loop: true }, [autoplay(BANNER_AUTOPLAY_MS)]);
  return (
    <div ref={sliderRef} className={`keen-slider ${styles.wrap}`} data-loop="true">
      {banners.map((b, i) => (
        <BannerSlide key={b.id} banner={b} first={i === 0} className="keen-slider__slide" />
      ))}
    </div>
  );
}
