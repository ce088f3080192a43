import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { GameLobby } from '#src/features/games/components/GameLobby';
import { BannerCarousel } from '#src/features/home/components/BannerCarousel';
import { HomeNewsSlot } from '#src/features/home/components/HomeNewsSlot';
import { HomeNoticePopup, useNoticePopup } from '#src/features/home/components/HomeNoticePopup';
import styles from '#src/features/home/components/HomeScreen.module.css';
import { LicenceFooter } from '#src/features/home/components/LicenceFooter';
import { NoticeMarquee } from '#src/features/home/components/NoticeMarquee';
import { PopupBanner } from '#src/features/home/components/PopupBanner';
import { ResetCorner } from '#src/features/home/components/ResetCorner';
import { useHomeContent } from '#src/features/home/use-home-content';
import { useFirstContentReached } from '#src/shared/lib/first-content';
import { imageUrl } from '#src/shared/lib/image-cdn';
import { siteStore } from '#src/shared/site/site-store';
import { ScreenHeading } from '#src/shared/ui/ScreenHeading';

// The install offers come after the first games: the bar covers the screen's foot, not its content.
const InstallPrompts = lazy(() => import('#src/features/install/components/InstallPrompts').then((m) => ({ default: m.InstallPrompts })));

/**
 * Home: banners, the notice ticker, the news strip (lazy), the games lobby (the floating promo banner under its menu) and
 * the licence footer, with the notice popup over them. The hidden reset corner covers the banner's
 * top-right corner: support can reach it at once (the footer comes after thousands of games),
 * and a banner tap there is the only thing it takes away.
 */
export default function HomeScreen({ title }: { title: MessageDescriptor }) {
  const { t } = useLingui();
  const { config } = useSnapshot(siteStore);
  const content = useHomeContent();
  const cdns = config?.info.imageCDNs ?? [];
  // m_popup banners float over the page instead of joining the carousel; the first one shows.
  const banners = content.banners
    .filter((b) => b.groupName !== 'm_popup')
    // A banner saved without a title still gets a name.
    .map((b, i) => {
      const position = i + 1;
      return { id: b.id, src: imageUrl(b.url, cdns), link: b.link, title: b.title ?? t({ id: 'banner_name_fallback', message: `Promotion ${position}` }) };
    });
  const popupBanner = content.banners.find((b) => b.groupName === 'm_popup');
  const notice = useNoticePopup(content.popup);
  const firstGamesShown = useFirstContentReached();
  return (
    <main className={styles.screen} data-testid="screen-home">
      <ScreenHeading title={title} />
      <div className={styles.top}>
        {banners.length > 0 ? <BannerCarousel key={banners.length} banners={banners} /> : <div className={styles.bannerSpace} />}
        <ResetCorner />
      </div>
      <NoticeMarquee titles={content.notices.map((n) => n.title)} />
      <HomeNewsSlot />
      <GameLobby aside={popupBanner && <PopupBanner banner={{ src: imageUrl(popupBanner.url, cdns), link: popupBanner.link, title: popupBanner.title }} />} />
      <LicenceFooter text={config?.info.licenceText ?? ''} regulators={config?.info.regulators ?? []} />
      {notice.open && <HomeNoticePopup notices={content.popup} onClose={notice.close} />}
      {/* One dialog at a time: the download popup waits until home knows of notices, and for their popup to close. */}
      {firstGamesShown && (
        <Suspense fallback={null}>
          <InstallPrompts held={!content.loaded || notice.due} />
        </Suspense>
      )}
    </main>
  );
}
