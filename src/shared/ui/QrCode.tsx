import { create } from 'qrcode';
import { useMemo } from 'react';
import styles from './QrCode.module.css';

/** Quiet zone around the modules, in modules. */
const MARGIN = 1;

/**
 * The dark modules of `value`'s QR code as one SVG path (a unit square each), and its side with
 * the margin; null for a value no QR code holds (empty, as a page's address is before it is known, or too long).
 */
export function qrPath(value: string): { d: string; side: number } | null {
  let modules: ReturnType<typeof create>['modules'];
  try {
    modules = create(value, { errorCorrectionLevel: 'M' }).modules;
  } catch {
    return null;
  }
  const { size, data } = modules;
  let d = '';
  for (let row = 0; row < size; row += 1) for (let col = 0; col < size; col += 1) if (data[row * size + col]) d += `M${col + MARGIN} ${row + MARGIN}h1v1h-1z`;
  return { d, side: size + MARGIN * 2 };
}

/**
 * A QR code of `value`, drawn as an SVG in the render itself: it paints with the screen, the
 * server's first view included (docs/decisions/018). Dark modules on white whatever the theme:
 * scanners need the contrast.
 */
export function QrCode({ value, label, size = 176, testId }: { value: string; label: string; size?: number; testId: string }) {
  const drawn = useMemo(() => qrPath(value), [value]);
  return (
    <span className={styles.frame} style={{ width: size, height: size }} data-testid={testId} data-value={value}>
      {drawn && (
        <svg role="img" aria-label={label} viewBox={`0 0 ${drawn.side} ${drawn.side}`} width={size} height={size} shapeRendering="crispEdges">
          <rect width={drawn.side} height={drawn.side} fill="#fff" />
          <path d={drawn.d} fill="#000" />
        </svg>
      )}
    </span>
  );
}
