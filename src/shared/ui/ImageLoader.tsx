import { useEffect, useState } from 'react';
import styles from './ImageLoader.module.css';

export const DEFAULT_GAME_ICON = `${import.meta.env.BASE_URL}default-game.svg`;

type State = 'pending' | 'loading' | 'loaded' | 'failed';

type Props = {
  src: string;
  alt: string;
  /** Width / height: the box keeps this shape before, during and after loading (no layout shift). */
  ratio: number;
  fallback?: string;
  eager?: boolean;
  className?: string;
  testId?: string;
};

/** SPEC section 4's image loader: pending, loading, loaded, failed (then the fallback image). */
export function ImageLoader({ src, alt, ratio, fallback = DEFAULT_GAME_ICON, eager = false, className, testId }: Props) {
  const [state, setState] = useState<State>('pending');
  useEffect(() => setState(src ? 'loading' : 'failed'), [src]);
  return (
    <div className={`${styles.box} ${className ?? ''}`} style={{ aspectRatio: String(ratio) }} data-state={state} data-testid={testId}>
      {state !== 'pending' && (
        <img
          src={state === 'failed' ? fallback : src}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onLoad={() => setState((s) => (s === 'failed' ? s : 'loaded'))}
          onError={() => setState('failed')}
        />
      )}
    </div>
  );
}
