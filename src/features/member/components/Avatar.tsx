import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { type HeadIcon, headIconPresetPath } from '#src/shared/contract/head-icon';
import { imageUrl } from '#src/shared/lib/image-cdn';
import { siteStore } from '#src/shared/site/site-store';
import { UserIcon } from '#src/shared/ui/icons';
import { memberStore } from '../member-store';
import styles from './Avatar.module.css';

/** Where a head icon's picture is: a preset on the image CDNs, or the member's own upload. */
export function headIconSrc(icon: HeadIcon, cdns: readonly string[]): string | null {
  if (!icon) return null;
  return icon.kind === 'preset' ? imageUrl(headIconPresetPath(icon.preset), cdns) : icon.url;
}

/**
 * The member's head icon, or the default figure when they have none or its picture cannot load
 * (offline and never seen, say). Decorative: the name beside it says who it is.
 */
export function Avatar({ size, icon }: { size: number; icon?: HeadIcon }) {
  const member = useSnapshot(memberStore);
  const { config } = useSnapshot(siteStore);
  const src = headIconSrc(icon === undefined ? (member.info?.headIcon ?? null) : icon, config?.info.imageCDNs ?? []);
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <span className={styles.avatar} style={{ width: size, height: size }} data-testid="avatar">
      {src && failed !== src ? (
        <img key={src} src={src} alt="" width={size} height={size} decoding="async" onError={() => setFailed(src)} data-testid="avatar-image" />
      ) : (
        <UserIcon size={Math.round(size * 0.55)} />
      )}
    </span>
  );
}
