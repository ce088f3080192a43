import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router-dom';
import { isAppPath } from '#src/shared/contract/app-routes';
import { ImageLoader } from '#src/shared/ui/ImageLoader';
import { ChevronRightIcon, CloseIcon } from '#src/shared/ui/icons';
import styles from './PopupBanner.module.css';

export type PopupBannerView = { src: string; link: string | null; title?: string };

/** The platform's banner art is 750 x 300; the floating copy keeps that shape (no layout shift, no crop). */
const RATIO = 750 / 300;

/** Only links into the app and http(s) pages are followed; anything else (javascript:, data:) is not a link. */
function linkKind(link: string | null): 'app' | 'page' | 'none' {
  if (link && isAppPath(link)) return 'app';
  if (link && /^(https?:\/\/|\/(?!\/))/.test(link)) return 'page';
  return 'none';
}

/**
 * The floating promo banner (group m_popup, product rule 2.10): a small image that stays in view under
 * the lobby's category menu and follows its link when tapped; its toggle folds it away and opens
 * it again.
 */
export function PopupBanner({ banner }: { banner: PopupBannerView }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(true);
  const image = <ImageLoader src={banner.src} alt="" ratio={RATIO} eager className={styles.image} />;
  const label = banner.title ?? t({ id: 'popup_banner_link', message: 'View promotion' });
  const kind = linkKind(banner.link);
  let body: ReactNode;
  if (kind === 'app' && banner.link) {
    body = (
      <Link to={banner.link} className={styles.link} aria-label={label} data-testid="popup-banner-image">
        {image}
      </Link>
    );
  } else if (kind === 'page' && banner.link) {
    const external = /^https?:\/\//.test(banner.link);
    body = (
      <a
        href={banner.link}
        className={styles.link}
        aria-label={label}
        data-testid="popup-banner-image"
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {image}
      </a>
    );
  } else {
    body = (
      <div className={styles.link} data-testid="popup-banner-image">
        {image}
      </div>
    );
  }
  return (
    <aside className={styles.float} data-state={open ? 'open' : 'closed'} data-testid="popup-banner">
      {open ? (
        <div className={styles.card}>
          {body}
          <button
            type="button"
            className={styles.close}
            aria-expanded="true"
            aria-label={t({ id: 'popup_banner_hide', message: 'Hide promotion' })}
            onClick={() => setOpen(false)}
            data-testid="popup-banner-toggle"
          >
            <span className={styles.mark}>
              <CloseIcon size={14} />
            </span>
          </button>
        </div>
      ) : (
        <button
          type="button"
          className={styles.tab}
          aria-expanded="false"
          aria-label={t({ id: 'popup_banner_show', message: 'Show promotion' })}
          onClick={() => setOpen(true)}
          data-testid="popup-banner-toggle"
        >
          <span className={styles.mark}>
            <ChevronRightIcon size={16} className={styles.tabIcon} />
          </span>
        </button>
      )}
    </aside>
  );
}
