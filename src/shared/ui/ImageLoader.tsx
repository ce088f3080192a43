import { type ReactNode, useCallback, useState } from 'react';
import styles from './ImageLoader.module.css';

export const DEFAULT_GAME_ICON = `${import.meta.env.BASE_URL}default-game.svg`;

type State = 'loading' | 'loaded' | 'failed';
type Outcome = { src: string; state: 'loaded' | 'failed' };

type Props = {
  src: string;
  alt: string;
  /** Width / height: the box keeps this shape before, during and after loading (no layout shift). */
  ratio: number;
  fallback?: string;
  /** Drawn in place of the fallback image when the picture fails or there is none (e.g. a vendor's monogram). */
  placeholder?: ReactNode;
  eager?: boolean;
  className?: string;
  testId?: string;
};

/**
 * The image loader of product rule 4.16: loading, loaded, failed (then the fallback image); its "pending"
 * is the browser's own wait of a lazy image, shown as loading. The state is derived per source: an outcome counts only for the src it was seen for, so a
 * new src starts loading again and a late event of the old one changes nothing. An image can be
 * complete before React sees its load event (memory cache, or already decoded when it attaches), so
 * the element is also read when it attaches.
 */
export function ImageLoader({ src, alt, ratio, fallback = DEFAULT_GAME_ICON, placeholder, eager = false, className, testId }: Props) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const state: State = !src ? 'failed' : outcome?.src === src ? outcome.state : 'loading';
  const attach = useCallback(
    (img: HTMLImageElement | null) => {
      // A broken image always reports through onError; complete with no size may only mean "not started" (lazy).
      if (img?.complete && img.naturalWidth > 0) setOutcome({ src, state: 'loaded' });
    },
    [src],
  );
  return (
    <div className={`${styles.box} ${className ?? ''}`} style={{ aspectRatio: String(ratio) }} data-state={state} data-testid={testId}>
      {state === 'failed' ? (
        (placeholder ?? <img key="fallback" src={fallback} alt={alt} decoding="async" />)
      ) : (
        <img
          // One element per source: its events and its complete flag are about that source only.
          key={src}
          ref={attach}
          src={src}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onLoad={() => setOutcome({ src, state: 'loaded' })}
          onError={() => setOutcome({ src, state: 'failed' })}
        />
      )}
    </div>
  );
}
