import { useEffect, useState } from 'react';
import styles from './QrCode.module.css';

/**
 * A QR code of `value` as an image (the encoder loads on first use, outside the first paint's
 * JavaScript). Dark modules on white whatever the theme: scanners need the contrast.
 */
export function QrCode({ value, label, size = 176, testId }: { value: string; label: string; size?: number; testId: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then(({ toDataURL }) => toDataURL(value, { margin: 1, width: size * 2, errorCorrectionLevel: 'M' }))
      .then((url) => live && setSrc(url))
      .catch(() => live && setSrc(null));
    return () => {
      live = false;
    };
  }, [value, size]);
  return (
    <span className={styles.frame} style={{ width: size, height: size }} data-testid={testId} data-value={value}>
      {src && <img src={src} alt={label} width={size} height={size} />}
    </span>
  );
}
