import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { pathTo } from '#src/shared/contract/app-routes';
import { browserWindow } from '#src/shared/lib/browser-window';
import { siteStore } from '#src/shared/site/site-store';
import { buttonClassName } from '#src/shared/ui/Button';
import { QrCode } from '#src/shared/ui/QrCode';
import { type DownloadPlatform, downloadPageLinks, templateBackground, templateColor } from '../lib/download-page';
import { useInstallState } from '../lib/use-install-state';
import { AppDownloadLink } from './AppDownloadLink';
import styles from './AppDownloadScreen.module.css';
import { hasGuide, InstallGuide } from './InstallGuide';

const PLATFORM_LABELS: Record<DownloadPlatform, MessageDescriptor> = {
  ios: msg({ id: 'app_download_ios', message: 'Download for iPhone' }),
  android: msg({ id: 'app_download_android', message: 'Download for Android' }),
  mobileconfig: msg({ id: 'app_download_mobileconfig', message: 'Install the configuration profile' }),
};

/**
 * /m/app (no header, no bottom navigation): the merchant's app page by its mobile template
 * (background, description and its colour), the native app links by platform, a QR code of this
 * page for a visitor on a computer, and the guide to add this web app to the home screen.
 */
export default function AppDownloadScreen({ testId }: { testId: string }) {
  const { _ } = useLingui();
  const { config } = useSnapshot(siteStore);
  const install = useInstallState({ held: true });
  const template = config?.info.mobileTemplate;
  // Rendered without a browser (on the server): no device to pick links for, no address to show yet.
  const win = browserWindow();
  const links = downloadPageLinks(config?.info.resources ?? [], win?.navigator.userAgent ?? '');
  const pageUrl = win ? `${win.location.origin}${win.location.pathname}` : '';

  return (
    <main className={styles.screen} style={templateBackground(template?.app_background ?? '')} data-testid={testId}>
      <div className={styles.card}>
        <img className={styles.icon} src={`${import.meta.env.BASE_URL}icons/icon-192.png`} alt="" width={88} height={88} />
        <h1 className={styles.title}>{config?.merchantName ?? ''}</h1>
        {template?.app_desc && (
          <p className={styles.desc} style={{ color: templateColor(template.app_desc_font_color) }} data-testid="app-desc">
            {template.app_desc}
          </p>
        )}
        {links.length > 0 ? (
          <div className={styles.links}>
            {links.map((link, i) => (
              <AppDownloadLink
                key={link.platform}
                app={link}
                className={buttonClassName({ block: true, variant: i === 0 ? 'primary' : 'secondary' })}
                testId={`app-download-${link.platform}`}
              >
                {_(PLATFORM_LABELS[link.platform])}
              </AppDownloadLink>
            ))}
          </div>
        ) : (
          <p className={styles.note} data-testid="app-download-none">
            <Trans id="app_download_none">There is no app to download here. Add this site to your home screen instead.</Trans>
          </p>
        )}
        {!install.mobile && (
          <figure className={styles.qr}>
            <QrCode value={pageUrl} label={_(msg({ id: 'app_download_qr', message: 'QR code of this page' }))} testId="app-download-qr" />
            <figcaption className={styles.note}>
              <Trans id="app_download_scan">Scan with your phone's camera to open this page there.</Trans>
            </figcaption>
          </figure>
        )}
      </div>
      {hasGuide(install.guide, install.canPrompt) && (
        <section className={styles.card} aria-labelledby="app-install-title">
          <h2 id="app-install-title" className={styles.subtitle}>
            <Trans id="install_guide_title">Add to Home Screen</Trans>
          </h2>
          {/* The profile already has its button above. */}
          <InstallGuide kind={install.guide} profileUrl={null} canPrompt={install.canPrompt} prompting={install.prompting} />
        </section>
      )}
      <Link to={pathTo('home')} className={styles.home} data-testid="app-download-home">
        <Trans id="back_home">Back to home</Trans>
      </Link>
    </main>
  );
}
