import { useSnapshot } from 'valtio';
import { GameLobby } from '../../features/games/components/GameLobby';
import { InstallPrompts } from '../../features/install/components/InstallPrompts';
import { BannerCarousel } from '../../features/home/components/BannerCarousel';
import { HomeNoticePopup } from '../../features/home/components/HomeNoticePopup';
import { LicenceFooter } from '../../features/home/components/LicenceFooter';
import { NoticeMarquee } from '../../features/home/components/NoticeMarquee';
import { PopupBanner } from '../../features/home/components/PopupBanner';
import { ResetCorner } from '../../features/home/components/ResetCorner';
import { useHomeContent } from '../../features/home/use-home-content';
import { imageUrl } from '../../shared/lib/image-cdn';
import { siteStore } from '../../shared/site/site-store';
import styles from '../../features/home/components/HomeScreen.module.css';

/**
 * Home: banners, the notice ticker, the games lobby and the licence footer, with the floating
 * promo banner and the notice popup over them. The hidden reset corner covers the banner's
 * top-right corner: support can reach it at once (the footer comes after thousands of games),
 * and a banner tap there is the only thing it takes away.
 */
export default function HomeScreen() {
  const { config } = useSnapshot(siteStore);
  const content = useHomeContent();
  const cdns = config?.info.imageCDNs ?? [];
  // m_popup banners float over the page instead of joining the carousel; the first one shows.
  const banners = content.banners
    .filter((b) => b.groupName !== 'm_popup')
    .map((b) => ({ id: b.id, src: imageUrl(b.url, cdns), link: b.link }));
  const popupBanner = content.banners.find((b) => b.groupName === 'm_popup');
  return (
    <main className={styles.screen} data-testid="screen-home">
      <div className={styles.top}>
        {banners.length > 0 ? <BannerCarousel key={banners.length} banners={banners} /> : <div className={styles.bannerSpace} />}
        <ResetCorner />
      </div>
      <NoticeMarquee titles={content.notices.map((n) => n.title)} />
      <GameLobby />
      <LicenceFooter text={config?.info.licenceText ?? ''} />
      {popupBanner && <PopupBanner banner={{ src: imageUrl(popupBanner.url, cdns), link: popupBanner.link }} />}
      <HomeNoticePopup notices={content.popup} />
      <InstallPrompts />
    </main>
  );
}
